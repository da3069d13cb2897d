/**
 * The full-page post editor (decision 030): autosave, the new draft's own URL, conflicts between tabs, the leave
 * guard, offline saves, field errors, revisions, duplicates, toasts over dialogs and unknown ids.
 * Publishing: post-editor-publishing.test.ts; Editor.js habits and pop-ups: post-editor-blocks.test.ts.
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import { request } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { buttonByText, editorIdle, editorReady, waitForStatus, waitForToast } from '../helpers/post-editor.ts';
import { api, app, bodyText, cookie, createPost, open, pages, postById, postEditorPerTest, typeInBody } from '../helpers/post-editor-app.ts';

describe('The full-page post editor', function () {
  this.timeout(120_000);
  postEditorPerTest();

  describe('saving and leaving', savingTests);
  describe('field errors, revisions, duplicates, toasts and unknown ids', pageTests);
});

function savingTests() {
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
}

function pageTests() {
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
}
