/**
 * Images in the post editor, in Chromium with the real Editor.js (docs/product/media.md#the-image-block):
 * the image block takes an upload by button or by paste, asks for alt text,
 * and the server refuses to publish until every image has it or is marked
 * decorative (the toast names the image); the public page shows <picture>.
 * The cover field takes an upload or a library image, and the cover shows on
 * the post page, on its blog card and in og:image.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signInWriter, startTestApp, type TestApp } from '../helpers/app.ts';
import { enabledButton, newPage } from '../helpers/browser.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { setCookies } from '../helpers/signed-in.ts';

const screenshots = process.env.SCREENSHOT_DIR;

// One app and admin for the whole suite, with the image files in `dir` and one image in the library.
let app: TestApp;
let cookie: string;
let page: Page;
let dir: string;
let libraryPhoto: { id: number };

const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
const postBySlug = async (slug: string) =>
  ((await api('GET', '/api/admin/blog')).body as { slug: string; content: string; coverImageId: number | null; status: string }[]).find(
    (post) => post.slug === slug,
  );

async function openEditor(width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  page = await newPage({ width, height: 900, colorScheme });
  await setCookies(page, app, cookie);
  // The full-page editor of a new post.
  await page.goto(`${app.url}/dashboard/posts/new`);
  await page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 10_000 });
}
const buttonByText = (text: string): Promise<ElementHandle<Element>> => enabledButton(page, text);
async function waitForToast(title: string): Promise<string> {
  await page.waitForFunction((expected) => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === expected), {}, title);
  return page.$$eval('.toast', (toasts) => toasts.map((toast) => toast.textContent ?? '').join('\n'));
}
async function fillPost(title: string): Promise<void> {
  await page.type('#post-title', title);
  await page.click('.rich-text-excerpt .ce-paragraph');
  await page.keyboard.type('An excerpt');
  await page.click('.rich-text-content .ce-paragraph');
  await page.keyboard.type('Opening paragraph');
}
/** Adds an image block after the current one, through the block menu ("/", then Image). */
async function addImageBlock(): Promise<void> {
  const before = await page.$$eval('.rich-text-content .ce-block', (blocks) => blocks.length);
  await page.keyboard.press('Enter');
  // "/" opens the block menu only in an empty block: wait until Editor.js has made one and put the caret in it.
  await page.waitForFunction(
    (count) => {
      const blocks = document.querySelectorAll('.rich-text-content .ce-block');
      const last = blocks[blocks.length - 1];
      return blocks.length === count + 1 && last!.contains(document.activeElement) && last!.textContent === '';
    },
    {},
    before,
  );
  // Editor.js may still be settling the new block's caret: type "/" again if the menu did not open.
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.type('/');
    const opened = await page.waitForSelector('.rich-text-content .ce-popover--opened', { timeout: 3000 }).catch(() => null);
    if (opened) break;
    if (attempt === 4) throw new Error('The block menu did not open');
    await page.keyboard.press('Backspace');
  }
  await page.click('.rich-text-content .ce-popover--opened [data-item-name="image"]');
  await page.waitForSelector('.image-tool-chooser');
}
/** Drops or pastes a PNG file (base64 bytes) on the element, as the browser would. */
async function sendFile(selector: string, how: 'drop' | 'paste', name: string, base64: string): Promise<void> {
  await page.$eval(
    selector,
    (target, kind, fileName, data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], fileName, { type: 'image/png' }));
      const init = { bubbles: true, cancelable: true };
      target.dispatchEvent(
        kind === 'drop' ? new DragEvent('drop', { ...init, dataTransfer: transfer }) : new ClipboardEvent('paste', { ...init, clipboardData: transfer }),
      );
    },
    how,
    name,
    base64,
  );
}
async function shoot(name: string): Promise<void> {
  if (screenshots) await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

describe('Images in the post editor, in the browser', function () {
  this.timeout(180_000);
  before(async () => {
    app = await startTestApp();
    cookie = await signInWriter(app);
    dir = mkdtempSync(join(tmpdir(), 'post-images-'));
    writeFileSync(join(dir, 'harbour.jpg'), await photo(1600, 900).jpeg().toBuffer());
    writeFileSync(join(dir, 'pasted.png'), await photo(640, 480).png().toBuffer());
    writeFileSync(join(dir, 'cover.jpg'), await photo(1800, 1000).jpeg().toBuffer());
    libraryPhoto = (await uploadImage(app.url, cookie, await photo(1400, 800).jpeg().toBuffer(), { name: 'library-photo.jpg', alt: 'From the library' })).body;
  });
  after(() => app.close());
  afterEach(() => page?.close());

  describe('images in the post body', bodyImageTests);
  describe('the cover', coverTests);
});

function bodyImageTests() {
  it('uploads an image by button, refuses to publish until it has alt text, then shows a <picture> on the public page', async () => {
    await openEditor();
    await fillPost('Harbour notes');
    await addImageBlock();
    const input = (await page.$('.image-tool-file')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(join(dir, 'harbour.jpg'));
    await page.waitForSelector('.image-tool-preview', { timeout: 60_000 });
    expect(await page.$eval('.image-tool-missing', (element) => (element as HTMLElement).hidden)).to.equal(false);
    await page.select('.image-tool-layout', 'wide');
    // The Width select is drawn like the dashboard's other selects, not as the browser's own.
    const layoutStyle = await page.$eval('.image-tool-layout', (select) => {
      const style = getComputedStyle(select);
      return { radius: style.borderRadius, minHeight: style.minHeight };
    });
    expect(layoutStyle).to.deep.equal({ radius: '8px', minHeight: '40px' });
    await page.type('.image-tool-caption', 'The harbour at dawn');
    await shoot('editor-image-block-missing-alt');
    await (await buttonByText('Publish')).click();
    // Refused: the message sits at the body, and the post stays a draft (it was autosaved as one).
    const refused = await waitForToast('Not saved');
    expect(refused).to.include('Please correct the marked fields.');
    expect(await page.$eval('[data-field=content] .field-error', (element) => element.textContent)).to.include('Image 1 (harbour.jpg) needs alt text');
    expect((await postBySlug('harbour-notes'))?.status).to.equal('draft');

    await page.type('.image-tool-alt', 'Boats in the harbour');
    expect(await page.$eval('.image-tool-missing', (element) => (element as HTMLElement).hidden)).to.equal(true);
    await (await buttonByText('Publish')).click();
    await waitForToast('Post published');
    const saved = await postBySlug('harbour-notes');
    expect(saved!.status).to.equal('published');
    expect(saved!.content).to.match(
      /<figure class="image-wide"><img src="\/media\/[0-9a-f]{20}\.jpg" alt="Boats in the harbour" width="\d+" height="\d+" \/><figcaption>The harbour at dawn<\/figcaption><\/figure>/,
    );

    const publicPage = await request(`${app.url}/blog/harbour-notes`);
    expect(publicPage.text).to.match(/<picture><source type="image\/avif" srcset="[^"]+"[^>]*\/><source type="image\/webp"/);
    expect(publicPage.text).to.include('alt="Boats in the harbour"');
  });

  it('uploads a dropped and a pasted image, and publishes them once marked decorative', async () => {
    await openEditor();
    await fillPost('Pasted picture');
    await addImageBlock();
    const bytes = readFileSync(join(dir, 'pasted.png')).toString('base64');
    await sendFile('.image-tool-chooser', 'drop', 'dropped.png', bytes);
    await page.waitForSelector('.image-tool-preview', { timeout: 60_000 });
    await sendFile('.rich-text-content .ce-paragraph', 'paste', 'clipboard.png', bytes);
    await page.waitForFunction(() => document.querySelectorAll('.image-tool-preview').length === 2, { timeout: 60_000 });
    const checks = await page.$$('.image-tool-decorative');
    for (const check of checks) await check.click();
    await (await buttonByText('Publish')).click();
    await waitForToast('Post published');
    const saved = await postBySlug('pasted-picture');
    expect(saved!.status).to.equal('published');
    expect(saved!.content.match(/<img src="\/media\/[0-9a-f]{20}\.png" alt="" width="\d+" height="\d+" \/>/g)).to.have.length(2);
    const names = ((await api('GET', '/api/admin/media?limit=50')).body as { items: { fileName: string }[] }).items.map((item) => item.fileName);
    // Each file was uploaded once.
    expect(names.filter((name) => name === 'dropped.png')).to.have.length(1);
    expect(names.filter((name) => name === 'clipboard.png')).to.have.length(1);
  });

  it('chooses an image from the library and takes its alt text (one alt text: docs/product/media.md#one-alt-text)', async () => {
    await openEditor();
    await fillPost('Library picture');
    await addImageBlock();
    await page.click('.image-tool-library');
    await page.waitForSelector('dialog.media-picker[open] [aria-label="Choose library-photo.jpg"]');
    await page.click('dialog.media-picker [aria-label="Choose library-photo.jpg"]');
    await page.waitForSelector('.image-tool-preview');
    expect(await page.$eval('.image-tool-alt', (input) => (input as HTMLInputElement).value)).to.equal('From the library');
    expect(await page.$eval('.image-tool-missing', (element) => (element as HTMLElement).hidden)).to.equal(true);
    // Replaced by another library image: its alt text, not the one the first image had.
    await uploadImage(app.url, cookie, await photo(1000, 700).jpeg().toBuffer(), { name: 'second-photo.jpg', alt: 'The second photo' });
    await page.click('.image-tool-replace');
    await page.click('.image-tool-library');
    await page.waitForSelector('dialog.media-picker[open] [aria-label="Choose second-photo.jpg"]');
    await page.click('dialog.media-picker [aria-label="Choose second-photo.jpg"]');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.image-tool-alt')?.value === 'The second photo');
  });
}

function coverTests() {
  it('sets a cover by upload, shows it on the post page, its card and og:image, and swaps it for a library image', async () => {
    await openEditor();
    await fillPost('Covered story');
    const input = (await page.$('.cover-field-file')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(join(dir, 'cover.jpg'));
    await page.waitForSelector('.cover-field-preview', { timeout: 60_000 });
    await shoot('editor-cover-field');
    await (await buttonByText('Publish')).click();
    await waitForToast('Post published');
    const saved = await postBySlug('covered-story');
    expect(saved!.coverImageId).to.be.a('number');

    const postPage = await request(`${app.url}/blog/covered-story`);
    // The <picture> carries its focal point's classes (the centre: none was set).
    expect(postPage.text).to.match(/<div class="post-cover"><picture class="cover-focal focal-x-t5 focal-x-u0 focal-y-t5 focal-y-u0">/);
    expect(postPage.text).to.include('fetchpriority="high"');
    expect(postPage.text).to.match(new RegExp(`<meta property="og:image" content="[^"]+/og/post-\\d+-[0-9a-f]{28}\\.jpg">`));
    const list = await request(`${app.url}/blog`);
    expect(list.text).to.include('class="post-card-cover"');

    // Reopen, remove the cover, choose another from the library.
    await page.close();
    page = await newPage({ width: 1280, height: 900 });
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard/posts`);
    // The list is the island's: it comes after the page's load event.
    const edit = await page.waitForSelector('a[aria-label="Edit Covered story"]');
    await Promise.all([page.waitForNavigation(), edit!.click()]);
    await page.waitForSelector('.cover-field-preview');
    await (await buttonByText('Remove cover')).click();
    await page.waitForSelector('.cover-field-empty');
    await (await buttonByText('Choose from the library')).click();
    await page.waitForSelector('dialog.media-picker[open] .media-picker-choose');
    await shoot('media-picker');
    await page.click('dialog.media-picker [aria-label="Choose library-photo.jpg"]');
    await page.waitForSelector('.cover-field-preview');
    await (await buttonByText('Update')).click();
    await waitForToast('Post updated');
    expect((await postBySlug('covered-story'))!.coverImageId).to.equal(libraryPhoto.id);

    if (screenshots) {
      for (const [name, width, scheme] of [
        ['post-with-cover-1280-light', 1280, 'light'],
        ['post-with-cover-375-dark', 375, 'dark'],
      ] as const) {
        const view = await newPage({ width, height: 900, colorScheme: scheme });
        await view.goto(`${app.url}/blog/covered-story`);
        await view.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
        await view.goto(`${app.url}/blog`);
        await view.screenshot({ path: join(screenshots, `blog-cards-${name}.png`), fullPage: false });
        await view.close();
      }
    }
  });
}
