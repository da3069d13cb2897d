/**
 * The Import page in Chromium (docs/product/admin.md#importing): an owner uploads a Ghost export with its images
 * archive, watches the job run and reads its report; the import is listed under the recent ones; a malformed
 * export shows the server's reason; an author has no Import page. Posts that lose an image come in as drafts unless
 * the owner chooses otherwise; "Every post" makes them all drafts.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { importFixture } from '../helpers/imports.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The Import page, in the browser', function () {
  this.timeout(180_000);
  let app: TestApp;
  let page: Page;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  async function openAs(cookie: string, path = '/dashboard/import'): Promise<void> {
    page = await newPage({ width: 1280, height: 900 });
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}${path}`);
  }

  it('uploads a Ghost export with its images, shows the job and then its report, and lists it under recent imports', async () => {
    await openAs(await signIn(app));
    await page.waitForSelector('::-p-text(No imports yet.)');
    const checked = await page.$$eval('input[name=drafts]', (inputs) =>
      inputs.filter((input) => (input as HTMLInputElement).checked).map((input) => input.closest('label')!.textContent!.trim()),
    );
    expect(checked).to.deep.equal(['Posts that lost an image (recommended)']);
    await page.click('input[value=ghost]');
    await (await page.waitForSelector('input#import-file'))!.uploadFile(importFixture('ghost-v5-export.json'));
    await (await page.waitForSelector('input#import-uploads'))!.uploadFile(importFixture('ghost-v5-images.zip'));
    // Every state the page shows on the way, recorded as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(document.querySelector('main')?.textContent ?? '')).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.click('button[type=submit]');
    await page.waitForSelector('.import-counts', { timeout: 120_000 });
    const states = await page.evaluate(() => (window as unknown as { seen: string[] }).seen.join('\n'));
    expect(states).to.match(/Uploading… \d+%/);
    expect(states).to.match(/Waiting for the import before it to finish…|Importing: \d+ of 3 posts/);
    const counts = await page.$eval('.import-counts', (element) => element.textContent);
    expect(counts).to.equal('3 posts added, 0 already there, 0 left out; 2 images added, 0 missing; 4 old addresses redirected.');
    const added = await page.$$eval('.import-report a', (links) => links.map((link) => link.getAttribute('href')));
    expect(added).to.deep.equal(['/blog/coming-soon', '/blog/a-draft-in-progress', '/blog/next-week']);
    await page.waitForSelector('::-p-text(ghost-v5-export.json (Ghost 4 or 5 (.json)): Done)');
  });

  it('imports every post as a draft when the owner chooses "Every post", and the report says so', async () => {
    await openAs(await signIn(app));
    // The island's chunks and its first fetch are in: the form is React's.
    await page.waitForNetworkIdle({ idleTime: 150 });
    await page.click('input[value=ghost]');
    await page.click('::-p-text(Every post)');
    await (await page.waitForSelector('input#import-file'))!.uploadFile(importFixture('ghost-v4-export.json'));
    await page.click('button[type=submit]');
    await page.waitForSelector('.import-counts', { timeout: 120_000 });
    const report = await page.$eval('.import-report', (element) => element.textContent);
    expect(report).to.match(/Imported as a draft, not published: \d+ images were left out\./);
    expect(report).to.contain('Imported as a draft, not published, as asked.');
    const statuses = (await app
      .db('blog_posts')
      .join('import_sources', 'import_sources.post_id', 'blog_posts.id')
      .where('import_sources.source', 'like', 'ghost:605ac141%')
      .select('blog_posts.status as status')) as { status: string }[];
    expect(statuses.map((row) => row.status)).to.deep.equal(['draft', 'draft', 'draft']);
  });

  it('shows the reason when the export is malformed, and nothing is imported', async () => {
    await openAs(await signIn(app));
    await (await page.waitForSelector('input#import-file'))!.uploadFile(importFixture('malformed.xml'));
    await page.click('button[type=submit]');
    const alert = await page.waitForSelector('[role=alert]');
    expect(await alert!.evaluate((element) => element.textContent)).to.match(/not a well-formed WordPress export/);
  });

  it('is not offered to an author: no link in the navigation, and the page answers 403', async () => {
    const { cookie } = await signInAs(app, 'author');
    await openAs(cookie, '/dashboard');
    expect(await page.$$eval('nav a', (links) => links.map((link) => link.getAttribute('href')))).to.not.include('/dashboard/import');
    const response = await fetch(`${app.url}/dashboard/import`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).to.equal(403);
  });
});
