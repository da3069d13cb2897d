/**
 * The dashboard's Guides page as an editor uses it (docs/product/guides.md): upload a real PDF with a cover from the
 * media library, see it listed, change it, replace its PDF, delete it behind a dialog that starts on Cancel; a file
 * that is not a PDF and a blank title are refused beside their fields; the keyboard alone at 375 px; axe-clean in
 * both themes at 1280 and 375 px.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { guidesPageCopy as copy } from '#content/dashboard-guides.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { focusSettled, gotoSettled, keepScreenshot } from '../helpers/browser.ts';
import { createGuide, samplePdf } from '../helpers/guides.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { adminApi, browserPage } from '../helpers/signed-in.ts';

const files = mkdtempSync(join(tmpdir(), 'guides-'));
const fileAt = (name: string, data: Buffer) => {
  const path = join(files, name);
  writeFileSync(path, data);
  return path;
};

/** The rows of the list: title, file cell, requests. */
const rows = (page: Page) =>
  page.$$eval('.guides-table tbody tr', (trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('th, td')].slice(0, 4).map((cell, index) => (index === 1 ? String(!!cell.querySelector('img')) : cell.textContent)),
    ),
  );

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('The Guides page of the dashboard, as an editor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let editor: string;
  let page: Page | undefined;
  before(async () => {
    app = await startTestApp();
    editor = (await signInAs(app, 'editor')).cookie;
    const cover = await uploadImage(app.url, editor, await photo(850, 1100).jpeg().toBuffer(), { name: 'checklist-cover.jpg' });
    expect(cover.status, cover.text).to.equal(201);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  after(() => app.close());

  it('uploads a PDF with a cover, lists it, changes it, replaces its PDF and deletes it', async () => {
    page = await browserPage(app, editor);
    await gotoSettled(page, `${app.url}/dashboard/guides`);
    await page.waitForSelector('.guides-empty');
    await page.click('#guides-add');
    await page.waitForSelector('.guide-form');
    await page.type('.guide-form input[name=title]', 'OB-GYN global-package billing checklist');
    await page.type('.guide-form textarea[name=description]', 'What to check before each claim.');
    await (await page.$('.guide-form input[type=file]'))!.uploadFile(fileAt('checklist.pdf', samplePdf('first')));
    await page.click(`xpath///button[normalize-space(.)="${copy.fields.coverChoose}"]`);
    await (await page.waitForSelector('.media-picker-choose[aria-label*="checklist-cover.jpg"]'))!.click();
    await page.waitForSelector('.guide-cover-preview');
    await page.type('.guide-form input[name=coverAlt]', 'The first page of the checklist');
    await page.click('.guide-form button[type=submit]');
    await page.waitForSelector('.guides-table');
    expect(await rows(page)).to.deep.equal([
      ['OB-GYN global-package billing checklist', 'true', `checklist.pdf${samplePdf('first').length} B`, copy.requests(0, 0)],
    ]);
    await page.waitForSelector('.guide-thumbnail');
    await keepScreenshot(page, 'dashboard-guides-with-cover-1280-light');
    const [guide] = (await adminApi(app, editor)<{ guides: { id: number; cover: unknown }[] }>('GET', '/api/admin/guides')).guides;
    expect(guide!.cover).to.deep.include({ alt: 'The first page of the checklist', decorative: false });

    // Change its title; the cover is kept.
    await page.click(`button[aria-label="${copy.edit('OB-GYN global-package billing checklist')}"]`);
    const title = (await page.waitForSelector('.guide-form input[name=title]'))!;
    await title.click({ count: 3 });
    await title.type('OB-GYN billing checklist');
    await page.click('.guide-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('.guides-table th[scope=row]')?.textContent === 'OB-GYN billing checklist');
    // The focus is back on the button that opened the form.
    await page.waitForFunction((text) => document.activeElement?.textContent === text, { timeout: 5000 }, copy.columnsEdit);

    // Replace its PDF.
    await page.click(`button[aria-label="${copy.replace('OB-GYN billing checklist')}"]`);
    await (await page.waitForSelector('.guide-form input[type=file]'))!.uploadFile(fileAt('checklist-2027.pdf', samplePdf('second edition')));
    await page.click('.guide-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('.guide-file-cell')?.textContent?.startsWith('checklist-2027.pdf'));
    expect((await rows(page))[0]![1]).to.equal('true');

    // Delete it: the dialog starts on Cancel, which keeps it; then delete.
    await page.click(`button[aria-label="${copy.remove('OB-GYN billing checklist')}"]`);
    await page.waitForSelector('dialog[open]');
    expect(await activeText(page)).to.equal('Cancel');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await rows(page)).to.have.length(1);
    await page.click(`button[aria-label="${copy.remove('OB-GYN billing checklist')}"]`);
    await page.click('dialog[open] .button-danger');
    await page.waitForSelector('.guides-empty');
    expect((await adminApi(app, editor)<{ guides: unknown[] }>('GET', '/api/admin/guides')).guides).to.deep.equal([]);
  });

  it('shows beside the file that a file named .pdf is not a PDF, and beside the title that it is blank', async () => {
    page = await browserPage(app, editor);
    await gotoSettled(page, `${app.url}/dashboard/guides`);
    await page.click('#guides-add');
    await page.type('.guide-form input[name=title]', 'Not a PDF');
    await page.type('.guide-form textarea[name=description]', 'What to check.');
    await (await page.waitForSelector('.guide-form input[type=file]'))!.uploadFile(fileAt('guide.pdf', Buffer.from('<!doctype html><p>Not a PDF</p>')));
    await page.click('.guide-form button[type=submit]');
    const fileError = await page.waitForSelector('.guide-form input[type=file] ~ .field-error');
    expect(await fileError!.evaluate((element) => element.textContent)).to.equal('The file is not a PDF. Upload the guide as a PDF file.');
    expect(await page.$eval('.guide-form input[type=file]', (input) => input.getAttribute('aria-invalid'))).to.equal('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).to.equal('file');

    const title = (await page.$('.guide-form input[name=title]'))!;
    await title.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await (await page.$('.guide-form input[type=file]'))!.uploadFile(fileAt('real.pdf', samplePdf('real')));
    await page.click('.guide-form button[type=submit]');
    const titleError = await page.waitForSelector('.guide-form input[name=title] ~ .field-error');
    expect(await titleError!.evaluate((element) => element.textContent)).to.match(/^Title /);
    expect(await page.$('.guide-form input[type=file] ~ .field-error')).to.equal(null);
    await keepScreenshot(page, 'dashboard-guides-errors-1280-light', true);
  });

  it('is used with the keyboard alone at 375 px: upload, then the list', async () => {
    page = await browserPage(app, editor, { width: 375, height: 800 });
    await gotoSettled(page, `${app.url}/dashboard/guides`);
    await page.focus('#guides-add');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.guide-form');
    await page.waitForFunction(() => document.activeElement?.id === 'guide-form-heading');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard guide');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Chosen without a mouse.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).to.equal('file');
    // Space opens the file chooser, as a person would (intercepted: the test answers it).
    const choosing = page.waitForFileChooser({ timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await page.keyboard.press('Space');
    const chooser = await choosing;
    await chooser.accept([fileAt('keys.pdf', samplePdf('keys'))]);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).to.equal(copy.fields.coverChoose);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).to.equal(copy.upload);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.guides-table th[scope=row]')?.textContent === 'Keyboard guide');
    await focusSettled(page, 'guides-add');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('guides-add');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`has no axe violations with a guide listed and the form open (${width} px, ${colorScheme})`, async () => {
        const listed = await adminApi(app, editor)<{ guides: unknown[] }>('GET', '/api/admin/guides');
        if (listed.guides.length === 0) await createGuide(app, editor, { title: 'A guide for the axe check' });
        page = await browserPage(app, editor, { width, height: 900, colorScheme });
        await gotoSettled(page, `${app.url}/dashboard/guides`);
        await page.waitForSelector('.guides-table');
        expect(await axeViolations(page)).to.deep.equal([]);
        await keepScreenshot(page, `dashboard-guides-${width}-${colorScheme}`, true);
        await page.click('#guides-add');
        await page.waitForSelector('.guide-form');
        await page.click('.guide-form button[type=submit]');
        await page.waitForSelector('.guide-form .field-error');
        expect(await axeViolations(page)).to.deep.equal([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        await keepScreenshot(page, `dashboard-guides-form-${width}-${colorScheme}`, true);
      });
    }
  }
});
