/**
 * Revisions to compare and restore into the editor, and a live page's scheduled update, in Chromium
 * (docs/product/pages.md#the-page-editor): the live revision marked, what each changed, the word diff against
 * the live version, Restore as pending changes that visitors do not see until Update, status lines that say so,
 * and Schedule update / Cancel schedule.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { request } from '../helpers/http.ts';
import { makePage, openAs, useEditorApp } from '../helpers/page-editor.ts';
import type { AdminPage } from '../helpers/pages-api.ts';

describe('The page editor’s revisions and scheduled updates', function () {
  this.timeout(90_000);
  const session = useEditorApp();
  const lineSays = (page: Page, text: string) =>
    page.waitForFunction((wanted) => document.querySelector('.page-bar-line')?.textContent === wanted, { timeout: 10_000 }, text);
  const barSays = (page: Page, pattern: string) =>
    page.waitForFunction((wanted) => new RegExp(wanted).test(document.querySelector('.page-bar')?.textContent ?? ''), { timeout: 10_000 }, pattern);
  const publicText = async (path: string) => (await request(`${session.app.url}${path}`)).text;

  async function livePageWithHistory(path: string): Promise<AdminPage> {
    const made = await makePage(session, path, 'First Title');
    await session.api('PUT', `/api/admin/pages/${made.id}`, { status: 'published' });
    return session.api<AdminPage>('PUT', `/api/admin/pages/${made.id}`, { title: 'Second Title', status: 'published' });
  }

  it('marks the live revision, compares an older one word by word, and restores it as pending changes until Update', async () => {
    const made = await livePageWithHistory('/specialties/history-care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-field-title');
    await (await page.waitForSelector('.page-bar-actions ::-p-text(Revisions)'))!.click();
    await page.waitForSelector('.page-revisions li');
    const rows = await page.$$eval('.page-revisions li', (items) =>
      items.map((item) => ({ live: item.classList.contains('is-live'), changed: item.querySelector('.page-revision-changed')?.textContent })),
    );
    expect(rows[0]).to.deep.equal({ live: true, changed: 'Changed: Title' });
    expect(rows.at(-1)!.changed).to.equal('First version');
    expect(rows.slice(1).every((row) => !row.live)).to.equal(true);
    expect(await page.$eval('.page-revisions li.is-live .page-revision-live', (badge) => badge.textContent)).to.equal('Live: the version visitors see');

    // Compare the first version with the live one: "First" is only in it, "Second" only live.
    const older = '.page-revisions li:nth-child(2)';
    await page.click(`${older} button[aria-expanded="false"]`);
    await page.waitForSelector(`${older} .word-diff-field ins`);
    expect(await page.$eval(`${older} .page-revision-diff h4`, (heading) => heading.textContent)).to.equal('Title');
    expect(await page.$eval(`${older} .word-diff-field ins`, (added) => added.textContent)).to.equal('[added: First]');
    expect(await page.$eval(`${older} .word-diff-field del`, (removed) => removed.textContent)).to.equal('[removed: Second]');
    expect(await page.$eval(`${older} button[aria-expanded="true"]`, (button) => button.textContent)).to.equal('Hide comparison');

    await page.click(`${older} button[aria-label^="Restore"]`);
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.waitForFunction(() => (document.querySelector('#page-field-title') as HTMLInputElement).value === 'First Title');
    await lineSays(page, 'Saved as pending changes: visitors see the published version until you Update');
    expect(await page.$eval('.page-bar-pending', (notice) => notice.textContent)).to.match(/not published yet/);
    expect(await publicText('/specialties/history-care')).to.include('Second Title');
    expect((await session.api<AdminPage>('GET', `/api/admin/pages/${made.id}`)).updatedAt).to.equal(made.updatedAt);

    await (await page.waitForSelector('.page-bar-actions ::-p-text(Update)'))!.click();
    await lineSays(page, 'Saved: the page is live as shown');
    expect(await page.$('.page-bar-pending')).to.equal(null);
    expect(await publicText('/specialties/history-care')).to.include('First Title');
  });

  it('schedules a live page’s pending change and cancels the schedule', async () => {
    const made = await livePageWithHistory('/specialties/scheduled-care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('#page-field-title');
    expect(await page.$('#page-update-at')).to.equal(null);
    await page.click('#page-field-title', { clickCount: 3 });
    await page.keyboard.type('Next Week’s Title');
    await lineSays(page, 'Saved as pending changes: visitors see the published version until you Update');
    // A week from now in the site's time zone, as the field takes it (the browser fills the field as a person does).
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
    await page.$eval(
      '#page-update-at',
      (input, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      nextWeek,
    );
    await (await page.waitForSelector('.page-bar-schedule ::-p-text(Schedule update)'))!.click();
    await barSays(page, 'These changes go live by themselves on');
    const pending = await session.api<{ pending: { publishAt: string | null; title: string } }>('GET', `/api/admin/pages/${made.id}/pending`);
    expect(pending.pending).to.include({ title: 'Next Week’s Title' });
    expect(Date.parse(pending.pending.publishAt!)).to.be.greaterThan(Date.now() + 6 * 86_400_000);
    expect(await publicText('/specialties/scheduled-care')).to.include('Second Title');

    await (await page.waitForSelector('.page-bar-schedule ::-p-text(Cancel schedule)'))!.click();
    await barSays(page, 'not published yet');
    expect((await session.api<{ pending: { publishAt: string | null } }>('GET', `/api/admin/pages/${made.id}/pending`)).pending.publishAt).to.equal(null);
  });
});
