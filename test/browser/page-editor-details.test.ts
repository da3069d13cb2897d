/**
 * The page editor's finished details in Chromium (docs/product/pages.md#the-page-editor): a new rich text
 * section starts empty with a placeholder and is refused at publish until written; sections stay open across a
 * reload; a section's handle drags it to another place, announced as the Move buttons announce.
 */
import { expect } from 'chai';
import { browserPage } from '../helpers/signed-in.ts';
import { makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';
import { section } from '../helpers/pages-api.ts';

describe('The page editor’s details', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('starts a new rich text section empty, with a placeholder, and refuses to publish it until it is written', async () => {
    const made = await makePage(session, '/specialties/placeholder-care', 'Placeholder Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-add-section-kind');
    await page.select('#page-add-section-kind', 'richText');
    await page.click('.page-add-section button');
    const summary = await page.waitForSelector('#page-section-richText-1-summary');
    expect(await summary!.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).to.equal(true);
    const field = await page.waitForSelector('#page-field-sections-3-html [contenteditable=true]');
    expect(await field!.evaluate((element) => element.textContent)).to.equal('');
    expect(await page.$eval('#page-field-sections-3-html', (element) => element.outerHTML)).to.include('Write the section’s text');
    expect(await page.$eval('#page-field-sections-3-html', (element) => element.textContent)).to.not.match(/A heading|A paragraph/);

    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    await (await page.waitForSelector('.page-bar-actions ::-p-text(Publish)'))!.click();
    await page.waitForSelector('.page-error-summary a[href="#page-field-sections-3-html"]');
    const stored = await session.api<{ status: string }>('GET', `/api/admin/pages/${made.id}`);
    expect(stored.status).to.equal('draft');
  });

  it('keeps open sections open after a reload', async () => {
    const made = await makePage(session, '/specialties/open-care', 'Open Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await (await page.waitForSelector('#page-section-intro-summary'))!.click();
    await page.waitForFunction(() => (document.querySelector('#page-section-intro-summary')!.parentElement as HTMLDetailsElement).open);
    await page.reload();
    await page.waitForSelector('#page-section-intro-summary');
    const open = await page.$$eval('.page-section > details', (all) => all.map((details) => (details as HTMLDetailsElement).open));
    expect(open).to.deep.equal([false, true, false]);
    // Closing it is remembered too.
    await page.click('#page-section-intro-summary');
    await page.waitForFunction(() => !(document.querySelector('#page-section-intro-summary')!.parentElement as HTMLDetailsElement).open);
    await page.reload();
    await page.waitForSelector('#page-section-intro-summary');
    expect(await page.$$eval('.page-section > details', (all) => all.filter((details) => (details as HTMLDetailsElement).open).length)).to.equal(0);
  });

  it('drags a section by its handle from last to second, announced as a move', async () => {
    const made = await makePage(session, '/specialties/drag-care', 'Drag Care', [section('faq', 'faq'), section('ctaBand', 'cta')]);
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-section-contact-summary');
    const ids = () => page.$$eval('.page-section summary', (all) => all.map((summary) => summary.id.replace(/^page-section-|-summary$/g, '')));
    expect(await ids()).to.deep.equal(['hero', 'intro', 'faq', 'cta', 'contact']);
    // Tall enough that every section is on the screen, as a person drags what they see.
    await page.setViewport({ width: 1280, height: 2400 });
    const handle = (await page.$$('.page-section-handle'))[4]!;
    const from = (await handle.boundingBox())!;
    const target = (await (await page.$$('.page-section'))[1]!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + 2, { steps: 8 });
    await page.waitForSelector('.page-section.drops-before');
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('.page-section summary')[1]?.id === 'page-section-contact-summary');
    expect(await ids()).to.deep.equal(['hero', 'contact', 'intro', 'faq', 'cta']);
    expect(await page.$eval('.page-sections [role="status"]', (live) => live.textContent)).to.match(/^Contact form: .+ moved to position 2 of 5\.$/);
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    const stored = await session.api<{ sections: { id: string }[] }>('GET', `/api/admin/pages/${made.id}`);
    expect(stored.sections.map((item) => item.id)).to.deep.equal(['hero', 'contact', 'intro', 'faq', 'cta']);
  });

  it('draws a quote in page rich text as a post draws one, in both themes', async () => {
    const made = await makePage(session, '/specialties/quote-care', 'Quote Care');
    const sections = [...made.sections];
    sections[1] = { ...sections[1], html: '<h2>What clients say</h2><blockquote><p>Denials fell by half.</p></blockquote>' };
    await session.api('PUT', `/api/admin/pages/${made.id}`, { sections, status: 'published' });
    for (const scheme of ['light', 'dark']) {
      const page = await browserPage(session.app, null, { width: 375, height: 800 });
      session.pages.push(page);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.goto(`${session.app.url}/specialties/quote-care`);
      const style = await page.$eval('.rich-text-section blockquote', (quote) => {
        const computed = getComputedStyle(quote);
        return { border: computed.borderLeftWidth, italic: computed.fontStyle, background: computed.backgroundColor };
      });
      expect(style.border, scheme).to.equal('4px');
      expect(style.italic, scheme).to.equal('italic');
      expect(style.background, scheme).to.not.equal('rgba(0, 0, 0, 0)');
    }
  });
});
