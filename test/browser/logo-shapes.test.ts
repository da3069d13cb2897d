/**
 * Logos of any reasonable shape (docs/product/company.md#settings): an uploaded 3:1 wordmark and a square mark keep
 * their proportions in the header at 375 and 1280 px, the home hero and the dashboard sidebar, and the settings
 * page previews the header with the chosen file before it is saved.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import type { TestApp } from '../helpers/app.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { signedInSettingsApp, validSettings } from '../helpers/company.ts';
import { callJson } from '../helpers/http.ts';
import { setCookies } from '../helpers/signed-in.ts';

/** A flat PNG of that size with a lighter band, as a wordmark or a mark would be. */
async function logoPng(width: number, height: number): Promise<Buffer> {
  const band = await sharp({ create: { width: Math.round(width * 0.8), height: Math.round(height * 0.3), channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: '#0f5c6e' } })
    .composite([{ input: band, left: Math.round(width * 0.1), top: Math.round(height * 0.35) }])
    .png()
    .toBuffer();
}

interface Box {
  left: number;
  right: number;
  width: number;
  height: number;
}
const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, width: rect.width, height: rect.height };
  });

describe('Logos of any shape', function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  const pages: Page[] = [];
  const open = async (path: string, width: number, signedIn = false) => {
    const page = await newPage({ width, height: 800 });
    pages.push(page);
    if (signedIn) await setCookies(page, app, cookie);
    await gotoSettled(page, `${app.url}${path}`);
    return page;
  };
  const savedLogo = async () => (await callJson(`${app.url}/api/admin/settings`, 'GET', cookie)).body.settings.logo as { width: number; height: number } | null;

  before(async () => {
    ({ app, cookie } = await signedInSettingsApp(true));
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });
  after(() => app.close());

  /** The places the logo shows, each kept at `ratio` and within the window. */
  async function expectEverywhere(ratio: number): Promise<void> {
    for (const width of [375, 1280]) {
      const page = await open('/blog', width);
      const header = await boxOf(page, '.nav-home .logo-upload');
      expect(header.left, `header at ${width}`).to.be.at.least(0);
      expect(header.right, `header at ${width}`).to.be.at.most(width);
      expect(header.width / header.height, `header at ${width}`).to.be.closeTo(ratio, 0.05);
      expect(header.height, `header at ${width}`).to.be.at.least(24);
    }
    // The wide home page's masthead, in the bar from the start.
    const masthead = await open('/', 1280);
    const mark = await boxOf(masthead, '.nav-home .logo-upload');
    expect(mark.width / mark.height, 'masthead').to.be.closeTo(ratio, 0.05);
    expect(mark.left).to.be.at.least(0);
    const home = await open('/', 375);
    const hero = await boxOf(home, '.hero-brand .logo-upload');
    expect(hero.width / hero.height, 'hero').to.be.closeTo(ratio, 0.05);
    expect(hero.width, 'hero').to.be.at.least(ratio >= 2 ? 120 : 40);
    expect(hero.right).to.be.at.most(375);
    for (const width of [375, 1280]) {
      const dashboard = await open('/dashboard', width, true);
      const sidebar = await boxOf(dashboard, '.dashboard-shell-home .logo-upload');
      const shell = await boxOf(dashboard, '.dashboard-shell-header');
      expect(sidebar.width / sidebar.height, `sidebar at ${width}`).to.be.closeTo(ratio, 0.05);
      expect(sidebar.left).to.be.at.least(shell.left);
      expect(sidebar.right).to.be.at.most(shell.right);
    }
  }

  it('previews a 3:1 wordmark in the header before saving, then shows it at 3:1 everywhere, the hero at least 120 px wide', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logo-shapes-'));
    writeFileSync(join(dir, 'wordmark.png'), await logoPng(600, 200));
    const settings = await open('/dashboard/settings', 1280, true);
    await settings.waitForSelector('.settings-form');
    const input = (await settings.$('.settings-logo input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(join(dir, 'wordmark.png'));
    // The chosen file, in a phone's header, before the save.
    await settings.waitForSelector('.logo-preview-phone .logo-upload[src^="data:image/png"]');
    const preview = await boxOf(settings, '.logo-preview-phone .logo-upload');
    const bar = await boxOf(settings, '.logo-preview-phone .logo-preview-bar');
    expect(preview.width / preview.height).to.be.closeTo(3, 0.05);
    expect(preview.right).to.be.at.most(bar.right);
    expect(await savedLogo()).to.equal(null);

    await settings.waitForSelector('.settings-actions button[type="submit"]:not([disabled])');
    await settings.focus('.settings-actions button[type="submit"]');
    await settings.keyboard.press('Enter');
    const deadline = Date.now() + 20_000;
    while ((await savedLogo()) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await savedLogo()).to.include({ width: 600, height: 200 });

    await expectEverywhere(3);
  });

  it('keeps a square mark square everywhere, with the name beside it', async () => {
    const upload = await callJson(`${app.url}/api/admin/settings/logo`, 'POST', cookie, { data: (await logoPng(300, 300)).toString('base64') });
    expect(upload.status, upload.text).to.equal(201);
    const saved = await callJson(`${app.url}/api/admin/settings`, 'PUT', cookie, { ...validSettings, logoImageId: upload.body.id });
    expect(saved.status, saved.text).to.equal(200);
    await expectEverywhere(1);
    const page = await open('/blog', 375);
    const name = await page.$eval('.nav-home .logo-text', (element) => ({ classes: element.className, width: element.getBoundingClientRect().width }));
    expect(name.classes).not.to.include('visually-hidden');
    expect(name.width).to.be.above(40);
  });
});
