/**
 * The editor's settings panel (docs/product/admin.md#post-editor): tag suggestions while typing (an ARIA combobox: arrows, Enter,
 * Escape, a click), and the social-card preview beside the search-result preview, with and without a cover.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { slugify } from '#shared/blog-rules.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { adminApi, browserPage } from '../helpers/signed-in.ts';
import { photo, uploadImage } from '../helpers/media.ts';

// A fresh app and a signed-in admin per test; the page a test opens is closed after it.
let app: TestApp;
let cookie: string;
let page: Page | undefined;

const api = (method: string, path: string, body?: unknown) => adminApi(app, cookie)<{ id: number; tags: string[] }>(method, path, body);
const createPost = (title: string, tags: string[] = []) =>
  api('POST', '/api/admin/blog', { title, slug: slugify(title), excerpt: `About ${title}`, content: '<p>Body</p>', status: 'draft', tags });

async function openEditor(id: number): Promise<Page> {
  page = await browserPage(app, cookie);
  await page.goto(`${app.url}/dashboard/posts/${id}`);
  await page.waitForSelector('.rich-text-excerpt .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 });
  return page;
}
const tags = '[data-field="tags"] input';
const combobox = (p: Page) =>
  p.$eval(tags, (input) => {
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    const active = input.getAttribute('aria-activedescendant');
    return {
      role: input.getAttribute('role'),
      expanded: input.getAttribute('aria-expanded'),
      value: (input as HTMLInputElement).value,
      label: (input as HTMLInputElement).labels?.[0]?.textContent,
      listboxRole: listbox.getAttribute('role'),
      options: listbox.hidden ? [] : [...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent),
      active: active ? document.getElementById(active)?.textContent : null,
      selected: [...listbox.querySelectorAll('[aria-selected="true"]')].map((option) => option.textContent),
    };
  });

describe('Tag suggestions and the social-card preview in the editor', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
    await app.close();
  });

  describe('tag suggestions', tagSuggestionTests);
  describe('the social-card preview', socialCardTests);
});

function tagSuggestionTests() {
  it('suggests existing tags while typing, picked with the arrow keys and Enter or a click; Escape closes only the list', async () => {
    await createPost('Older one', ['Launch', 'Leadership']);
    await createPost('Older two', ['Sales leads']);
    const post = await createPost('Tagging test');
    const p = await openEditor(post.id);

    await p.click(tags);
    await p.keyboard.type('le');
    await p.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', {}, tags);
    let state = await combobox(p);
    expect(state).to.include({ role: 'combobox', expanded: 'true', listboxRole: 'listbox', label: 'Tags', active: null });
    // Those starting with the text first.
    expect(state.options).to.deep.equal(['Leadership', 'Sales leads']);

    await p.keyboard.press('ArrowDown');
    expect((await combobox(p)).active).to.equal('Leadership');
    await p.keyboard.press('ArrowDown');
    state = await combobox(p);
    expect(state.active).to.equal('Sales leads');
    expect(state.selected).to.deep.equal(['Sales leads']);
    await p.keyboard.press('ArrowUp');
    expect((await combobox(p)).active).to.equal('Leadership');
    // The open combobox and its listbox, by axe-core's rules.
    expect(await axeViolations(p)).to.deep.equal([]);
    await p.keyboard.press('Enter');
    state = await combobox(p);
    expect(state).to.include({ value: 'Leadership, ', expanded: 'false' });
    expect(state.options).to.deep.equal([]);

    // A tag already in the field is not offered again; Escape closes the list and leaves everything else.
    await p.keyboard.type('l');
    await p.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', {}, tags);
    expect((await combobox(p)).options).to.deep.equal(['Launch', 'Sales leads']);
    await p.keyboard.press('Escape');
    state = await combobox(p);
    expect(state).to.include({ value: 'Leadership, l', expanded: 'false' });
    expect(await p.evaluate(() => location.pathname)).to.equal(`/dashboard/posts/${post.id}`);
    expect(await p.$('.post-editor .post-title-input')).not.to.equal(null);

    // A click picks one too.
    await p.keyboard.press('Backspace');
    await p.keyboard.type('sa');
    await p.waitForSelector('[role="option"]');
    expect((await combobox(p)).options).to.deep.equal(['Sales leads']);
    await p.click('::-p-xpath(//li[@role="option"][normalize-space(.)="Sales leads"])');
    expect((await combobox(p)).value).to.equal('Leadership, Sales leads, ');
    expect(await p.evaluate((selector) => document.activeElement === document.querySelector(selector), tags)).to.equal(true);

    // A new tag is typed freely; the autosave keeps them all.
    await p.keyboard.type('Brand new');
    await p.waitForFunction(() => document.querySelector('.post-editor-status')?.textContent === 'Saved', { timeout: 15_000 });
    expect((await api('GET', `/api/admin/blog/${post.id}`)).tags).to.have.members(['Leadership', 'Sales leads', 'Brand new']);
  });
}

function socialCardTests() {
  it('shows a social-card preview beside the search result, from the title, the meta fields and the cover', async () => {
    const post = await createPost('Card title');
    const p = await openEditor(post.id);
    await p.$eval('.social-preview', (figure) => figure.scrollIntoView());
    const card = () =>
      p.$eval('.social-preview', (figure) => ({
        label: figure.getAttribute('aria-label'),
        drawnTitle: figure.querySelector('.social-card-title')?.textContent ?? null,
        site: figure.querySelector('.social-card-site')?.textContent ?? null,
        cover: figure.querySelector('img.social-card-cover')?.getAttribute('src') ?? null,
        linkTitle: figure.querySelector('.social-preview-title')?.textContent,
        description: figure.querySelector('.social-preview-description')?.textContent,
        host: figure.querySelector('.social-preview-host')?.textContent,
        ratio: (() => {
          const box = figure.querySelector('.social-card-drawn, .social-card-cover')!.getBoundingClientRect();
          return Math.round((box.width / box.height) * 100) / 100;
        })(),
      }));
    // It sits in the SEO section, after the search-result preview.
    expect(await p.$eval('.search-preview + .social-preview', (figure) => figure.closest('section')?.querySelector('h2')?.textContent)).to.equal(
      'Search and sharing',
    );

    const brand = await p.$eval('meta[property="og:site_name"]', (meta) => meta.getAttribute('content'));
    let shown = await card();
    expect(shown).to.include({
      label: 'Social card preview',
      drawnTitle: 'Card title',
      site: brand,
      cover: null,
      linkTitle: `Card title | ${brand}`,
      description: 'About Card title',
      host: new URL(app.url).host,
    });
    expect(shown.ratio).to.be.closeTo(1200 / 630, 0.02);

    // The meta title and description are what a link preview shows; the card keeps the post's title.
    await p.type('[data-field="metaTitle"] input', 'A sharper title');
    await p.type('[data-field="metaDescription"] textarea', 'What the share shows.');
    shown = await card();
    expect(shown).to.include({ drawnTitle: 'Card title', linkTitle: 'A sharper title', description: 'What the share shows.' });

    // With a cover, the card is the cover (set through the API once the typing above is saved).
    await p.waitForFunction(() => document.querySelector('.post-editor-status')?.textContent === 'Saved', { timeout: 15_000 });
    const upload = await uploadImage(app.url, cookie, await photo(1600, 900).jpeg().toBuffer(), { alt: 'A harbour' });
    expect(upload.status).to.equal(201);
    await api('PUT', `/api/admin/blog/${post.id}`, { title: 'Card title', status: 'draft', coverImageId: upload.body.id });
    await p.reload();
    await p.waitForSelector('.social-preview img.social-card-cover');
    shown = await card();
    expect(shown.cover).to.equal(upload.body.url);
    expect(shown.drawnTitle).to.equal(null);
    expect(shown.ratio).to.be.closeTo(1200 / 630, 0.02);
    expect(await p.$eval('.social-preview img', (image) => (image as HTMLImageElement).alt)).to.equal('A harbour');
  });
}
