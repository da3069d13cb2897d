/**
 * An open editor notices when its scheduled post goes live (docs/product/blog.md#scheduling): at the publish time
 * the status becomes Published, a toast says so, and typing afterwards saves as the live post's pending change,
 * with no conflict. Real Chromium against the production build.
 */
import { expect } from 'chai';
import { waitForStatus, waitForToast } from '../helpers/post-editor.ts';
import { app, createPost, open, postEditorPerTest, typeInBody } from '../helpers/post-editor-app.ts';

describe('An open editor when its scheduled post goes live', function () {
  this.timeout(120_000);
  postEditorPerTest();

  it('shows the post as published at its time, says so, and keeps saving without a conflict', async () => {
    const publishAt = new Date(Date.now() + 8000).toISOString();
    const post = await createPost({ title: 'Going live soon', status: 'scheduled', publishAt });
    expect(post.status).to.equal('scheduled');
    const page = await open(`/dashboard/posts/${post.id}`);
    const statusText = () => page.$eval('.post-editor-page', (element) => element.textContent ?? '');
    expect(await statusText()).to.include('Scheduled');

    await waitForToast(page, 'Your scheduled post is now live');
    expect(Date.now()).to.be.at.least(Date.parse(publishAt));
    await page.waitForFunction(() => document.querySelector('.post-editor-page')?.textContent?.includes('Published'));
    expect(((await app.db('blog_posts').where({ id: post.id }).first('status')) as { status: string }).status).to.equal('published');

    // The editor now names the published version: an edit is saved as the pending change, not refused.
    await typeInBody(page, ' and a later edit');
    await waitForStatus(page, 'Saved');
    expect(await page.$('.post-editor-notice-danger')).to.equal(null);
    const pending = (await app.db('post_pending_changes').where({ post_id: post.id }).first('content')) as { content: string } | undefined;
    expect(pending?.content).to.equal('<p>Body and a later edit</p>');
  });
});
