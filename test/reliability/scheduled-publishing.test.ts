/**
 * A scheduled post goes live exactly once with two server processes on one
 * database (docs/product/blog.md#scheduling): both are asked for the blog, the
 * feed and the API at the moment the posts are due, and each post is flipped,
 * and audited, by one of them only. No timer or cron runs anywhere.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { publishPost, signIn } from './traffic.ts';

const https = { 'x-forwarded-proto': 'https' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`Scheduled posts with two server processes (${testDatabaseKind})`, function () {
  this.timeout(90_000);
  let a: ServerProcess;
  let b: ServerProcess;

  before(async () => {
    const database = await freshDatabaseEnv();
    a = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
    b = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
  });
  after(() => Promise.all([a?.stop(), b?.stop()]));

  it('publishes each due post exactly once, with one audit entry, and both processes show it', async () => {
    const cookie = await signIn(a.url);
    const run = randomBytes(4).toString('hex');
    const at = new Date(Date.now() + 8000);
    const slugs = Array.from({ length: 5 }, (_, index) => `due-${run}-${index}`);
    const ids: number[] = [];
    for (const slug of slugs) {
      const post = await publishPost(a.url, cookie, {
        title: `Due ${slug}`,
        slug,
        excerpt: 'At its time',
        content: '<p>Now.</p>',
        status: 'scheduled',
        publishAt: at.toISOString(),
      });
      ids.push(post.id);
    }
    // Both processes render (and cache) the blog without them.
    for (const server of [a, b]) expect(await (await fetch(`${server.url}/blog`, { headers: https })).text()).not.to.include(`due-${run}`);

    await sleep(Math.max(0, at.getTime() - Date.now()) + 50);
    // Visitors hit both processes at once.
    const paths = ['/blog', '/blog/rss.xml', '/api/blog', `/blog/${slugs[0]}`, '/sitemap.xml'];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        [a, b].flatMap((server) => paths.map((path) => fetch(server.url + path, { headers: https }).then((response) => response.status))),
      ).flat(),
    );
    expect(answers.every((status) => status === 200)).to.equal(true);

    for (const server of [a, b]) {
      const blog = await (await fetch(`${server.url}/blog`, { headers: https })).text();
      for (const slug of slugs) expect(blog).to.include(`/blog/${slug}`);
    }
    const audit = await fetch(`${a.url}/api/admin/audit?action=post.publish`, { headers: { ...https, cookie } });
    const { items } = (await audit.json()) as { items: { target: string; details: { scheduled?: boolean } }[] };
    const scheduled = items.filter((entry) => entry.details.scheduled === true).map((entry) => entry.target);
    expect(scheduled.sort()).to.deep.equal(ids.map((id) => `post:${id}`).sort());
  });
});
