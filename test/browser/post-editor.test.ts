/**
 * The full-page post editor (decision 030): autosave, the new draft's own URL, the pending change of a published
 * post, conflicts between tabs, the leave guard, offline saves, field errors, revisions, scheduling and the Editor.js
 * habits (quotes, lists, a click below the last block, pop-ups that fit on the screen at 1280 and 375 px).
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { slugify } from '#shared/blog-rules.ts';
import { toZonedInput } from '#shared/zoned-time.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { callJson, request } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { buttonByText, editorIdle, editorReady, waitForStatus, waitForToast } from '../helpers/post-editor.ts';

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

  const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
  const postById = async (id: number) => (await api('GET', `/api/admin/blog/${id}`)).body as ApiPost;
  /** Publishing needs a slug in the request: the title's. */
  const createPost = async (fields: Record<string, unknown> & { title: string }) =>
    (
      await api('POST', '/api/admin/blog', {
        excerpt: 'An excerpt',
        content: '<p>Body</p>',
        status: 'draft',
        slug: slugify(fields.title),
        authorId: '',
        ...fields,
      })
    ).body as ApiPost;

  async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
    const page = await browserPage(app, cookie, { width: options.width ?? 1280, height: 800, colorScheme: options.colorScheme ?? 'light' });
    pages.push(page);
    await page.goto(`${app.url}${path}`);
    await editorReady(page);
    return page;
  }

  async function typeInBody(page: Page, text: string, blockIndex = -1): Promise<void> {
    const blocks = await page.$$('.rich-text-content .ce-paragraph');
    await blocks.at(blockIndex)!.click();
    await page.keyboard.press('End');
    await page.keyboard.type(text);
  }
  const bodyText = (page: Page) => page.$eval('.rich-text-content .codex-editor__redactor', (blocks) => blocks.textContent ?? '');

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
    await editorIdle(page);
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

  it("asks before leaving with unsaved changes: the browser dialog, and the app's own links", async () => {
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

  it("tells the second tab its save would overwrite the first one's, and writes nothing", async () => {
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
    const audit = (await app
      .db('audit_log')
      .where({ action: 'post.publish', target: `post:${post.id}` })
      .count({ n: '*' })
      .first()) as { n: number | string };
    expect(Number(audit.n)).to.equal(1);
    expect((await postById(post.id)).status).to.equal('published');
    expect((await request(`${app.url}/blog/double-click`)).status).to.equal(200);
  });

  it('puts a post scheduled in the editor on /blog, in the feed and at its address at its time, with no request from the admin', async function () {
    // The publish date takes whole minutes: the post is due at the first whole minute at least 25 s away, so
    // this waits up to 85 s for it.
    this.timeout(240_000);
    const title = 'Due at a whole minute';
    const post = await createPost({ title, excerpt: 'Soon', content: '<p>Scheduled words</p>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const due = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
    // The date and time as the site's time zone shows them, typed into the field's segments as a person does
    // (en-US: month, day, year, then hour, minute, AM/PM).
    const local = toZonedInput(new Date(due).toISOString(), app.config.siteTimeZone);
    const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)!;
    await page.focus('input[name=publishAt]');
    await page.keyboard.type(`${month}${day}${year}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${String(Number(hour) % 12 || 12).padStart(2, '0')}${minute}${Number(hour) < 12 ? 'A' : 'P'}`);
    expect(await page.$eval('input[name=publishAt]', (input) => (input as HTMLInputElement).value)).to.equal(local);
    await (await buttonByText(page, 'Schedule')).click();
    await waitForToast(page, 'Post scheduled for', { prefix: true });
    // The admin leaves: from here on, only a visitor asks anything.
    pages.splice(pages.indexOf(page), 1);
    await page.close();
    const stored = (await app.db('blog_posts').where({ id: post.id }).first('status', 'publish_at')) as { status: string; publish_at: string | Date };
    expect(stored.status).to.equal('scheduled');
    expect(new Date(stored.publish_at).getTime()).to.equal(due);

    const visitor = await browserPage(app, null);
    pages.push(visitor);
    let checksBefore = 0;
    for (;;) {
      await visitor.goto(`${app.url}/blog`);
      const blog = await visitor.content();
      const [feed, postStatus] = await visitor.evaluate(
        async (feedUrl, postUrl) => [await (await fetch(feedUrl)).text(), (await fetch(postUrl)).status] as const,
        `${app.url}/blog/rss.xml`,
        `${app.url}/blog/${post.slug}`,
      );
      const answered = Date.now();
      const shown = { blog: blog.includes(title), feed: feed.includes(title), page: postStatus === 200 };
      if (answered < due) {
        expect(shown, `${due - answered} ms before its time`).to.deep.equal({ blog: false, feed: false, page: false });
        checksBefore += 1;
      } else if (shown.blog && shown.feed && shown.page) {
        break;
      } else if (answered > due + 60_000) {
        expect.fail(`not all shown a minute after its time: ${JSON.stringify(shown)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(checksBefore).to.be.greaterThan(0);
    // Published by the schedule (no one's action), once.
    const audit = (await app
      .db('audit_log')
      .where({ action: 'post.publish', target: `post:${post.id}` })
      .select('actor_id', 'details')) as { actor_id: number | null; details: string }[];
    expect(audit).to.have.length(1);
    expect(audit[0]!.actor_id).to.equal(null);
    expect(JSON.parse(audit[0]!.details)).to.include({ scheduled: true });
  });

  it("keeps a published post's autosave off the public page until Update", async () => {
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

  it("shows the server's field errors at their fields and moves focus to the first", async () => {
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
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.rich-text-content .ce-paragraph')].some((paragraph) => paragraph.textContent === 'After the quote'),
    );
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<blockquote>Quoted words</blockquote><p>After the quote</p>');
  });

  it('leaves a list with Enter on its empty last item', async () => {
    const post = await createPost({ title: 'List', content: '<ul><li>One</li><li>Two</li></ul>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const items = await page.$$('.rich-text-content .cdx-list__item-content');
    await items.at(-1)!.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.rich-text-content .cdx-list__item-content').length === 3);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('.rich-text-content .ce-paragraph') === true);
    await page.keyboard.type('After the list');
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<ul><li>One</li><li>Two</li></ul><p>After the list</p>');
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

  it("refuses a huge paste or a body over the server's limit with a clear message, and keeps what was there", async () => {
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

  /**
   * Where the open pop-up (`selector`) sticks out: its box beyond the viewport, the page wider than the window, or
   * a part of it that scrolls sideways. An empty list when it fits.
   */
  async function overflowOf(page: Page, selector: string): Promise<string[]> {
    // Measured once its opening animation has ended and the page has had a frame to move it into view.
    await page.waitForFunction(
      (container) =>
        document
          .querySelector(container)
          ?.getAnimations({ subtree: true })
          .every((animation) => animation.playState !== 'running') === true,
      {},
      selector,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.$eval(selector, (container) => {
      const problems: string[] = [];
      const box = container.getBoundingClientRect();
      const root = document.documentElement;
      if (box.width === 0 || box.height === 0) problems.push('not shown');
      if (box.left < 0 || box.top < 0 || box.right > root.clientWidth || box.bottom > window.innerHeight) {
        problems.push(
          `box ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} beyond ${root.clientWidth}x${window.innerHeight}`,
        );
      }
      if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} wide in ${root.clientWidth}`);
      for (const element of [container, ...container.querySelectorAll('*')]) {
        const overflowX = getComputedStyle(element).overflowX;
        if (element.scrollWidth > element.clientWidth + 1 && (element === container || ['auto', 'scroll'].includes(overflowX))) {
          problems.push(`${element.className || element.tagName} scrolls sideways (${element.scrollWidth} in ${element.clientWidth})`);
        }
      }
      return problems;
    });
  }

  for (const width of [1280, 375]) {
    it(`opens the block menu on screen at ${width} px, even from the last block at the bottom of the window`, async () => {
      const paragraphs = Array.from({ length: 14 }, (_, index) => `<p>Paragraph ${index + 1} of a post long enough to fill the window.</p>`).join('');
      const post = await createPost({ title: `Block menu ${width}`, content: paragraphs });
      const page = await open(`/dashboard/posts/${post.id}`, { width });
      await typeInBody(page, '');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const blocks = document.querySelectorAll('.rich-text-content .ce-paragraph');
        return blocks.length === 15 && blocks[14]!.contains(document.activeElement) && blocks[14]!.textContent === '';
      });
      await editorIdle(page);
      // The new block at the bottom of the window, where a menu opening downwards would be cut off.
      const blockBottom = await page.$eval('.rich-text-content .ce-block:last-child', (block) => {
        block.scrollIntoView({ block: 'end' });
        return block.getBoundingClientRect().bottom;
      });
      expect(blockBottom).to.be.greaterThan(800 / 2);
      await page.keyboard.type('/');
      await page.waitForSelector('.rich-text-content .ce-popover--opened');
      expect(await overflowOf(page, '.rich-text-content .ce-popover--opened .ce-popover__container')).to.deep.equal([]);
      // Every block type is there to pick (none cut off inside the menu either).
      const names = await page.$$eval('.rich-text-content .ce-popover--opened .ce-popover-item', (items) =>
        items.map((item) => item.getAttribute('data-item-name')),
      );
      expect(names).to.include.members(['paragraph', 'header', 'list', 'quote', 'code', 'table']);
    });

    it(`opens the link and colour pop-ups on screen, without a sideways scrollbar, at ${width} px`, async () => {
      const post = await createPost({ title: `Pop-ups ${width}`, content: '<p>Words to format here</p>' });
      const page = await open(`/dashboard/posts/${post.id}`, { width });
      async function selectLastWord(): Promise<void> {
        await page.click('.rich-text-content .ce-paragraph');
        await page.keyboard.press('End');
        await page.keyboard.down('Shift');
        for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
        await page.keyboard.up('Shift');
      }
      await selectLastWord();
      await page.waitForSelector('.ce-inline-toolbar button[aria-label="Link"]', { visible: true });
      expect(await overflowOf(page, '.ce-inline-toolbar .ce-popover--opened .ce-popover__container')).to.deep.equal([]);
      await page.click('.ce-inline-toolbar button[aria-label="Link"]');
      await page.waitForSelector('input[aria-label="Link address"]', { visible: true });
      const linkPopup = await page.$eval('input[aria-label="Link address"]', (input) => {
        const popup = input.closest('.ce-popover__container')!;
        popup.setAttribute('data-test-popup', 'link');
        // The address field lies inside its pop-up.
        return { field: input.getBoundingClientRect().right, popup: popup.getBoundingClientRect().right };
      });
      expect(linkPopup.field).to.be.at.most(linkPopup.popup);
      expect(await overflowOf(page, '[data-test-popup=link]')).to.deep.equal([]);
      // The colour palette, on the same selection.
      await page.keyboard.press('Escape');
      await selectLastWord();
      await page.waitForSelector('.ce-inline-toolbar button[aria-label="Text colour"]', { visible: true });
      await page.click('.ce-inline-toolbar button[aria-label="Text colour"]');
      await page.waitForSelector('button[aria-label="Red text"]', { visible: true });
      await page.$eval('button[aria-label="Red text"]', (button) => button.closest('.ce-popover__container')!.setAttribute('data-test-popup', 'colour'));
      expect(await overflowOf(page, '[data-test-popup=colour]')).to.deep.equal([]);
    });
  }

  it('shows a toast above an open dialog, where it can be seen and read out', async () => {
    const post = await createPost({ title: 'Undeletable' });
    const page = await browserPage(app, cookie);
    pages.push(page);
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
