/**
 * One alt text, in the browser (docs/product/media.md#one-alt-text): the library shows the alt text each post
 * gives an image, and a new alt text is offered to those posts in a dialog: the ticked ones get it, the others
 * keep theirs; Escape saves nothing.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { callJson } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('One alt text: the media library offers a new alt text to the posts, in the browser', function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  let page: Page;
  after(() => app?.close());
  afterEach(() => page?.close());

  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await callJson(`${app.url}${path}`, method, cookie, body);
    expect(answer.status, answer.text).to.be.below(300);
    return answer.body;
  };
  const contentOf = async (id: number) => ((await api('GET', `/api/admin/blog/${id}`)) as { content: string }).content;
  const libraryAlt = async (id: number) => ((await api('GET', `/api/admin/media/${id}`)) as { alt: string }).alt;

  it('lists the posts with their alt text; applies the new one to the ticked posts only; Escape saves nothing', async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    const desk = (await uploadImage(app.url, cookie, await photo(400, 300).png().toBuffer(), { name: 'desk.png', type: 'image/png', alt: 'Old words' }))
      .body as {
      id: number;
      url: string;
    };
    const figure = (alt: string) => `<figure class="image-column"><img src="${desk.url}" alt="${alt}" /></figure>`;
    const draft = (await api('POST', '/api/admin/blog', { title: 'Draft with desk', slug: 'draft-desk', excerpt: 'e', content: figure('Old words') })) as {
      id: number;
    };
    const live = (await api('POST', '/api/admin/blog', {
      title: 'Live with desk',
      slug: 'live-desk',
      excerpt: 'e',
      content: figure('Staff at the desk'),
      published: true,
    })) as { id: number };

    page = await browserPage(app, cookie, { width: 1280, height: 900 });
    await page.goto(`${app.url}/dashboard/media`);
    const card = `.media-card[data-media-id="${desk.id}"]`;
    await page.waitForSelector(`${card} .media-used a[href="/blog/live-desk"]`);
    const used = await page.$eval(`${card} .media-used`, (element) => element.textContent ?? '');
    expect(used).to.include('Draft with desk: “Old words”').and.include('Live with desk: “Staff at the desk”');

    // Escape: nothing is saved, and the typed text stays.
    await page.focus(`${card} textarea`);
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('The front desk team');
    await page.focus(`${card} .media-alt button[type=submit]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.alt-offer-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.alt-offer-dialog'));
    expect(await libraryAlt(desk.id)).to.equal('Old words');
    expect(await page.$eval(`${card} textarea`, (area) => (area as HTMLTextAreaElement).value)).to.equal('The front desk team');

    // Save again: the dialog lists both posts, ticked, with their alt text and what applying does to the live one.
    await page.focus(`${card} .media-alt button[type=submit]`);
    await page.keyboard.press('Enter');
    const dialog = 'dialog.alt-offer-dialog[open]';
    await page.waitForSelector(dialog);
    const listed = await page.$$eval(`${dialog} .alt-offer-posts li`, (items) => items.map((item) => item.textContent ?? ''));
    expect(listed).to.have.length(2);
    expect(listed[0]).to.include('Draft with desk').and.include('Now: “Old words”');
    expect(listed[1]).to.include('Live with desk').and.include('Now: “Staff at the desk”').and.include('Published: the live post changes now.');
    expect(await page.$$eval(`${dialog} input[type=checkbox]`, (boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).to.deep.equal([true, true]);
    expect(await axeViolations(page)).to.deep.equal([]);
    // The focus starts in the dialog, on the first post; untick the live post from the keyboard.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).to.equal(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForFunction((selector) => document.querySelector(`${selector} .alt-offer-apply`)?.textContent === 'Save and apply to 1 post', {}, dialog);
    await page.focus(`${dialog} .alt-offer-apply`);
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => !document.querySelector('dialog.alt-offer-dialog'));
    expect(await libraryAlt(desk.id)).to.equal('The front desk team');
    expect(await contentOf(draft.id)).to.include('alt="The front desk team"');
    expect(await contentOf(live.id)).to.include('alt="Staff at the desk"');
    await page.waitForFunction(
      (selector) => (document.querySelector(`${selector} .media-used`)?.textContent ?? '').includes('Draft with desk: “The front desk team”'),
      {},
      card,
    );
    // The draft has a revision for the change, beside the one it was created with.
    expect((await api('GET', `/api/admin/blog/${draft.id}/revisions`)) as unknown[]).to.have.length(2);
  });
});
