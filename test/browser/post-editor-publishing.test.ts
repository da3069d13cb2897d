/**
 * The full-page post editor (decision 030), publishing: a double press publishes once, a post scheduled in the editor
 * goes live at its time with no request from the admin, a published post's autosave stays off the public page.
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import { toZonedInput } from '#shared/zoned-time.ts';
import { request } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { buttonByText, editorReady, waitForStatus, waitForToast } from '../helpers/post-editor.ts';
import { api, app, bodyText, createPost, open, pages, postById, postEditorPerTest, typeInBody } from '../helpers/post-editor-app.ts';

describe('The full-page post editor, publishing', function () {
  this.timeout(120_000);
  postEditorPerTest();

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
    expect(await page.$eval('.post-editor-state', (element) => element.textContent)).to.equal('Post status: Published, unpublished changes');
    await (await buttonByText(page, 'Update')).click();
    await waitForToast(page, 'Post updated');
    await page.waitForFunction(() => document.querySelector('.post-editor-state')?.textContent === 'Post status: Published');
    expect((await request(`${app.url}/blog/live-post`)).text).to.include('Live words and pending words');
    expect(((await api('GET', `/api/admin/blog/${post.id}/pending`)).body as { pending: unknown }).pending).to.equal(null);
  });
});
