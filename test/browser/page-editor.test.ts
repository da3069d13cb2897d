/**
 * The page editor in Chromium (docs/product/pages.md#the-page-editor): the keyboard-only path from the list to
 * a published change, a publish refused for a missing alt text, and the dashboard's answer to an author.
 */
import { expect } from 'chai';
import { signInAs } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { focusSettled } from '../helpers/browser.ts';
import { section } from '../helpers/pages-api.ts';
import { focusedId, makePage, openAs, tabTo, useEditorApp } from '../helpers/page-editor.ts';

describe('The page editor in the dashboard', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  it('opens a page, edits the hero, adds an FAQ, moves it up and publishes, with the keyboard alone', async () => {
    const made = await makePage(session, '/specialties/keyboard-care', 'Keyboard Care');
    const page = await openAs(session, '/dashboard/pages');
    await page.waitForSelector('a[aria-label="Edit Keyboard Care"]');
    await tabTo(page, 'a[aria-label="Edit Keyboard Care"]');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(page.url()).to.equal(`${session.app.url}/dashboard/pages/${made.id}`);

    // The sections start closed: Enter on the hero's summary opens it.
    await page.waitForSelector('#page-section-hero-summary');
    await tabTo(page, '#page-section-hero-summary');
    await page.keyboard.press('Enter');
    await tabTo(page, '#page-field-sections-0-heading');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Care that gets paid');

    await tabTo(page, '#page-add-section-kind');
    // richText is chosen; the next kind in the menu is the FAQ.
    await page.keyboard.press('ArrowDown');
    expect(await page.$eval('#page-add-section-kind', (select) => (select as HTMLSelectElement).value)).to.equal('faq');
    await tabTo(page, '.page-add-section button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#page-section-faq-1-summary');
    // The focus moves to the new section once it is drawn (a frame later on a busy machine).
    await page.waitForFunction(() => document.activeElement?.id === 'page-section-faq-1-summary', { timeout: 5000 }).catch(() => undefined);
    expect(await focusedId(page)).to.equal('page-section-faq-1-summary');

    await tabTo(page, '#page-section-faq-1-up');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.page-section')[2]?.querySelector('#page-section-faq-1-summary'));
    expect(await focusedId(page)).to.equal('page-section-faq-1-up');
    expect(await page.$eval('.page-sections [role="status"]', (live) => live.textContent)).to.match(/moved to position 3 of 4/);

    await tabTo(page, '.page-bar-actions .button-primary', { back: true });
    expect(await page.$eval('.page-bar-actions .button-primary', (button) => button.textContent)).to.equal('Publish');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.page-bar-status strong')?.textContent === 'Status: Published');

    const html = (await request(`${session.app.url}/specialties/keyboard-care`)).text;
    expect(html).to.include('Care that gets paid');
    const faqAt = html.indexOf('FAQPage');
    expect(faqAt, 'FAQ structured data').to.be.above(-1);
    const published = await session.api<{ sections: { type: string }[] }>('GET', `/api/admin/pages/${made.id}`);
    expect(published.sections.map((item) => item.type)).to.deep.equal(['hero', 'richText', 'faq', 'contact']);
  });

  it('refuses a publish for an image without alt text, with the error at the field and the focus on it', async () => {
    // The platform grid's example has a wordmark with its alt text; the test empties it.
    const made = await makePage(session, '/specialties/alt-text', 'Alt Text Care', [section('platforms', 'platforms')]);
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    const altId = 'page-field-sections-2-items-0-logo-alt';
    await (await page.waitForSelector('#page-section-platforms-summary'))!.click();
    await page.waitForSelector(`#${altId}`, { visible: true });
    await page.click(`#${altId}`, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.querySelector('.page-bar-line')?.textContent === 'Saved', { timeout: 10_000 });
    await page.click('.page-bar-actions .button-primary');
    await page.waitForSelector(`#${altId}-error`);
    expect(await page.$eval(`#${altId}-error`, (error) => error.textContent)).to.match(/alt text/);
    expect(await page.$eval(`#${altId}`, (input) => input.getAttribute('aria-invalid'))).to.equal('true');
    await focusSettled(page, altId);
    expect(await focusedId(page)).to.equal(altId);
    expect(await page.$eval('.page-error-summary', (summary) => summary.textContent)).to.match(/alt text/);
    // Closing the section would hide the field with the error: it stays open while the error is there.
    await page.click('#page-section-platforms-summary');
    expect(await page.$eval('#page-section-platforms-summary', (summary) => (summary.parentElement as HTMLDetailsElement).open)).to.equal(true);
  });

  it('gives an author the 403 page for /dashboard/pages and no Pages link', async () => {
    const author = await signInAs(session.app, 'author');
    const page = await openAs(session, '/dashboard/pages', 1280, author.cookie);
    expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal('Not available to your role');
    const response = await request(`${session.app.url}/dashboard/pages`, { headers: { cookie: author.cookie }, redirect: 'manual' });
    expect(response.status).to.equal(403);
    const dashboard = await openAs(session, '/dashboard', 1280, author.cookie);
    const links = await dashboard.$$eval('nav a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).to.not.include('/dashboard/pages');
    expect(links).to.not.include('/dashboard/menus');
  });
});
