/**
 * The full-page post editor (issue 11): autosave, the new draft's own URL, the pending change of a published
 * post, conflicts between tabs, the leave guard, offline saves, field errors, revisions and the Editor.js habits.
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { slugify } from '#shared/blog-rules.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { request } from '../helpers/http.ts';

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: string;
  updatedAt: string;
}

describe('The full-page post editor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  const pages: Page[] = [];
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    await app.close();
  });

  const api = (method: string, path: string, body?: unknown) =>
    request(`${app.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const postById = async (id: number) => (await api('GET', `/api/admin/blog/${id}`)).body as ApiPost;
  /** Publishing needs a slug in the request: the title's. */
  const createPost = async (fields: Record<string, unknown> & { title: string }) =>
    (await api('POST', '/api/admin/blog', { excerpt: 'An excerpt', content: '<p>Body</p>', status: 'draft', slug: slugify(fields.title), authorId: '', ...fields })).body as ApiPost;

  async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
    const page = await newPage({ width: options.width ?? 1280, height: 800, colorScheme: options.colorScheme ?? 'light' });
    pages.push(page);
    page.on('pageerror', (error) => console.error('page error:', error));
    for (const pair of cookie.split('; ')) {
      const separator = pair.indexOf('=');
      await page.setCookie({ name: pair.slice(0, separator), value: pair.slice(separator + 1), url: app.url });
    }
    await page.goto(`${app.url}${path}`);
    await editorReady(page);
    return page;
  }

  /** Editor.js has finished initialising both fields (they drop aria-busy). */
  const editorReady = (page: Page) =>
    page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 }).then(() =>
      page.waitForSelector('.rich-text-excerpt .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 }),
    );
  const waitForStatus = (page: Page, text: string, timeout = 15_000) =>
    page.waitForFunction((expected) => document.querySelector('.post-editor-status')?.textContent?.startsWith(expected), { timeout }, text);
  async function typeInBody(page: Page, text: string, blockIndex = -1): Promise<void> {
    const blocks = await page.$$('.rich-text-content .ce-paragraph');
    await blocks.at(blockIndex)!.click();
    await page.keyboard.press('End');
    await page.keyboard.type(text);
  }
  const bodyText = (page: Page) => page.$eval('.rich-text-content .codex-editor__redactor', (blocks) => blocks.textContent ?? '');
  const buttonByText = async (page: Page, text: string) => (await page.waitForSelector(`::-p-xpath(//button[normalize-space(.)="${text}"])`))!;
  async function waitForToast(page: Page, title: string): Promise<string> {
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === expected),
      { timeout: 15_000 },
      title,
    );
    return page.$$eval('.toast', (toasts, expected) => toasts.find((toast) => toast.querySelector('.toast-title')?.textContent === expected)?.textContent ?? '', title);
  }

  it('makes a new post a draft on its first autosave, at its own URL, and a reload keeps the text', async () => {
    const page = await open('/dashboard/posts/new');
    const historyLength = await page.evaluate(() => history.length);
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('post-title');
    await page.keyboard.type('Autosaved post');
    await typeInBody(page, 'Typed and never lost.');
    await waitForStatus(page, 'Saved');
    await page.waitForFunction(() => /^\/dashboard\/posts\/\d+$/.test(location.pathname));
    const id = Number((await page.evaluate(() => location.pathname)).split('/').pop());
    const saved = await postById(id);
    expect(saved).to.include({ title: 'Autosaved post', slug: 'autosaved-post', status: 'draft', content: '<p>Typed and never lost.</p>' });

    await page.reload();
    await editorReady(page);
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Autosaved post');
    expect(await bodyText(page)).to.include('Typed and never lost.');
    // The URL was replaced, not pushed: the back button does not return to an empty /new.
    expect(await page.evaluate(() => history.length)).to.equal(historyLength);
  });

  it('keeps every word through Escape in the block menu and anywhere else', async () => {
    const post = await createPost({ title: 'Escape proof' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(page, ' more');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const blocks = document.querySelectorAll('.rich-text-content .ce-paragraph');
      return blocks.length === 2 && blocks[1]!.contains(document.activeElement) && blocks[1]!.textContent === '';
    });
    await page.keyboard.type('/');
    await page.waitForSelector('.rich-text-content .ce-popover--opened');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.rich-text-content .ce-popover--opened', { hidden: true });
    await page.keyboard.press('Escape');
    await page.focus('#post-title');
    await page.keyboard.press('Escape');
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Escape proof');
    expect(await bodyText(page)).to.include('Body more');
    await waitForStatus(page, 'Saved');
    await page.reload();
    await editorReady(page);
    expect(await bodyText(page)).to.include('Body more');
  });

  it('asks before leaving with unsaved changes: the browser dialog, and the app\'s own links', async () => {
    const post = await createPost({ title: 'Leave guard' });
    const page = await open(`/dashboard/posts/${post.id}`);
    // Nothing typed: leaving asks nothing.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await typeInBody(page, ' unsaved');
    // Within the autosave's quiet time: a link of the app asks (confirm), and staying keeps the page.
    await page.click('.post-editor-back');
    expect(dialogs).to.deep.equal(['confirm']);
    expect(await page.evaluate(() => location.pathname)).to.equal(`/dashboard/posts/${post.id}`);
    // A reload asks through beforeunload; dismissed, the page stays with the text.
    await typeInBody(page, '!');
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(dialogs).to.include('beforeunload');
    expect(await bodyText(page)).to.include('Body unsaved!');
    // Once saved, leaving asks nothing more.
    await waitForStatus(page, 'Saved');
    const before = dialogs.length;
    await Promise.all([page.waitForNavigation(), page.click('.post-editor-back')]);
    expect(dialogs.length).to.equal(before);
    expect((await postById(post.id)).content).to.equal('<p>Body unsaved!</p>');
  });

  it('tells the second tab its save would overwrite the first one\'s, and writes nothing', async () => {
    const post = await createPost({ title: 'Two tabs' });
    const first = await open(`/dashboard/posts/${post.id}`);
    const second = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(first, ' from the first tab');
    await waitForStatus(first, 'Saved');
    await typeInBody(second, ' from the second tab');
    await second.waitForSelector('.post-editor-notice-danger[role=alert]', { timeout: 15_000 });
    expect(await second.$eval('.post-editor-notice-danger', (element) => element.textContent)).to.include('saved in another tab');
    expect((await postById(post.id)).content).to.equal('<p>Body from the first tab</p>');
  });

  it('says "Not saved" while the network is down and saves once it is back', async () => {
    const post = await createPost({ title: 'Offline' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await page.setOfflineMode(true);
    await typeInBody(page, ' typed offline');
    await waitForStatus(page, 'Not saved: no connection to the server');
    expect((await postById(post.id)).content).to.equal('<p>Body</p>');
    await page.setOfflineMode(false);
    await waitForStatus(page, 'Saved', 40_000);
    expect((await postById(post.id)).content).to.equal('<p>Body typed offline</p>');
  });

  it('publishes once when Publish is pressed twice', async () => {
    const post = await createPost({ title: 'Double click' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const publish = await buttonByText(page, 'Publish');
    await publish.click({ count: 2 });
    await waitForToast(page, 'Post published');
    const audit = (await app.db('audit_log').where({ action: 'post.publish', target: `post:${post.id}` }).count({ n: '*' }).first()) as { n: number | string };
    expect(Number(audit.n)).to.equal(1);
    expect((await postById(post.id)).status).to.equal('published');
    expect((await request(`${app.url}/blog/double-click`)).status).to.equal(200);
  });

  it('keeps a published post\'s autosave off the public page until Update', async () => {
    const post = await createPost({ title: 'Live post', status: 'published', content: '<p>Live words</p>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(page, ' and pending words');
    await waitForStatus(page, 'Saved as pending changes');
    const publicPage = await request(`${app.url}/blog/live-post`);
    expect(publicPage.text).to.include('Live words').and.not.include('pending words');
    // A reload shows the pending change, not the live text.
    await page.reload();
    await editorReady(page);
    expect(await bodyText(page)).to.include('Live words and pending words');
    expect(await page.$eval('.post-editor-notice', (element) => element.textContent)).to.include('not published yet');
    await (await buttonByText(page, 'Update')).click();
    await waitForToast(page, 'Post updated');
    expect((await request(`${app.url}/blog/live-post`)).text).to.include('Live words and pending words');
    expect(((await api('GET', `/api/admin/blog/${post.id}/pending`)).body as { pending: unknown }).pending).to.equal(null);
  });

  it('shows the server\'s field errors at their fields and moves focus to the first', async () => {
    const page = await open('/dashboard/posts/new');
    await page.keyboard.type('Needs more');
    await waitForStatus(page, 'Saved');
    await (await buttonByText(page, 'Publish')).click();
    expect(await waitForToast(page, 'Not saved')).to.include('Please correct the marked fields.');
    // Publishing needs content and an excerpt: both marked, the caret goes to the first in the page's order.
    await page.waitForSelector('[data-field=content] .field-error');
    expect(await page.$eval('[data-field=content] .field-error', (element) => element.textContent)).to.equal('Content is required.');
    expect(await page.$eval('[data-field=excerpt] .field-error', (element) => element.textContent)).to.equal('Excerpt is required.');
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[data-field=content]')));
    expect((await postById(Number((await page.evaluate(() => location.pathname)).split('/').pop()))).status).to.equal('draft');

    // An autosave the server refuses: the reason in the status line, the message at the field.
    await page.type('input[name=canonicalUrl]', 'javascript:alert(1)');
    await waitForStatus(page, 'Not saved: Canonical URL');
    expect(await page.$eval('[data-field=canonicalUrl] .field-error', (element) => element.textContent)).to.include('http');
    expect(await page.$eval('input[name=canonicalUrl]', (element) => element.getAttribute('aria-invalid'))).to.equal('true');
  });

  it('leaves a quote with Enter on its empty last line', async () => {
    const post = await createPost({ title: 'Quote', content: '<blockquote>Quoted words</blockquote>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await page.click('.rich-text-content .cdx-quote__text');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('After the quote');
    await page.waitForFunction(() => [...document.querySelectorAll('.rich-text-content .ce-paragraph')].some((paragraph) => paragraph.textContent === 'After the quote'));
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<blockquote>Quoted words</blockquote><p>After the quote</p>');
  });

  it('puts the caret in a new paragraph on a click below the last block', async () => {
    const post = await createPost({ title: 'Below', content: '<h2>A heading last</h2>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const frame = (await page.$('.rich-text-content .rich-text-frame'))!;
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
    await page.keyboard.type('Clicked below');
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<h2>A heading last</h2><p>Clicked below</p>');
  });

  it('refuses a huge paste or a body over the server\'s limit with a clear message, and keeps what was there', async () => {
    const post = await createPost({ title: 'Huge' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const paste = (text: string) =>
      page.evaluate((pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    // 220 KB of text: refused before Editor.js parses it.
    await paste('Long text. '.repeat(20_000));
    expect(await waitForToast(page, 'Paste too large')).to.include('Nothing was pasted');
    expect(await bodyText(page)).to.equal('Body');
    // 190 KB of text that is 330 KB of HTML (each < is &lt;): in the editor, but not saved, and the status says why.
    await paste(' a<b'.repeat(47_500));
    await waitForStatus(page, 'Not saved: the post is larger than the 200 KB', 30_000);
    expect((await bodyText(page)).length).to.be.greaterThan(190_000);
    expect((await postById(post.id)).content).to.equal('<p>Body</p>');
  });

  it('lists revisions, shows one and restores it', async () => {
    const post = await createPost({ title: 'Revised', content: '<p>First words</p>' });
    await api('PUT', `/api/admin/blog/${post.id}`, { title: 'Revised', content: '<p>Second words</p>', status: 'draft' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await (await buttonByText(page, 'Revisions')).click();
    await page.waitForSelector('dialog.revisions-dialog[open] .revision-item');
    const items = await page.$$('.revision-item');
    expect(items.length).to.equal(2);
    await items[1]!.click();
    await page.waitForFunction(() => document.querySelector('.revision-shown .post-content')?.textContent === 'First words');
    await (await buttonByText(page, 'Restore this revision')).click();
    await waitForToast(page, 'Revision restored');
    await page.waitForSelector('dialog.revisions-dialog', { hidden: true });
    await editorReady(page);
    expect(await bodyText(page)).to.include('First words');
    expect((await postById(post.id)).content).to.equal('<p>First words</p>');
  });

  it('duplicates a post into a new draft and opens it', async () => {
    const post = await createPost({ title: 'Original', status: 'published' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await Promise.all([page.waitForNavigation(), (await buttonByText(page, 'Duplicate')).click()]);
    await editorReady(page);
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal('Copy of Original');
    const id = Number((await page.evaluate(() => location.pathname)).split('/').pop());
    expect(await postById(id)).to.include({ status: 'draft', slug: 'original-copy' });
  });

  it('opens the link and colour pop-ups without a sideways scrollbar', async () => {
    const post = await createPost({ title: 'Pop-ups', content: '<p>Words to format here</p>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    const sideways = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.ce-inline-toolbar *')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
          .map((element) => element.className),
      );
    await page.waitForSelector('.ce-inline-toolbar button[aria-label="Link"]', { visible: true });
    await page.click('.ce-inline-toolbar button[aria-label="Link"]');
    await page.waitForSelector('input[aria-label="Link address"]', { visible: true });
    expect(await sideways()).to.deep.equal([]);
    // The address field lies inside its pop-up.
    const { field, popup } = await page.$eval('input[aria-label="Link address"]', (input) => ({
      field: input.getBoundingClientRect().right,
      popup: input.closest('.ce-popover__container')!.getBoundingClientRect().right,
    }));
    expect(field).to.be.at.most(popup);
    // The colour palette, on the same selection.
    await page.keyboard.press('Escape');
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForSelector('.ce-inline-toolbar button[aria-label="Text colour"]', { visible: true });
    await page.click('.ce-inline-toolbar button[aria-label="Text colour"]');
    await page.waitForSelector('button[aria-label="Red text"]', { visible: true });
    expect(await sideways()).to.deep.equal([]);
  });

  it('shows a toast above an open dialog, where it can be seen and read out', async () => {
    const post = await createPost({ title: 'Undeletable' });
    const page = await newPage({ width: 1280, height: 800 });
    pages.push(page);
    for (const pair of cookie.split('; ')) {
      const separator = pair.indexOf('=');
      await page.setCookie({ name: pair.slice(0, separator), value: pair.slice(separator + 1), url: app.url });
    }
    await page.goto(`${app.url}/dashboard/posts`);
    await (await page.waitForSelector(`button[aria-label="Delete ${post.title}"]`))!.click();
    await page.waitForSelector('dialog.confirm-dialog[open]');
    await page.setOfflineMode(true);
    await (await buttonByText(page, 'Delete')).click();
    await waitForToast(page, 'Delete failed');
    // The point at the toast's centre is the toast, not the dialog's backdrop; it sits in the live region.
    const onTop = await page.$eval('.toast', (toast) => {
      const box = toast.getBoundingClientRect();
      return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).to.equal(true);
    expect(await page.$eval('.toast', (toast) => toast.closest('[aria-live]')?.getAttribute('aria-live'))).to.equal('polite');
    expect(await page.$eval('.toast', (toast) => toast.getAttribute('role'))).to.equal('alert');
    await page.setOfflineMode(false);
  });

  it('answers 404 for an id that is not a post', async () => {
    for (const id of ['999999', '0', '-1', '1e3', 'abc', '99999999999999999999']) {
      const response = await request(`${app.url}/dashboard/posts/${id}`, { headers: { cookie } });
      expect(response.status, id).to.equal(404);
    }
  });
});
