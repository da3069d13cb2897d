/**
 * The rest of the page editor's workflow in Chromium (docs/product/pages.md#the-page-editor): New page with a
 * refused address, a live page's pending change (Update, Discard), a moved address's warning, the section
 * buttons (Duplicate, Hidden, Remove), Revisions with Restore and Share preview.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { request } from '../helpers/http.ts';
import { makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';

describe('The page editor’s workflow', function () {
  this.timeout(90_000);
  const session = useEditorApp();
  const saved = (page: Page, text = 'Saved') =>
    page.waitForFunction((wanted) => document.querySelector('.page-bar-line')?.textContent?.startsWith(wanted), { timeout: 10_000 }, text);
  /** Waits until `read` gives `expected` (autosave runs a couple of seconds after a change), else fails showing the last. */
  const eventually = async (read: () => Promise<unknown>, expected: unknown) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const now = await read();
      if (JSON.stringify(now) === JSON.stringify(expected) || Date.now() > until) return expect(now).to.deep.equal(expected);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const pressButton = async (page: Page, text: string, within = '.page-bar-actions') => {
    const button = await page.waitForSelector(`${within} ::-p-text(${text})`);
    await button!.click();
  };

  it('makes a new page, showing a refused address under the slug first', async () => {
    const page = await openAs(session, '/dashboard/pages');
    await page.waitForSelector('.new-page-form select');
    await page.select('.new-page-form select', '/');
    await page.type('.new-page-form input[name="path"]', 'blog');
    await page.type('.new-page-form input[name="title"]', 'Our Blog');
    await page.click('.new-page-form button[type="submit"]');
    const error = await page.waitForSelector('.new-page-form .field-error');
    expect(await error!.evaluate((element) => element.textContent)).to.match(/.+/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).to.equal('path');

    await page.select('.new-page-form select', '/specialties/');
    await page.click('.new-page-form input[name="path"]', { clickCount: 3 });
    await page.keyboard.type('cardiology');
    await Promise.all([page.waitForNavigation(), page.click('.new-page-form button[type="submit"]')]);
    expect(page.url()).to.match(/\/dashboard\/pages\/\d+$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Edit page: Our Blog');
    expect(await page.$eval('.page-bar-status strong', (status) => status.textContent)).to.equal('Status: Draft');
  });

  it('keeps a live page’s change pending until Update, discards another, and warns of a moved address', async () => {
    const made = await makePage(session, '/specialties/live-care', 'Live Care');
    await session.api('PUT', `/api/admin/pages/${made.id}`, { status: 'published' });
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-field-title');
    await page.click('#page-field-title', { clickCount: 3 });
    await page.keyboard.type('Live Care, changed');
    await saved(page, 'Saved as pending changes');
    expect(await page.$eval('.page-bar-pending', (notice) => notice.textContent)).to.match(/not published yet/);
    expect((await request(`${session.app.url}/specialties/live-care`)).text).to.not.include('Live Care, changed');
    await pressButton(page, 'Update');
    await page.waitForFunction(() => !document.querySelector('.page-bar-pending'));
    expect((await request(`${session.app.url}/specialties/live-care`)).text).to.include('Live Care, changed');

    await page.click('#page-field-path', { clickCount: 3 });
    await page.keyboard.type('/specialties/live-care-moved');
    expect(await page.$eval('.page-path-warning', (warning) => warning.textContent)).to.include(
      '/specialties/live-care will answer with a permanent redirect (301)',
    );
    await saved(page, 'Saved as pending changes');
    await pressButton(page, 'Discard changes');
    await page.waitForFunction(() => (document.querySelector('#page-field-path') as HTMLInputElement).value === '/specialties/live-care');
    const stored = await session.api<{ pending: unknown }>('GET', `/api/admin/pages/${made.id}`);
    expect(stored.pending).to.equal(null);
  });

  it('duplicates, hides and removes a section, and restores an earlier revision', async () => {
    const made = await makePage(session, '/specialties/sections-care', 'Sections Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-section-intro-summary');
    await page.click('#page-section-intro-summary');
    await pressButton(page, 'Duplicate', '[aria-label^="Section Rich text"]');
    await page.waitForSelector('#page-section-richText-1-summary');
    await page.click('#page-section-richText-1-summary');
    await pressButton(page, 'Hidden', 'li:nth-child(3) .page-item-actions');
    // The status line may still say Saved from the duplicate's save: wait for what the server holds instead.
    const hiddenOf = async () =>
      (await session.api<{ sections: { id: string; hidden?: boolean }[] }>('GET', `/api/admin/pages/${made.id}`)).sections.map((section) => [
        section.id,
        section.hidden === true,
      ]);
    const wanted = [
      ['hero', false],
      ['intro', false],
      ['richText-1', true],
      ['contact', false],
    ];
    await eventually(hiddenOf, wanted);
    await pressButton(page, 'Remove', 'li:nth-child(3) .page-item-actions');
    await page.waitForFunction(() => !document.querySelector('#page-section-richText-1-summary'));
    await eventually(async () => (await hiddenOf()).length, 3);

    await pressButton(page, 'Revisions');
    const restore = await page.waitForSelector('.page-revisions li:nth-child(2) button[aria-label^="Restore"]');
    await restore!.click();
    await page.waitForSelector('#page-section-richText-1-summary');
    const stored = await session.api<{ sections: { id: string; hidden?: boolean }[] }>('GET', `/api/admin/pages/${made.id}`);
    expect(stored.sections).to.have.length(4);

    await pressButton(page, 'Share preview');
    await page.click('dialog .share-create');
    const link = await page.waitForFunction(() =>
      [...document.querySelectorAll('dialog input')].map((input) => (input as HTMLInputElement).value).find((value) => value.includes('/preview/pages/')),
    );
    const url = new URL((await link.jsonValue())!);
    expect((await request(`${session.app.url}${url.pathname}`)).text).to.include('Sections Care');
  });
});
