import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { parsePage } from '../helpers/html.ts';
import { callJson, request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';

let app: TestApp;
let cookie: string;
/** Each group gets its own app and admin session; every test starts with no posts and no tags. */
function startBlogApp() {
  before(async () => {
    app = await startTestApp({ SITE_URL: 'https://rcm.example' });
    cookie = await signIn(app);
  });
  beforeEach(async () => {
    await app.db('blog_posts').delete();
    await app.db('tags').delete();
  });
  after(() => app.close());
}

const get = (path: string) => request(`${app.url}${path}`);
const write = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
  callJson(`${app.url}${path}`, method, cookie, { title: 'A post', excerpt: 'About it', content: '<p>Text.</p>', ...body });

describe(`Tag pages and old slugs (${testDatabaseKind}): GET /blog/tag/{slug}`, () => {
  startBlogApp();
  it('lists the tag’s published posts, 12 a page, newest first, with the tags on each card', async () => {
    for (let index = 1; index <= 13; index += 1) await seedPost(app.db, { title: `Coding ${index}`, tags: ['Coding', 'Billing'] });
    await seedPost(app.db, { title: 'Untagged' });
    await seedPost(app.db, { title: 'Draft coding', published: false, tags: ['Coding'] });
    const first = await get('/blog/tag/coding');
    expect(first.status).to.equal(200);
    const page = parsePage(first.text);
    expect(page.find((element) => element.attribs.class === 'card post-card')).to.have.length(12);
    expect(page.mainText).to.include('Posts tagged “Coding”');
    expect(page.mainText).to.include('Coding 13');
    expect(page.mainText).not.to.include('Untagged');
    expect(page.mainText).not.to.include('Draft coding');
    expect(page.find((element) => element.name === 'a' && element.attribs.href === '/blog/tag/billing').length).to.be.greaterThan(0);
    expect(page.find((element) => element.attribs.rel === 'next').map((a) => a.attribs.href)).to.deep.equal(['/blog/tag/coding?page=2']);
    const second = parsePage((await get('/blog/tag/coding?page=2')).text);
    expect(second.find((element) => element.attribs.class === 'card post-card')).to.have.length(1);
    expect(second.mainText).to.include('Coding 1');
    expect(second.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')[0]?.attribs.href).to.equal(
      'https://rcm.example/blog/tag/coding?page=2',
    );
    expect((await get('/blog/tag/coding?page=3')).status).to.equal(404);
    expect((await get('/blog/tag/coding?page=0')).status).to.equal(404);
  });

  it('answers 404 for an unknown tag and for a tag with only drafts', async () => {
    await seedPost(app.db, { published: false, tags: ['Hidden'] });
    expect((await get('/blog/tag/nothing-here')).status).to.equal(404);
    expect((await get('/blog/tag/hidden')).status).to.equal(404);
    expect((await get('/blog/tag/hidden/rss.xml')).status).to.equal(404);
    expect((await get('/blog/tag/%3Cb%3E/rss.xml')).status).to.equal(404);
  });

  it('shows a tag made of markup as text on the post, its card, the tag page and the feeds', async () => {
    const name = '<img src=x onerror=alert(1)>"&';
    await seedPost(app.db, { title: 'Markup tag', slug: 'markup-tag', tags: [name] });
    const slug = 'img-src-x-onerror-alert-1';
    for (const path of ['/blog', '/blog/markup-tag', `/blog/tag/${slug}`]) {
      const { status, text } = await get(path);
      expect(status, path).to.equal(200);
      expect(text, path).not.to.include('<img src=x');
      expect(text, path).to.include('&lt;img src=x onerror=alert(1)&gt;');
    }
    const feed = await get(`/blog/tag/${slug}/rss.xml`);
    expect(feed.status).to.equal(200);
    expect(feed.headers.get('content-type')).to.include('application/rss+xml');
    expect(feed.text).to.include('<title>&lt;img src=x onerror=alert(1)&gt;&quot;&amp; | ');
    expect(feed.text).to.include('<link>https://rcm.example/blog/markup-tag</link>');
  });

  it('has a feed and a sitemap entry per tag with published posts', async () => {
    await seedPost(app.db, { title: 'In feed', slug: 'in-feed', tags: ['Denials'] });
    await seedPost(app.db, { title: 'Other', slug: 'other', tags: ['Coding'] });
    const feed = (await get('/blog/tag/denials/rss.xml')).text;
    expect(feed).to.include('https://rcm.example/blog/in-feed');
    expect(feed).not.to.include('https://rcm.example/blog/other');
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).to.include('<loc>https://rcm.example/blog/tag/denials</loc>');
    expect(sitemap).to.include('<loc>https://rcm.example/blog/tag/coding</loc>');
  });
});

describe(`Tag pages and old slugs (${testDatabaseKind}): GET /api/blog?tag=`, () => {
  startBlogApp();
  it('lists one tag’s published posts, and none for an unknown tag', async () => {
    await seedPost(app.db, { title: 'Tagged', tags: ['Coding'] });
    await seedPost(app.db, { title: 'Not tagged' });
    const tagged = await get('/api/blog?tag=coding');
    expect(tagged.body.map((post: { title: string }) => post.title)).to.deep.equal(['Tagged']);
    expect(tagged.body[0].tags).to.deep.equal(['Coding']);
    expect(tagged.headers.get('x-total-count')).to.equal('1');
    expect(tagged.headers.get('link')).to.include('&tag=coding>');
    expect((await get('/api/blog?tag=unknown')).body).to.deep.equal([]);
  });

  it('rejects a malformed tag with 400', async () => {
    for (const query of ['tag=%3Cscript%3E', 'tag=Coding', `tag=${'a'.repeat(61)}`, 'tag=a&tag=b']) {
      const response = await get(`/api/blog?${query}`);
      expect(response.status, query).to.equal(400);
      expect(response.body.message).to.be.a('string');
    }
  });
});

describe(`Tag pages and old slugs (${testDatabaseKind}): slug changes`, () => {
  startBlogApp();
  it('answers 301 from every old slug of a published post to the current one, on pages and the API', async () => {
    const post = (await write('POST', '/api/admin/blog', { slug: 'first-name', status: 'published' })).body;
    expect((await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'second-name', status: 'published' })).status).to.equal(200);
    expect((await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'third-name', status: 'published' })).status).to.equal(200);
    for (const old of ['first-name', 'second-name']) {
      const page = await get(`/blog/${old}`);
      expect(page.status, old).to.equal(301);
      expect(page.headers.get('location'), old).to.equal('/blog/third-name');
      const api = await get(`/api/blog/${old}`);
      expect(api.status, old).to.equal(301);
      expect(api.headers.get('location'), old).to.equal('/api/blog/third-name');
    }
    expect((await get('/blog/third-name')).status).to.equal(200);
    expect((await get('/blog/never-was')).status).to.equal(404);
  });

  it('refuses a new post, or another post, the slug that redirects elsewhere (409)', async () => {
    const post = (await write('POST', '/api/admin/blog', { slug: 'old-slug', status: 'published' })).body;
    await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'new-slug', status: 'published' });
    const taken = await write('POST', '/api/admin/blog', { slug: 'old-slug' });
    expect(taken.status).to.equal(409);
    expect(taken.body.errors).to.deep.equal([{ field: 'slug', message: taken.body.message }]);
    const other = (await write('POST', '/api/admin/blog', { slug: 'other' })).body;
    expect((await write('PUT', `/api/admin/blog/${other.id}`, { slug: 'old-slug' })).status).to.equal(409);
    expect((await get('/blog/old-slug')).headers.get('location')).to.equal('/blog/new-slug');
  });

  it('lets the post take an old slug back, which then redirects no more', async () => {
    const post = (await write('POST', '/api/admin/blog', { slug: 'back', status: 'published' })).body;
    await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'away', status: 'published' });
    const back = await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'back', status: 'published' });
    expect(back.status).to.equal(200);
    expect((await get('/blog/back')).status).to.equal(200);
    expect((await get('/blog/away')).headers.get('location')).to.equal('/blog/back');
  });

  it('keeps no redirect for a draft’s rename, and frees old slugs when the post is deleted', async () => {
    const draft = (await write('POST', '/api/admin/blog', { slug: 'draft-one' })).body;
    await write('PUT', `/api/admin/blog/${draft.id}`, { slug: 'draft-two' });
    expect((await write('POST', '/api/admin/blog', { slug: 'draft-one' })).status).to.equal(201);
    const post = (await write('POST', '/api/admin/blog', { slug: 'gone-old', status: 'published' })).body;
    await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'gone-new', status: 'published' });
    await request(`${app.url}/api/admin/blog/${post.id}`, { method: 'DELETE', headers: { cookie } });
    expect((await get('/blog/gone-old')).status).to.equal(404);
    expect((await write('POST', '/api/admin/blog', { slug: 'gone-old' })).status).to.equal(201);
  });

  it('does not redirect to a post that was unpublished', async () => {
    const post = (await write('POST', '/api/admin/blog', { slug: 'was-public', status: 'published' })).body;
    await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'now-public', status: 'published' });
    await write('PUT', `/api/admin/blog/${post.id}`, { slug: 'now-public', status: 'draft' });
    expect((await get('/blog/was-public')).status).to.equal(404);
    expect((await get('/api/blog/was-public')).status).to.equal(404);
  });
});
