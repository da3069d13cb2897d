/**
 * The page editor's preview, two tabs' conflict and the menu editor in Chromium
 * (docs/product/pages.md#the-page-editor, decision 085).
 */
import { expect } from 'chai';
import type { Frame, Page } from 'puppeteer-core';
import { signInAs } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';

describe('The page editor’s preview, conflicts and the menus', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  /** The preview frame once it shows a page whose h1 is `heading`. */
  async function previewShowing(page: Page, heading: string): Promise<Frame> {
    await page.waitForFunction(
      (wanted) =>
        (document.querySelector('.page-preview-frame') as HTMLIFrameElement | null)?.contentDocument?.querySelector('h1')?.textContent?.includes(wanted),
      { timeout: 15_000 },
      heading,
    );
    return (await (await page.$('.page-preview-frame'))!.contentFrame())!;
  }

  it('shows the heading the marketer types inside the preview frame at 1280 and 375 px, under the page’s own CSP', async () => {
    const made = await makePage(session, '/specialties/framed-care', 'Framed Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`, 1400, session.cookie, true);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to frame/i.test(message.text())) refused.push(message.text());
    });
    await previewShowing(page, 'Framed Care');

    await page.click('#page-section-hero-summary');
    await page.click('#page-field-sections-0-heading', { clickCount: 3 });
    await page.keyboard.type('Obstetric billing, typed live');
    let frame = await previewShowing(page, 'Obstetric billing, typed live');
    expect(await frame.evaluate(() => window.innerWidth)).to.equal(1280);

    await page.click('input[name="page-preview-width"][value="mobile"]');
    await page.waitForFunction(() => (document.querySelector('.page-preview-frame') as HTMLIFrameElement | null)?.dataset.width === '375');
    frame = await previewShowing(page, 'Obstetric billing, typed live');
    expect(await frame.evaluate(() => window.innerWidth)).to.equal(375);
    expect(refused, 'no CSP refusal on the editor page').to.deep.equal([]);

    const policy = (await request(`${session.app.url}/dashboard/pages/${made.id}`, { headers: { cookie: session.cookie } })).headers.get(
      'content-security-policy',
    );
    expect(policy).to.include("frame-src 'self'");
    // Only the editor: the pages list and the public page frame nothing.
    for (const path of ['/dashboard/pages', '/']) {
      const other = (await request(`${session.app.url}${path}`, { headers: { cookie: session.cookie } })).headers.get('content-security-policy');
      expect(other, path).not.to.include('frame-src');
    }
  });

  it('draws the saved page at 1280 and 375 px, light and dark, and reloads after a save', async () => {
    const made = await makePage(session, '/specialties/preview-care', 'Preview Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`, 1400);
    let frame = await previewShowing(page, 'Preview Care');
    expect(await frame.evaluate(() => window.innerWidth)).to.equal(1280);
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(false);
    // Scaled to its column: the frame is drawn narrower than its 1280 CSS pixels.
    const drawn = await page.$eval('.page-preview-frame', (element) => element.getBoundingClientRect().width);
    expect(drawn).to.be.below(1280);

    await page.click('input[name="page-preview-width"][value="mobile"]');
    frame = await previewShowing(page, 'Preview Care');
    expect(await frame.evaluate(() => window.innerWidth)).to.equal(375);
    await page.click('.page-preview-controls input[type="checkbox"]');
    await page.waitForFunction(() =>
      (document.querySelector('.page-preview-frame') as HTMLIFrameElement).contentDocument?.documentElement.classList.contains('dark'),
    );

    await page.click('#page-section-hero-summary');
    await page.click('#page-field-sections-0-heading', { clickCount: 3 });
    await page.keyboard.type('Preview after a save');
    frame = await previewShowing(page, 'Preview after a save');
    expect(await frame.evaluate(() => document.documentElement.classList.contains('dark')), 'the theme kept after the reload').to.equal(true);

    const answer = await request(`${session.app.url}/dashboard/pages/${made.id}/preview`, { headers: { cookie: session.cookie } });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-security-policy')).to.include("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
    expect(answer.headers.get('cache-control')).to.include('no-store');
    expect(answer.headers.get('x-robots-tag')).to.include('noindex');
    const visitor = await request(`${session.app.url}/dashboard/pages/${made.id}/preview`, { redirect: 'manual' });
    expect([visitor.status, visitor.headers.get('location')]).to.deep.equal([303, '/login']);
    const author = await signInAs(session.app, 'author', 'preview-author');
    expect((await request(`${session.app.url}/dashboard/pages/${made.id}/preview`, { headers: { cookie: author.cookie } })).status).to.equal(404);
    // Every other page still refuses to be framed.
    expect(
      (await request(`${session.app.url}/dashboard/pages/${made.id}`, { headers: { cookie: session.cookie } })).headers.get('content-security-policy'),
    ).to.include("frame-ancestors 'none'");
  });

  it('reports a save made in another tab, compares the two and keeps this tab’s version', async () => {
    const made = await makePage(session, '/specialties/two-tabs', 'Two Tabs');
    const first = await openAs(session, `/dashboard/pages/${made.id}`);
    const second = await openAs(session, `/dashboard/pages/${made.id}`);
    for (const tab of [first, second]) await tab.waitForSelector('#page-field-title');

    await first.click('#page-field-title', { clickCount: 3 });
    await first.keyboard.type('Saved in the first tab');
    await first.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });

    await second.click('#page-field-title', { clickCount: 3 });
    await second.keyboard.type('Kept from the second tab');
    await second.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent?.startsWith('Changed elsewhere'), { timeout: 10_000 });
    const compare = await second.waitForSelector('::-p-text(Compare…)');
    await compare!.click();
    await second.waitForSelector('.conflict-dialog del, .conflict-dialog ins');
    const compared = await second.$eval('.conflict-dialog', (dialog) => dialog.textContent);
    expect(compared).to.include('first').and.to.include('second');
    await second.click('.conflict-dialog-actions .button-primary');
    await second.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    const stored = await session.api<{ title: string }>('GET', `/api/admin/pages/${made.id}`);
    expect(stored.title).to.equal('Kept from the second tab');
  });

  it('saves a new header link that shows on /, and shows a refused link at its field', async () => {
    const page = await openAs(session, '/dashboard/menus');
    const add = await page.waitForSelector('::-p-text(Add a header item)');
    const count = await page.$$eval(
      '[id^="page-field-header-"][id$="-label"]',
      (inputs) => inputs.filter((input) => /^page-field-header-\d+-label$/.test(input.id)).length,
    );
    await add!.click();
    const label = `#page-field-header-${count}-label`;
    const href = `#page-field-header-${count}-href`;
    await page.type(label, 'Help');
    await page.type(href, '/no-such-page');
    await page.click('.staff-actions .button-primary');
    await page.waitForSelector(`${href}-error`);
    await page
      .waitForFunction((id) => document.activeElement?.id === id, { timeout: 5000 }, href.slice(1))
      .catch(async () => {
        throw new Error(`the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`);
      });
    // The field has the focus: its text replaced from the keyboard (a triple click while the page still scrolled
    // to the field could land beside it, and the typing then went elsewhere).
    await page.focus(href);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.type('/search');
    expect(await page.$eval(href, (input) => (input as HTMLInputElement).value)).to.equal('/search');
    // From the keyboard: a click while the page scrolls smoothly (to the field above) can miss the button.
    await page.focus('.staff-actions .button-primary');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.textContent?.includes('Menus saved'));
    const home = (await request(`${session.app.url}/`)).text;
    expect(home).to.match(/<a[^>]*href="\/search"[^>]*>Help<\/a>/);
  });
});
