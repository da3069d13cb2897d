/**
 * The media page's storage readout in Chromium: how much of the site's image storage is used against
 * STORAGE_QUOTA_MB, as a labelled meter with its words, read again after an upload; no accessibility
 * violations.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { photo } from '../helpers/media.ts';

describe('The media page shows image storage against the quota, in the browser', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page;
  let file: string;

  before(async () => {
    app = await startTestApp({ STORAGE_QUOTA_MB: '2' });
    file = join(mkdtempSync(join(tmpdir(), 'media-storage-')), 'desk.jpg');
    writeFileSync(file, await photo(800, 600).jpeg().toBuffer());
    page = await newPage({ width: 1280, height: 900 });
    // axe-core is injected as a script.
    await page.setBypassCSP(true);
    for (const pair of (await signIn(app)).split('; ')) {
      const separator = pair.indexOf('=');
      await page.setCookie({ name: pair.slice(0, separator), value: pair.slice(separator + 1), url: app.url });
    }
  });
  after(async () => {
    await page?.close();
    await app.close();
  });

  const readout = () =>
    page.$eval('.media-storage', (element) => {
      const meter = element.querySelector('meter')!;
      const label = element.querySelector(`label[for="${meter.id}"]`)?.textContent;
      const words = document.getElementById(meter.getAttribute('aria-describedby') ?? '')?.textContent;
      return { label, words, value: meter.value, max: meter.max };
    });

  it('an owner sees the storage used, as a labelled meter and in words, and it grows with an upload', async () => {
    await page.goto(`${app.url}/dashboard/media`);
    await page.waitForSelector('.media-storage meter');
    expect(await readout()).to.deep.equal({ label: 'Image storage', words: '0 B of 2.0 MB used (0%)', value: 0, max: 2 * 1024 * 1024 });
    // The meter is named by its label, as a screen reader announces it.
    expect(await page.$('::-p-aria([name="Image storage"][role="meter"])')).not.to.equal(null);
    expect(await axeViolations(page)).to.deep.equal([]);

    const input = await page.waitForSelector('input[type=file]');
    await input!.uploadFile(file);
    await page.waitForFunction(() => !document.querySelector('.media-storage')?.textContent?.includes('0 B of'), { timeout: 60_000 });
    const after = await readout();
    expect(after.words).to.match(/^\d+ KB of 2\.0 MB used \(\d+%\)$/);
    expect(after.value).to.be.above(10_000);
  });
});
