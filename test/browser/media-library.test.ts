/**
 * The media library page in Chromium (docs/product/media.md#the-library-page): several files uploaded at
 * once with a progress bar each, one refused with its reason; the grid's
 * details; alt text edited; search; a delete refused while a post uses the
 * image, naming the post; a role that may not manage images sees no editing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createPost } from '#database/posts.server.ts';
import type { Role } from '#shared/roles.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { photo } from '../helpers/media.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The media library page, in the browser', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page;
  let dir: string;

  before(async () => {
    app = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'media-browser-'));
    writeFileSync(join(dir, 'harbour.jpg'), await photo(1200, 800).jpeg().toBuffer());
    writeFileSync(join(dir, 'front-desk.png'), await photo(640, 480).png().toBuffer());
    writeFileSync(join(dir, 'logo.png'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
  });
  after(() => app.close());
  afterEach(() => page?.close());

  async function openAs(cookie: string): Promise<void> {
    page = await newPage({ width: 1280, height: 900 });
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard/media`);
  }

  it('without a session, sends the visitor to /login', async () => {
    const response = await fetch(`${app.url}/dashboard/media`, { redirect: 'manual' });
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.equal('/login');
  });

  const cardNames = () => page.$$eval('.media-card .media-name', (names) => names.map((name) => name.textContent));

  it('uploads several files with a progress bar each, edits alt text, searches, and is refused a delete while a post uses the image', async () => {
    await openAs(await signIn(app));
    await page.waitForSelector('.media-empty');
    const input = await page.waitForSelector('input[type=file]');
    await input!.uploadFile(join(dir, 'harbour.jpg'), join(dir, 'front-desk.png'), join(dir, 'logo.png'));

    await page.waitForFunction(() => document.querySelectorAll('.media-upload-done, .media-upload-failed').length === 3, { timeout: 90_000 });
    expect(await page.$$eval('.media-upload-row progress', (bars) => bars.length)).to.equal(3);
    const rows = await page.$$eval('.media-upload-row', (items) => items.map((item) => item.textContent ?? ''));
    expect(rows.find((row) => row.includes('logo.png')))
      .to.include('logo.png was not uploaded')
      .and.include('SVG is not accepted');
    expect(rows.find((row) => row.includes('harbour.jpg'))).to.include('harbour.jpg uploaded');
    await page.waitForFunction(() => document.querySelectorAll('.media-card').length === 2);
    expect(await cardNames()).to.have.members(['harbour.jpg', 'front-desk.png']);
    const facts = await page.$$eval('.media-facts', (items) => items.map((item) => item.textContent ?? ''));
    expect(facts.join('|')).to.include('1200 × 800').and.include('640 × 480');
    // The thumbnail is a variant the server made, and it loaded.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.media-card img')].every((img) => img.complete && img.naturalWidth > 0));

    const row = await app.db('media').where({ file_name: 'harbour.jpg' }).first();
    const card = `.media-card[data-media-id="${row.id}"]`;
    await page.type(`${card} textarea`, 'Boats in a harbour at dawn');
    await page.click(`${card} .media-alt button[type=submit]`);
    await page.waitForSelector('::-p-text(Alt text saved)');
    expect((await app.db('media').where({ id: row.id }).first()).alt).to.equal('Boats in a harbour at dawn');

    await page.type('input[type=search]', 'dawn');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.media-card').length === 1);
    expect(await cardNames()).to.deep.equal(['harbour.jpg']);

    const file = await app.db('media_files').where({ media_id: row.id, format: 'webp' }).first();
    await createPost(
      app.db,
      { slug: 'harbour-news', title: 'Harbour news', excerpt: 'e', content: `<p><img src="/media/${file.key}" alt="Boats"></p>`, published: true },
      null,
    );
    await page.reload();
    await page.waitForSelector(`${card} .media-used a[href="/blog/harbour-news"]`);
    expect(await page.$eval(`${card} .media-used`, (element) => element.textContent)).to.include('Used in 1 post');
    await page.click(`${card} button.button-danger`);
    await page.waitForSelector('dialog[open]');
    await page.click('dialog[open] .button-danger');
    await page.waitForSelector('::-p-text(This image is still in use)');
    expect(await page.$eval('body', (body) => body.textContent)).to.include('“Harbour news”');
    expect(await app.db('media').where({ id: row.id }).first()).to.not.equal(undefined);

    // The other one is unused: deleted.
    const other = await app.db('media').where({ file_name: 'front-desk.png' }).first();
    await page.goto(`${app.url}/dashboard/media`);
    await page.waitForSelector(`.media-card[data-media-id="${other.id}"]`);
    await page.click(`.media-card[data-media-id="${other.id}"] button.button-danger`);
    await page.waitForSelector('dialog[open]');
    await page.click('dialog[open] .button-danger');
    await page.waitForSelector('::-p-text(Image deleted)');
    await page.waitForFunction(() => document.querySelectorAll('.media-card').length === 1);
    expect(await app.db('media').where({ id: other.id }).first()).to.equal(undefined);
  });

  for (const role of ['author', 'sales'] as Role[]) {
    it(`as ${role === 'author' ? 'an author: uploads, but no alt editing or delete' : 'sales: the page is refused (403)'}`, async () => {
      const { cookie } = await signInAs(app, role);
      await openAs(cookie);
      if (role === 'sales') {
        expect(await page.$('.media-library')).to.equal(null);
        expect(await page.title()).to.not.include('Media library');
        return;
      }
      await page.waitForSelector('.media-card');
      expect(await page.$('input[type=file]')).to.not.equal(null);
      expect(await page.$('.media-card textarea')).to.equal(null);
      expect(await page.$('.media-card button.button-danger')).to.equal(null);
    });
  }
});
