/**
 * Previews from the editor (docs/product/blog.md#preview): "Share preview" makes a link, copies it, shows its expiry in the site's
 * time zone, lists and revokes links; a fresh browser with no session opens the link (the draft, marked as a
 * preview, noindex) until it is revoked. And a published post's autosaved change: the signed-in writer sees it
 * at the post's real URL, marked as a preview; a visitor keeps seeing the published version.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { slugify } from '#shared/blog-rules.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { enabledButton } from '../helpers/browser.ts';
import { request } from '../helpers/http.ts';
import { adminApi, browserPage } from '../helpers/signed-in.ts';

describe('Previews from the post editor in the browser', function () {
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

  const api = (method: string, path: string, body?: unknown) => adminApi(app, cookie)(method, path, body);
  const createPost = async (fields: Record<string, unknown> & { title: string }) =>
    (await api('POST', '/api/admin/blog', { excerpt: 'An excerpt', content: '<p>Body</p>', status: 'draft', slug: slugify(fields.title), ...fields })) as {
      id: number;
      slug: string;
    };

  /** A page in a new browser context: signed in when `signedIn`, else a visitor with nothing stored. */
  async function fresh(signedIn: boolean): Promise<Page> {
    const page = await browserPage(app, signedIn ? cookie : null);
    pages.push(page);
    return page;
  }
  async function openEditor(id: number): Promise<Page> {
    const page = await fresh(true);
    await page.goto(`${app.url}/dashboard/posts/${id}`);
    await page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 });
    await page.waitForSelector('.rich-text-excerpt .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 });
    return page;
  }
  const buttonByText = enabledButton;
  const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');
  /** The link's path and query on the test server (the API answers it on the configured site URL). */
  const local = (url: string) => {
    const parsed = new URL(url);
    return `${app.url}${parsed.pathname}${parsed.search}`;
  };

  it('makes a share link, copies it, and a fresh browser opens the draft until the link is revoked', async () => {
    const post = await createPost({ title: 'Secret launch plan', content: '<p>Words nobody has read yet.</p>' });
    const editor = await openEditor(post.id);
    await editor.browserContext().overridePermissions(app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);

    await (await buttonByText(editor, 'Share preview')).click();
    const dialog = await editor.waitForSelector('dialog.share-dialog[open]');
    expect(await dialog!.evaluate((element) => document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent)).to.equal('Share a preview');
    await editor.waitForFunction(() => document.querySelector('.share-dialog')?.textContent?.includes('No preview links work now.'));

    // 14 days instead of the default 7.
    await editor.select('.share-select', '14');
    await (await buttonByText(editor, 'Create link')).click();
    const linkInput = await editor.waitForSelector('input.share-link');
    const url = await linkInput!.evaluate((input) => (input as HTMLInputElement).value);
    expect(url).to.match(/\/blog\/secret-launch-plan\?preview=[A-Za-z0-9_-]{43}$/);

    // The expiry, 14 days ahead, in the site's time zone (America/New_York unless configured).
    const expiresAt = await editor.$eval('.share-expiry time', (time) => time.getAttribute('datetime')!);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 14 * 24 * 3_600_000))).to.be.below(120_000);
    const zoned = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(new Date(expiresAt));
    expect(await textOf(editor, '.share-expiry')).to.match(new RegExp(`^Expires ${zoned.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} E[SD]T$`));

    // Copy puts it on the clipboard and says so.
    await (await buttonByText(editor, 'Copy')).click();
    await editor.waitForFunction(() => document.querySelector('.share-copied')?.textContent === 'Link copied');
    expect(await editor.evaluate(() => navigator.clipboard.readText())).to.equal(url);

    expect(await axeViolations(editor)).to.deep.equal([]);

    // The list shows the link just made.
    expect(await editor.$$eval('.share-link-item', (items) => items.map((item) => item.getAttribute('aria-current')))).to.deep.equal(['true']);

    // A browser with no session: the draft, marked as a shared preview, not indexed.
    const visitor = await fresh(false);
    const opened = await visitor.goto(local(url));
    expect(opened?.status()).to.equal(200);
    expect(opened?.headers()['x-robots-tag']).to.equal('noindex, nofollow');
    expect(opened?.headers()['cache-control']).to.equal('no-store, private');
    expect(await textOf(visitor, 'h1')).to.equal('Secret launch plan');
    expect(await textOf(visitor, '.preview-banner')).to.include('Shared preview');
    expect(await textOf(visitor, 'main')).to.include('Words nobody has read yet.');
    expect(await visitor.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content'))).to.equal('noindex, nofollow');
    // Without the link the draft is not there.
    expect((await request(`${app.url}/blog/secret-launch-plan`)).status).to.equal(404);

    // Revoke in the dialog: the link disappears from the list and stops working.
    await editor.click('.share-link-item button[aria-label^="Revoke the link made"]');
    await editor.waitForFunction(() => document.querySelector('.share-dialog')?.textContent?.includes('No preview links work now.'));
    expect(await editor.$('input.share-link')).to.equal(null);
    const again = await visitor.reload();
    expect(again?.status()).to.equal(404);
    expect(await textOf(visitor, 'h1')).to.equal('This preview link does not work');
    expect(await textOf(visitor, 'main')).not.to.include('Words nobody has read yet.');

    // Escape closes the dialog; the editor and its text are still there.
    await editor.keyboard.press('Escape');
    await editor.waitForFunction(() => !document.querySelector('dialog.share-dialog'));
    expect(await textOf(editor, '.rich-text-content')).to.include('Words nobody has read yet.');
  });

  it("shows the signed-in writer a published post's pending change at its real URL, and visitors the published one", async () => {
    const post = await createPost({ title: 'Live post', status: 'published', content: '<p>Live words</p>' });
    const editor = await openEditor(post.id);
    const blocks = await editor.$$('.rich-text-content .ce-paragraph');
    await blocks.at(-1)!.click();
    await editor.keyboard.press('End');
    await editor.keyboard.type(' and pending words');
    await editor.waitForFunction(() => document.querySelector('.post-editor-status')?.textContent?.startsWith('Saved as pending changes'), { timeout: 15_000 });

    // A visitor first, so the published page is in the render cache.
    const visitor = await fresh(false);
    await visitor.goto(`${app.url}/blog/live-post`);
    expect(await textOf(visitor, 'main'))
      .to.include('Live words')
      .and.not.include('pending words');

    // The writer, in a second tab of the signed-in browser ("View" in the editor opens this URL).
    const view = await editor.$eval('.post-editor-actions a[target="_blank"]', (link) => link.getAttribute('href'));
    expect(view).to.equal('/blog/live-post');
    const tab = await editor.browserContext().newPage();
    const shown = await tab.goto(`${app.url}/blog/live-post`);
    expect(shown?.headers()['cache-control']).to.equal('no-store, private');
    expect(await textOf(tab, '.preview-banner')).to.equal('Preview of unpublished changes: visitors see the published version until the post is updated.');
    expect(await textOf(tab, 'main')).to.include('Live words and pending words');
    expect(await tab.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content'))).to.equal('noindex, nofollow');

    await tab.close();
    // The visitor, again: still the published version, no banner, indexable.
    await visitor.reload();
    expect(await textOf(visitor, 'main'))
      .to.include('Live words')
      .and.not.include('pending words');
    expect(await visitor.$('.preview-banner')).to.equal(null);
    expect(await visitor.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')).catch(() => '')).not.to.include('noindex');

    // A share link of the published post shows the pending change too.
    // The editor's tab in front again (a background tab's clicks and timers are held back).
    await editor.bringToFront();
    await (await buttonByText(editor, 'Share preview')).click();
    await (await buttonByText(editor, 'Create link')).click();
    const url = await (await editor.waitForSelector('input.share-link'))!.evaluate((input) => (input as HTMLInputElement).value);
    await visitor.goto(local(url));
    expect(await textOf(visitor, '.preview-banner')).to.include('Shared preview of unpublished changes');
    expect(await textOf(visitor, 'main')).to.include('Live words and pending words');
  });
});
