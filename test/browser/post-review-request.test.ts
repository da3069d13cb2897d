/**
 * A writer's path to review in Chromium (docs/product/blog.md#status): an author's editor has no publish date
 * they cannot use and offers Submit for review; once submitted the editor says "In review", and an editor sees
 * the post waiting on the dashboard, linked to its editor.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { adminApi, browserPage } from '../helpers/signed-in.ts';

describe('Submit for review from the post editor', function () {
  this.timeout(90_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('lets an author submit a draft from the editor, and shows it waiting to an editor', async () => {
    const author = await signInAs(app, 'author', 'will.writer');
    const post = await adminApi(app, author.cookie)<{ id: number; reviewRequestedAt: string | null }>('POST', '/api/admin/blog', {
      title: 'Prior authorization in 2027',
      excerpt: 'What changes.',
      content: '<p>Payers move to electronic prior authorization.</p>',
      status: 'draft',
      tags: [],
    });
    const page = await browserPage(app, author.cookie, { width: 1280, height: 900 });
    try {
      await page.goto(`${app.url}/dashboard/posts/${post.id}`);
      const submit = await page.waitForSelector('.post-editor-actions ::-p-text(Submit for review)');
      expect(await page.$('input[name="publishAt"]')).to.equal(null);
      expect(await page.$('.post-editor-actions ::-p-text(Publish)')).to.equal(null);
      // The post's state in the bar, at every width.
      expect(await page.$eval('.post-editor-bar .post-editor-state', (state) => state.textContent)).to.equal('Post status: Draft');
      await submit!.click();
      await page.waitForSelector('.post-editor-actions .post-review-waiting');
      expect(await page.$eval('.post-editor-actions .post-review-waiting', (badge) => badge.textContent)).to.match(/^In review/);
      expect(await page.$('.post-editor-actions ::-p-text(Submit for review)')).to.equal(null);
      // Said once: the actions' badge, with what it means, stands for the state.
      expect(await page.$('.post-editor-bar .post-editor-state')).to.equal(null);
    } finally {
      await page.close();
    }
    const stored = await adminApi(app, author.cookie)<{ reviewRequestedAt: string | null }>('GET', `/api/admin/blog/${post.id}`);
    expect(stored.reviewRequestedAt).to.be.a('string');

    const editor = await signInAs(app, 'editor', 'ed.itor');
    const dashboard = await browserPage(app, editor.cookie, { width: 375, height: 800 });
    try {
      await dashboard.goto(`${app.url}/dashboard`);
      const link = await dashboard.waitForSelector('.dashboard-review-queue a');
      expect(await link!.evaluate((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        'Prior authorization in 2027',
        `/dashboard/posts/${post.id}`,
      ]);
      expect(await dashboard.$eval('#dashboard-review-heading', (heading) => heading.textContent)).to.equal('Waiting for review (1)');
    } finally {
      await dashboard.close();
    }
    // The owner sees it waiting too.
    const owner = await browserPage(app, await signIn(app), { width: 1280, height: 900 });
    try {
      await owner.goto(`${app.url}/dashboard`);
      await owner.waitForSelector('.dashboard-review-queue li');
    } finally {
      await owner.close();
    }
  });
});
