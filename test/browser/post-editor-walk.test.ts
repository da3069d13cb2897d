/**
 * The post editor's unhappy paths, walked as a writer would (decision 030: nothing typed is lost without consent):
 * a save whose answer is lost on the way back, a double press on Update, a huge paste into the title, the back
 * button right after typing. Real Chromium against the production build; post-editor.test.ts has the rest.
 */
import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { enabledButton } from '../helpers/browser.ts';
import { request } from '../helpers/http.ts';
import { adminApi, browserPage, signedInAppPerTest } from '../helpers/signed-in.ts';

interface ApiPost {
  id: number;
  title: string;
  content: string;
  status: string;
}

// A fresh app and a signed-in admin per test (signedInAppPerTest), set in the suite below.
let session: ReturnType<typeof signedInAppPerTest>;
const api = async (method: string, path: string, body?: unknown) => adminApi(session.app, session.cookie)<ApiPost>(method, path, body);
const createPost = (title: string, status = 'draft') =>
  api('POST', '/api/admin/blog', {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    status,
    authorId: '',
  });

async function open(path: string, ready = true): Promise<Page> {
  const page = await browserPage(session.app, session.cookie);
  session.pages.push(page);
  await page.goto(`${session.app.url}${path}`);
  if (ready) await editorReady(page);
  return page;
}
const editorReady = (page: Page) => page.waitForSelector('.rich-text-excerpt .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 });
const waitForStatus = (page: Page, text: string, timeout = 20_000) =>
  page.waitForFunction((expected) => document.querySelector('.post-editor-status')?.textContent?.startsWith(expected), { timeout }, text);
async function typeInBody(page: Page, text: string): Promise<void> {
  await (await page.$$('.rich-text-content .ce-paragraph')).at(-1)!.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}
const bodyText = (page: Page) => page.$eval('.rich-text-content .codex-editor__redactor', (blocks) => blocks.textContent ?? '');

/** The first `method` request to a matching address reaches the server, but its answer is lost (connection reset). */
async function loseFirstAnswer(page: Page, method: string, matches: (url: string) => boolean): Promise<void> {
  let dropped = false;
  await page.setRequestInterception(true);
  page.on('request', (intercepted: HTTPRequest) => {
    if (intercepted.method() !== method || !matches(intercepted.url()) || dropped) return void intercepted.continue();
    dropped = true;
    void (async () => {
      await fetch(intercepted.url(), { method, headers: { ...intercepted.headers(), cookie: session.cookie }, body: intercepted.postData() ?? '' });
      await intercepted.abort('connectionreset');
    })();
  });
}

describe('The post editor, walked through its unhappy paths', function () {
  this.timeout(120_000);
  session = signedInAppPerTest();

  describe('answers that are lost or come late', lostAnswerTests);
  describe('pop-ups, conflicts, double presses and leaving', interactionTests);
});

function lostAnswerTests() {
  for (const status of ['draft', 'published']) {
    it(`keeps saving a ${status} post when the server saved but its answer was lost on the way back`, async () => {
      const post = await createPost(`Lost answer ${status}`, status);
      const page = await open(`/dashboard/posts/${post.id}`);
      // A draft's saved text is the post's; a published post's, its pending change.
      const stored = async () =>
        status === 'draft'
          ? await api('GET', `/api/admin/blog/${post.id}`)
          : ((await api('GET', `/api/admin/blog/${post.id}/pending`)) as unknown as { pending: ApiPost }).pending;
      // The first autosave reaches the server, then the connection drops before the answer arrives.
      await loseFirstAnswer(page, 'PUT', () => true);
      await typeInBody(page, ' first');
      await waitForStatus(page, 'Not saved');
      expect((await stored()).content).to.equal('<p>Body first</p>');
      // Typing goes on; the next save must not be taken for another tab's.
      await typeInBody(page, ' second');
      await waitForStatus(page, 'Saved', 40_000);
      expect(await page.$('.post-editor-notice-danger')).to.equal(null);
      expect((await stored()).content).to.equal('<p>Body first second</p>');
    });
  }

  it('makes one draft of a new post whose first save was answered too late', async () => {
    const page = await open('/dashboard/posts/new');
    await loseFirstAnswer(page, 'POST', (url) => url.endsWith('/api/admin/blog'));
    await page.keyboard.type('Answered late');
    await waitForStatus(page, 'Not saved');
    await typeInBody(page, 'Words after.');
    await waitForStatus(page, 'Saved', 40_000);
    const posts = await session.app.db('blog_posts').select('id', 'content');
    expect(posts).to.have.length(1);
    expect(posts[0].content).to.equal('<p>Words after.</p>');
    expect(await page.evaluate(() => location.pathname)).to.equal(`/dashboard/posts/${posts[0].id}`);
  });

  it('publishes once when the first Publish was done but its answer was lost, and a second press finishes it', async () => {
    const post = await createPost('Lost publish');
    const page = await open(`/dashboard/posts/${post.id}`);
    await loseFirstAnswer(page, 'PUT', () => true);
    const publish = async () => (await enabledButton(page, 'Publish')).click();
    await publish();
    await page.waitForFunction(() => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === 'Not saved'), {
      timeout: 15_000,
    });
    await publish();
    await page.waitForFunction(() => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === 'Post published'), {
      timeout: 15_000,
    });
    expect(await page.$('.post-editor-notice-danger')).to.equal(null);
    // Editing goes on, as the published post's pending change.
    await typeInBody(page, ' and more');
    await waitForStatus(page, 'Saved as pending changes');
    const audit = (await session.app
      .db('audit_log')
      .where({ action: 'post.publish', target: `post:${post.id}` })
      .count({ n: '*' })
      .first()) as { n: number | string };
    expect(Number(audit.n)).to.equal(1);
  });
}

function interactionTests() {
  it('closes the revisions and media pop-ups with Escape and keeps unsaved typing; Escape in HTML mode keeps the HTML', async () => {
    const post = await createPost('Escape everywhere');
    const page = await open(`/dashboard/posts/${post.id}`);
    const button = (text: string) => enabledButton(page, text);
    await typeInBody(page, ' typed');
    await (await button('Revisions')).click();
    await page.waitForSelector('dialog.revisions-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.revisions-dialog', { hidden: true });
    await (await button('Choose from the library')).click();
    await page.waitForSelector('dialog.media-picker[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.media-picker', { hidden: true });
    expect(await bodyText(page)).to.equal('Body typed');
    await (await button('HTML')).click();
    await page.focus('textarea[name=content-html]');
    await page.keyboard.press('End');
    await page.keyboard.type('<p>In HTML</p>');
    await page.keyboard.press('Escape');
    expect(await page.$eval('textarea[name=content-html]', (area) => (area as HTMLTextAreaElement).value)).to.include('<p>In HTML</p>');
    await waitForStatus(page, 'Saved');
    expect((await api('GET', `/api/admin/blog/${post.id}`)).content).to.equal('<p>Body typed</p><p>In HTML</p>');
  });

  it("asks before the conflict notice's Reload drops the second tab's unsaved text", async () => {
    const post = await createPost('Reload asks');
    const first = await open(`/dashboard/posts/${post.id}`);
    const second = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(first, ' first');
    await waitForStatus(first, 'Saved');
    await typeInBody(second, ' second');
    await second.waitForSelector('.post-editor-notice-danger[role=alert]', { timeout: 20_000 });
    const dialogs: string[] = [];
    second.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await Promise.all([
      second.waitForNavigation({ timeout: 3000 }).catch(() => undefined),
      second.click('::-p-xpath(//div[contains(@class, "post-editor-notice-danger")]//button[normalize-space(.)="Reload"])'),
    ]);
    expect(dialogs).to.deep.equal(['beforeunload']);
    expect(await bodyText(second)).to.equal('Body second');
    expect((await api('GET', `/api/admin/blog/${post.id}`)).content).to.equal('<p>Body first</p>');
  });

  it('updates once when Update is pressed twice, with no error', async () => {
    const post = await createPost('Twice updated', 'published');
    const page = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(page, ' revised');
    const update = (await page.waitForSelector('::-p-xpath(//button[normalize-space(.)="Update"])'))!;
    await update.click({ count: 2 });
    await page.waitForFunction(() => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === 'Post updated'), {
      timeout: 15_000,
    });
    await waitForStatus(page, 'Saved');
    expect(await page.$$eval('.toast-title', (titles) => titles.map((title) => title.textContent))).to.deep.equal(['Post updated']);
    expect(await page.$('.post-editor-notice-danger')).to.equal(null);
    expect((await request(`${session.app.url}/blog/twice-updated`)).text).to.include('Body revised');
    expect(await session.app.db('blog_posts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 1);
  });

  it('keeps a pasted title of markup as text through a save and a reload; an over-long one is cut to the limit', async () => {
    const post = await createPost('Paste target');
    const page = await open(`/dashboard/posts/${post.id}`);
    const title = '<img src=x onerror=alert(1)> "quoted" & <script>alert(2)</script>';
    await page.click('#post-title', { count: 3 });
    await page.keyboard.sendCharacter(title);
    await waitForStatus(page, 'Saved');
    await page.reload();
    await editorReady(page);
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value)).to.equal(title);
    // 200 KB pasted into the title: the field keeps its 300 characters, the body is untouched, the page answers.
    await page.click('#post-title', { count: 3 });
    await page.keyboard.sendCharacter('Long title. '.repeat(17_000));
    expect(await page.$eval('#post-title', (input) => (input as HTMLTextAreaElement).value.length)).to.be.within(290, 300);
    await waitForStatus(page, 'Saved');
    expect(await bodyText(page)).to.equal('Body');
    expect((await api('GET', `/api/admin/blog/${post.id}`)).title)
      .to.match(/^Long title\. /)
      .and.have.length.within(290, 300);
  });

  it('asks before the back button leaves unsaved typing; staying keeps it', async () => {
    const post = await createPost('Back button');
    const page = await open('/dashboard/posts', false);
    await page.goto(`${session.app.url}/dashboard/posts/${post.id}`);
    await editorReady(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await typeInBody(page, ' before the delay');
    await page.goBack({ timeout: 3000 }).catch(() => undefined);
    expect(dialogs).to.deep.equal(['beforeunload']);
    expect(await page.evaluate(() => location.pathname)).to.equal(`/dashboard/posts/${post.id}`);
    expect(await bodyText(page)).to.equal('Body before the delay');
    await waitForStatus(page, 'Saved');
    expect((await api('GET', `/api/admin/blog/${post.id}`)).content).to.equal('<p>Body before the delay</p>');
  });
}
