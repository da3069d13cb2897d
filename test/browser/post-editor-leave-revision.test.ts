/**
 * Leaving the editor keeps a revision (docs/product/blog.md#revisions-while-writing, decision 108): an author
 * writes a draft, goes back to the posts, comes back and writes on, then closes the tab; each sitting is a revision
 * of its own, though all of it is minutes apart (autosaves alone would have folded it into one).
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { editorIdle, editorReady, waitForStatus } from '../helpers/post-editor.ts';

describe('Leaving the post editor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page | undefined;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    if (page && !page.isClosed()) await page.close();
    await app.close();
  });

  /** The post's revisions, oldest first: their content and whether an autosave may still change them. */
  const revisionsOf = async (postId: number) =>
    ((await app.db('post_revisions').where({ post_id: postId }).orderBy('id').select('content', 'edited_at')) as { content: string; edited_at: unknown }[]).map(
      (row) => ({ content: row.content, kept: row.edited_at === null }),
    );
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('keeps the revision of each sitting, whether the writer follows a link or closes the tab', async () => {
    const { cookie } = await signInAs(app, 'author');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/posts/new`);
    await editorReady(page);
    await editorIdle(page);
    await page.keyboard.type('Two sittings');
    await page.keyboard.press('Enter');
    await editorIdle(page);
    await page.keyboard.type('Written in the first sitting.');
    await waitForStatus(page, 'Saved', 30_000);
    const id = Number(/\/dashboard\/posts\/(\d+)/.exec(page.url())![1]);
    expect(await revisionsOf(id)).to.deep.equal([{ content: '<p>Written in the first sitting.</p>', kept: false }]);

    // Back to the posts by the editor's own link.
    await Promise.all([page.waitForNavigation(), page.click('.post-editor-back')]);
    await waitFor(async () => (await revisionsOf(id))[0]!.kept);
    expect(await revisionsOf(id)).to.deep.equal([{ content: '<p>Written in the first sitting.</p>', kept: true }]);

    // The second sitting starts a revision of its own; closing the tab keeps it.
    await page.goto(`${app.url}/dashboard/posts/${id}`);
    await editorReady(page);
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    await page.keyboard.type(' And more in the second.');
    await waitForStatus(page, 'Saved', 30_000);
    await page.close({ runBeforeUnload: true });
    page = undefined;
    const second = { content: '<p>Written in the first sitting. And more in the second.</p>', kept: true };
    await waitFor(async () => (await revisionsOf(id))[1]?.kept === true);
    expect(await revisionsOf(id)).to.deep.equal([{ content: '<p>Written in the first sitting.</p>', kept: true }, second]);
  });
});
