/**
 * A cover's focal point (docs/product/media.md#cover-images): the writer sets it in the editor's cover field, by a
 * click on the photo or from the keyboard (the two number fields), autosave stores it, and the public post page
 * and the blog card place a portrait cover's 1200:630 crop by it (`object-position`, under the site's CSP).
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { callJson } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { editorReady } from '../helpers/post-editor.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('A cover’s focal point, set in the editor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  let postId: number;
  const pages: Page[] = [];
  const text = { title: 'Focal portrait', slug: 'focal-portrait', excerpt: '<p>A portrait cover.</p>', content: '<p>The text.</p>' };
  const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
  const focalOnServer = async () => {
    const post = (await api('GET', `/api/admin/blog/${postId}`)).body as { coverFocalX: number; coverFocalY: number };
    return [post.coverFocalX, post.coverFocalY];
  };

  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    const portrait = await uploadImage(app.url, cookie, await photo(900, 1600).jpeg().toBuffer(), { name: 'portrait.jpg', alt: 'A phone’s portrait photo' });
    expect(portrait.status, portrait.text).to.equal(201);
    const created = await api('POST', '/api/admin/blog', { ...text, coverImageId: portrait.body.id });
    expect(created.status, created.text).to.equal(201);
    postId = created.body.id;
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
  });
  after(() => app.close());

  it('sets the focal point by a click and by the keyboard, and the post page and the blog card crop the cover there', async () => {
    const editor = await newPage({ width: 1280, height: 900 });
    pages.push(editor);
    await setCookies(editor, app, cookie);
    // For axe-core only: the visitor's page below keeps the site's CSP.
    await editor.setBypassCSP(true);
    await gotoSettled(editor, `${app.url}/dashboard/posts/${postId}`);
    await editorReady(editor);
    const photoBox = await editor.waitForSelector('.cover-focal-photo img', { visible: true });
    const inputs = () => editor.$$eval('.cover-focal input[type="number"]', (elements) => (elements as HTMLInputElement[]).map((input) => Number(input.value)));
    expect(await inputs()).to.deep.equal([50, 50]);

    // A click a quarter across and three quarters down the photo.
    await photoBox!.scrollIntoView();
    const box = (await photoBox!.boundingBox())!;
    await editor.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await editor.waitForFunction(() => (document.querySelector('.cover-focal input[name="coverFocalX"]') as HTMLInputElement).value !== '50');
    const [clickedX, clickedY] = await inputs();
    expect(clickedX).to.be.closeTo(25, 1);
    expect(clickedY).to.be.closeTo(75, 1);

    // Then the keyboard: the labelled fields, stepped with the arrow keys.
    const retype = async (label: string, value: string) => {
      const field = await editor.waitForSelector(`::-p-aria(${label}[role="spinbutton"])`);
      await field!.focus();
      await editor.keyboard.down('Control');
      await editor.keyboard.press('KeyA');
      await editor.keyboard.up('Control');
      await editor.keyboard.type(value);
    };
    await retype('Across (%)', '30');
    await retype('Down (%)', '15');
    for (let step = 0; step < 5; step++) await editor.keyboard.press('ArrowUp');
    expect(await inputs()).to.deep.equal([30, 20]);
    expect(await editor.$eval('.cover-focal-marker', (marker) => [(marker as HTMLElement).style.left, (marker as HTMLElement).style.top])).to.deep.equal([
      '30%',
      '20%',
    ]);
    // The crop preview shows it too.
    expect(await editor.$eval('.cover-field-preview', (image) => getComputedStyle(image).objectPosition)).to.equal('30% 20%');

    expect(await axeViolations(editor)).to.deep.equal([]);

    // Autosave stores it.
    const deadline = Date.now() + 30_000;
    while (JSON.stringify(await focalOnServer()) !== '[30,20]' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await focalOnServer()).to.deep.equal([30, 20]);

    const published = await api('PUT', `/api/admin/blog/${postId}`, { ...text, status: 'published' });
    expect(published.status, published.text).to.equal(200);
    expect(published.body).to.include({ coverFocalX: 30, coverFocalY: 20 });

    // A visitor on a phone, under the site's own CSP (no style attributes allowed).
    const visitor = await newPage({ width: 375, height: 800 });
    pages.push(visitor);
    await gotoSettled(visitor, `${app.url}/blog/focal-portrait`);
    const cover = await visitor.$eval('.post-cover img', (image) => {
      const rect = image.getBoundingClientRect();
      return { position: getComputedStyle(image).objectPosition, fit: getComputedStyle(image).objectFit, ratio: rect.width / rect.height };
    });
    expect(cover.fit).to.equal('cover');
    expect(cover.position).to.equal('30% 20%');
    expect(cover.ratio).to.be.closeTo(1200 / 630, 0.02);

    await gotoSettled(visitor, `${app.url}/blog`);
    expect(await visitor.$eval('.post-card-cover img', (image) => getComputedStyle(image).objectPosition)).to.equal('30% 20%');
  });
});
