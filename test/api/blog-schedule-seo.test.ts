import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { parsePage } from '../helpers/html.ts';
import { request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`Scheduled publishing and per-post SEO (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp({ SITE_URL: 'https://rcm.example' });
    cookie = await signIn(app);
  });
  beforeEach(async () => {
    await app.db('blog_posts').delete();
    await app.db('audit_log').delete();
  });
  after(() => app.close());

  const get = (path: string) => request(`${app.url}${path}`);
  const schedule = (slug: string, publishAt: string) =>
    request(`${app.url}/api/admin/blog`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Scheduled ${slug}`, slug, excerpt: 'Soon', content: '<p>Soon.</p>', status: 'scheduled', publishAt }),
    });

  describe('a scheduled post', () => {
    it('is invisible before its time and, from its time, on its page, /blog, the feed, the sitemap and the API, with one audit entry', async () => {
      await seedPost(app.db, { title: 'Already out', slug: 'already-out' });
      const at = new Date(Date.now() + 6000);
      const created = await schedule('goes-live', at.toISOString());
      expect(created.status).to.equal(201);
      // Before: rendered (and cached) without it.
      expect((await get('/blog')).text).not.to.include('Scheduled goes-live');
      expect((await get('/blog/goes-live')).status).to.equal(404);
      expect((await get('/blog/rss.xml')).text).not.to.include('goes-live');
      expect((await get('/sitemap.xml')).text).not.to.include('/blog/goes-live');
      expect((await get('/api/blog')).body).to.have.length(1);
      expect((await get('/api/blog/goes-live')).status).to.equal(404);

      await sleep(Math.max(0, at.getTime() - Date.now()) + 200);
      // After: the first reader publishes it; every view shows it.
      expect((await get('/blog')).text).to.include('Scheduled goes-live');
      expect((await get('/blog/goes-live')).status).to.equal(200);
      expect((await get('/blog/rss.xml')).text).to.include('https://rcm.example/blog/goes-live');
      expect((await get('/sitemap.xml')).text).to.include('https://rcm.example/blog/goes-live');
      const list = (await get('/api/blog')).body as { slug: string; status: string; publishAt: string }[];
      expect(list.map((post) => post.slug)).to.deep.equal(['goes-live', 'already-out']);
      expect(list[0]).to.include({ status: 'published', publishAt: at.toISOString() });

      const entries = await app.db('audit_log').where({ action: 'post.publish' }).select('target', 'actor', 'details');
      expect(entries).to.deep.equal([{ target: `post:${created.body.id}`, actor: null, details: JSON.stringify({ slug: 'goes-live', scheduled: true }) }]);
    });

    it('goes live on an API read alone, without any page request', async () => {
      const at = new Date(Date.now() + 1200);
      await schedule('api-only', at.toISOString());
      await sleep(1500);
      expect((await get('/api/blog/api-only')).status).to.equal(200);
    });

    it('waits when rescheduled later, and publishes at the new time', async () => {
      const created = (await schedule('moved', new Date(Date.now() + 1000).toISOString())).body;
      const later = new Date(Date.now() + 60_000).toISOString();
      const moved = await request(`${app.url}/api/admin/blog/${created.id}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Moved', slug: 'moved', excerpt: 'Soon', content: '<p>Soon.</p>', status: 'scheduled', publishAt: later }),
      });
      expect(moved.body).to.include({ status: 'scheduled', publishAt: later });
      await sleep(1300);
      expect((await get('/blog/moved')).status).to.equal(404);
      expect((await get('/api/blog')).body).to.deep.equal([]);
    });
  });

  describe('per-post SEO on the public page', () => {
    it('defaults to the title and the plain-text excerpt, indexable, canonical at its own URL', async () => {
      await seedPost(app.db, { title: 'Denials 101', slug: 'denials-101', excerpt: '<strong>Why</strong> claims fail' });
      const page = parsePage((await get('/blog/denials-101')).text);
      expect(
        page.find((element) => element.name === 'title').map((title) => title.children.map((child) => ('data' in child ? child.data : '')).join(''))[0],
      ).to.match(/^Denials 101 \| /);
      expect(page.meta('description')).to.equal('Why claims fail');
      expect(page.meta('robots')).to.equal('index, follow');
      expect(page.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')[0]?.attribs.href).to.equal(
        'https://rcm.example/blog/denials-101',
      );
      expect((await get('/sitemap.xml')).text).to.include('https://rcm.example/blog/denials-101');
    });

    it('uses the meta title, meta description and canonical override, and noindex keeps it out of the sitemap', async () => {
      await seedPost(app.db, {
        title: 'Denials 101',
        slug: 'denials-101',
        metaTitle: 'Stop <denials> now',
        metaDescription: 'Five "checks" before a claim goes out.',
        canonicalUrl: 'https://example.org/original-post',
        noindex: true,
      });
      const { text } = await get('/blog/denials-101');
      const page = parsePage(text);
      expect(text).to.include('<title>Stop &lt;denials&gt; now</title>');
      expect(page.meta('og:title')).to.equal('Stop <denials> now');
      expect(page.meta('description')).to.equal('Five "checks" before a claim goes out.');
      expect(page.meta('robots')).to.equal('noindex, nofollow');
      expect(page.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')[0]?.attribs.href).to.equal(
        'https://example.org/original-post',
      );
      expect(page.meta('og:url')).to.equal('https://example.org/original-post');
      expect((await get('/sitemap.xml')).text).not.to.include('/blog/denials-101');
      // Still listed for visitors.
      expect((await get('/blog')).text).to.include('/blog/denials-101');
    });
  });
});
