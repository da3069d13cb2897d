/**
 * The Subscribers page in Chromium (docs/product/subscriptions.md#the-subscriber-list), by keyboard, as an editor
 * and an owner at 375 and 1280 px in both themes: search and filter, a person's history in a dialog, an import by
 * paste with its bad lines listed, the export of what the filters show, and erasing after a confirmation; axe-clean.
 * Screenshots go to SCREENSHOT_DIR when it is set.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { focusSettled, gotoSettled, keepScreenshot } from '../helpers/browser.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const wording = 'Email me the newsletters I pick.';

async function seed(app: TestApp): Promise<void> {
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T15:00:00.000Z`;
  const people = [
    { email: 'ana.rivera@example.com', state: 'confirmed', topic: 'obgyn-billing', day: 2 },
    { email: 'bo@example.com', state: 'pending', topic: 'blog-digest', day: 3 },
    { email: 'cy@example.com', state: 'unsubscribed', topic: null, day: 4 },
  ];
  for (const [i, person] of people.entries()) {
    const [row] = (await app
      .db('subscribers')
      .insert({
        email: person.email,
        state: person.state,
        manage_token: `manage-${i}`,
        created_at: at(person.day),
        confirmed_at: person.state === 'pending' ? null : at(person.day + 1),
      })
      .returning('id')) as { id: number }[];
    if (person.topic) await app.db('subscriber_topics').insert({ subscriber_id: row!.id, topic: person.topic });
    await app.db('subscription_consents').insert({
      subscriber_id: row!.id,
      form: 'post',
      page: '/blog/denials',
      wording,
      created_at: at(person.day),
      confirmed_at: person.state === 'pending' ? null : at(person.day + 1),
    });
    await app.db('subscriber_events').insert({ subscriber_id: row!.id, kind: 'signed-up', detail: 'post on /blog/denials', created_at: at(person.day) });
  }
}

const rowsOf = (page: Page) => page.$$eval('.subscribers-page tbody tr', (rows) => rows.map((row) => row.getAttribute('data-email')));

async function listShows(page: Page, emails: string[]): Promise<void> {
  await page
    .waitForFunction(
      (wanted) => JSON.stringify([...document.querySelectorAll('.subscribers-page tbody tr')].map((row) => row.getAttribute('data-email'))) === wanted,
      { timeout: 5000 },
      JSON.stringify(emails),
    )
    .catch(() => undefined);
  expect(await rowsOf(page)).to.deep.equal(emails);
}

/** Search, filters, the export of what they show, and a history by keyboard (Escape gives the focus back). */
async function searchFilterAndHistory(page: Page, width: number, colorScheme: string): Promise<void> {
  // Search: type in the box, Enter.
  await page.focus('#subscriber-q');
  await page.keyboard.type('ANA');
  await page.keyboard.press('Enter');
  await listShows(page, ['ana.rivera@example.com']);
  // Filter by state and topic, then Show.
  await page.focus('#subscriber-q');
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.select('#subscriber-state', 'pending');
  await page.keyboard.press('Enter');
  await listShows(page, ['bo@example.com']);
  await page.select('#subscriber-state', '');
  await page.select('#subscriber-topic', 'obgyn-billing');
  await page.focus('.subscriber-filters button[type="submit"]');
  await page.keyboard.press('Enter');
  await listShows(page, ['ana.rivera@example.com']);
  // The export link carries the filters; what it answers is the CSV of those.
  const href = await page.$eval('a[download]', (link) => link.getAttribute('href'));
  expect(href).to.equal('/api/admin/subscribers/export.csv?topic=obgyn-billing');
  const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
  expect(
    csv
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(',')[0]),
  ).to.deep.equal(['ana.rivera@example.com']);

  // History: the button by keyboard; the dialog shows the consent's exact wording; Escape gives the focus back.
  const history = 'button[aria-label="History of ana.rivera@example.com"]';
  await page.focus(history);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.subscriber-history q');
  expect(await page.$eval('dialog.subscriber-history', (dialog) => dialog.textContent))
    .to.include(wording)
    .and.include('/blog/denials');
  expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Close');
  expect(await axeViolations(page)).to.deep.equal([]);
  await keepScreenshot(page, `subscribers-history-${width}-${colorScheme}`);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog.subscriber-history'));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).to.equal('History of ana.rivera@example.com');
}

describe('The subscriber list in the dashboard', function () {
  this.timeout(120_000);
  let app: TestApp;
  let sink: SmtpSink;
  let owner: string;
  let editor: string;
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    owner = await signIn(app);
    editor = (await signInAs(app, 'editor')).cookie;
  });
  after(async () => {
    await app.close();
    await sink.close();
  });
  beforeEach(async () => {
    await app.db('subscribers').delete();
    await seed(app);
  });

  for (const [width, colorScheme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`an editor searches, filters, reads a history, imports, exports and erases by keyboard (${width} px, ${colorScheme})`, async () => {
      const page = await browserPage(app, editor, { width, height: 900, colorScheme });
      try {
        await gotoSettled(page, `${app.url}/dashboard/subscribers`);
        await listShows(page, ['cy@example.com', 'bo@example.com', 'ana.rivera@example.com']);
        expect(await axeViolations(page)).to.deep.equal([]);
        await keepScreenshot(page, `subscribers-editor-${width}-${colorScheme}`, true);

        await searchFilterAndHistory(page, width, colorScheme);
        // An editor cannot attest prior opt-in: no such box.
        expect(await page.$('input[type="checkbox"][aria-describedby$="attest-hint"]')).to.equal(null);
        // Import by paste: a bad line is named and nothing comes in; corrected, it imports and asks to confirm.
        const paste = await page.$eval('.subscriber-import textarea', (area) => area.id);
        await page.focus(`#${paste}`);
        await page.keyboard.type('new.person@example.com\nnot-an-address\n');
        await page.focus('.subscriber-import textarea[required]');
        await page.keyboard.type('Signed the sheet at our booth');
        await page.focus('.subscriber-import button[type="submit"]');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.subscriber-import [role="alert"]');
        expect(await page.$eval('.subscriber-import', (form) => form.textContent)).to.include('Line 2');
        expect(await app.db('subscribers').where({ email: 'new.person@example.com' }).first()).to.equal(undefined);
        await page.focus(`#${paste}`);
        await page.keyboard.down('Control');
        await page.keyboard.press('KeyA');
        await page.keyboard.up('Control');
        await page.keyboard.press('Backspace');
        await page.keyboard.type('new.person@example.com');
        await page.focus('.subscriber-import button[type="submit"]');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.subscriber-import-result', { timeout: 5000 }).catch(async () => {
          throw new Error(`no result: ${await page.$eval('.subscriber-import', (form) => form.textContent)}`);
        });
        expect(await page.$eval('.subscriber-import-result', (result) => result.textContent)).to.include('1 new; 1 asked to confirm');
        await page.select('#subscriber-topic', '');
        await page.focus('.subscriber-filters button[type="submit"]');
        await page.keyboard.press('Enter');
        await listShows(page, ['new.person@example.com', 'cy@example.com', 'bo@example.com', 'ana.rivera@example.com']);
        await keepScreenshot(page, `subscribers-imported-${width}-${colorScheme}`, true);

        // Erase: a confirmation first, focus on Cancel; then the row goes.
        await page.focus('button[aria-label="Erase cy@example.com"]');
        await page.keyboard.press('Enter');
        await page.waitForSelector('dialog.confirm-dialog');
        await focusSettled(page, '');
        expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Cancel');
        await keepScreenshot(page, `subscribers-erase-${width}-${colorScheme}`);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await listShows(page, ['new.person@example.com', 'bo@example.com', 'ana.rivera@example.com']);
        expect(await app.db('subscribers').where({ email: 'cy@example.com' }).first()).to.equal(undefined);
      } finally {
        await page.close();
      }
    });
  }

  for (const [width, colorScheme] of [
    [1280, 'dark'],
    [375, 'light'],
  ] as const) {
    it(`an owner may attest prior opt-in in an import (${width} px, ${colorScheme})`, async () => {
      const page = await browserPage(app, owner, { width, height: 900, colorScheme });
      try {
        await gotoSettled(page, `${app.url}/dashboard/subscribers`);
        await listShows(page, ['cy@example.com', 'bo@example.com', 'ana.rivera@example.com']);
        expect(await axeViolations(page)).to.deep.equal([]);
        const attest = 'input[type="checkbox"][aria-describedby$="attest-hint"]';
        await page.waitForSelector(attest);
        await page.focus('.subscriber-import textarea');
        await page.keyboard.type('email\nknown@example.com\ncy@example.com\n');
        await page.focus('.subscriber-import textarea[required]');
        await page.keyboard.type('Clients who asked for the newsletter by email in 2025');
        await page.focus(attest);
        await page.keyboard.press('Space');
        await keepScreenshot(page, `subscribers-owner-${width}-${colorScheme}`, true);
        await page.focus('.subscriber-import button[type="submit"]');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.subscriber-import-result');
        expect(await page.$eval('.subscriber-import-result', (result) => result.textContent)).to.include('1 confirmed; 1 already on the list');
        expect(await app.db('subscribers').where({ email: 'known@example.com' }).first('state')).to.deep.equal({ state: 'confirmed' });
        expect(await app.db('subscribers').where({ email: 'cy@example.com' }).first('state')).to.deep.equal({ state: 'unsubscribed' });
      } finally {
        await page.close();
      }
    });
  }
});
