/**
 * The site health report (docs/product/redirects.md#site-health): worked out by the background job,
 * read by GET /api/admin/site-health; each item says where to fix it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import pino from 'pino';
import { siteHealthJob } from '#server/site-health/site-health-job.server.ts';
import { createPost, findPostById, updatePost } from '#database/posts.server.ts';
import type { SiteHealthItem } from '#shared/site-health.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

describe(`Site health (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    cookie = await signIn(app);
  });
  after(() => app.close());

  const report = async () => {
    const response = await request(`${app.url}/api/admin/site-health`, { headers: { cookie } });
    expect(response.status, response.text).to.equal(200);
    return response.body as { checkedAt: string | null; items: SiteHealthItem[] };
  };
  const itemsFor = async (url: string) => (await report()).items.filter((item) => item.url === url);

  it('answers an empty report before the first check, and works nothing out on the request', async () => {
    expect(await report()).to.deep.equal({ checkedAt: null, items: [] });
  });

  it('lists a post that links to a missing page, and stops listing it once the link is fixed', async () => {
    const post = await createPost(
      app.db,
      {
        title: 'Links out',
        slug: 'links-out',
        excerpt: 'About links.',
        content: '<p><a href="/no-such-page">Read</a> and <a href="/solutions">more</a>.</p>',
        status: 'published',
        tags: ['Billing'],
      },
      null,
    );
    await app.site.siteHealth.run();
    const first = await report();
    expect(first.checkedAt).to.be.a('string');
    expect(await itemsFor('/blog/links-out')).to.deep.equal([
      { kind: 'broken-link', url: '/blog/links-out', detail: 'Links to /no-such-page, which answers 404 (not found).', editUrl: `/dashboard/posts/${post.id}` },
    ]);
    const saved = (await findPostById(app.db, post.id))!;
    await updatePost(app.db, post.id, { ...saved, content: '<p><a href="/services/denial-management">Read</a> and <a href="/solutions">more</a>.</p>' });
    await app.site.siteHealth.run();
    expect(await itemsFor('/blog/links-out')).to.deep.equal([]);
  });

  it('lists links that redirect, images without alt text, no description, no tags and a duplicate title', async () => {
    const rule = await request(`${app.url}/api/admin/redirects`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/old-home', to: '/', status: 301 }),
    });
    expect(rule.status).to.equal(201);
    const post = await createPost(
      app.db,
      {
        title: 'Solutions',
        slug: 'untidy',
        excerpt: '',
        content: '<p><a href="/old-home">Home</a><img src="/media/x.png" alt=""></p>',
        status: 'published',
        metaTitle: 'Links out',
      },
      null,
    );
    await app.site.siteHealth.run();
    const kinds = (await itemsFor('/blog/untidy')).map((item) => item.kind).sort();
    expect(kinds).to.deep.equal(['duplicate-title', 'missing-alt', 'missing-description', 'no-tags', 'redirected-link']);
    for (const item of await itemsFor('/blog/untidy')) expect(item.editUrl).to.equal(`/dashboard/posts/${post.id}`);
    const duplicate = (await itemsFor('/blog/links-out')).find((item) => item.kind === 'duplicate-title');
    expect(duplicate?.detail).to.include('/blog/untidy');
  });

  it('lists a scheduled post whose time has passed (the scheduler is stuck)', async () => {
    const post = await createPost(
      app.db,
      { title: 'Stuck', slug: 'stuck', excerpt: 'x', content: '<p>x</p>', status: 'scheduled', publishAt: '2099-01-01T00:00:00.000Z', tags: ['A'] },
      null,
    );
    // Written behind the scheduler's back, as a stuck one would leave it.
    await app
      .db('blog_posts')
      .where({ id: post.id })
      .update({ publish_at: new Date(Date.now() - 60 * 60_000).toISOString() });
    await app.site.siteHealth.run();
    expect((await itemsFor('/blog/stuck')).map((item) => [item.kind, item.editUrl])).to.deep.equal([['stuck-schedule', `/dashboard/posts/${post.id}`]]);
  });

  it('checks again by itself after a content change, when its timers run (as in the server)', async () => {
    const job = siteHealthJob({ db: app.db, logger: pino({ level: 'silent' }), siteUrl: app.config.siteUrl, pollMs: 20, intervalMs: 60 * 60_000 });
    job.start();
    try {
      await createPost(
        app.db,
        { title: 'Later', slug: 'later-post', excerpt: 'x', content: '<p><a href="/later-missing">x</a></p>', status: 'published', tags: ['A'] },
        null,
      );
      // Waits for the report to change (mocha's timeout fails the test if it never does).
      while ((await itemsFor('/blog/later-post')).length === 0) await sleep(20);
      expect((await itemsFor('/blog/later-post')).map((item) => item.kind)).to.deep.equal(['broken-link']);
    } finally {
      job.stop();
    }
  });
});
