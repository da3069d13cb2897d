import { expect } from 'chai';
import { HtmlValidate } from 'html-validate';
import { updatePost } from '#database/posts.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { parsePage, textOf, type ParsedPage } from '../helpers/html.ts';
import { request } from '../helpers/http.ts';
import { postFields, seedPost } from '../helpers/posts.ts';

/** The page loads the nav-only client entry of pages/(site)/+client.ts and nothing else. */
function expectOnlyNavScript(page: ParsedPage): void {
  const sources = page.find((element) => element.name === 'script' && Boolean(element.attribs.src)).map((script) => script.attribs.src);
  expect(sources).to.have.length(1);
  expect(sources[0]).to.match(/^\/assets\/entries\/pages_-site-_client\.[\w-]+\.js$/);
}

let app: TestApp;
/** A fresh app, with an empty database, for every test. */
function startBlogApp() {
  beforeEach(async () => {
    app = await startTestApp({ SITE_URL: 'https://rcm.example' });
  });
  afterEach(() => app.close());
}

const page = async (path: string) => {
  const response = await request(`${app.url}${path}`);
  return { ...response, page: parsePage(response.text) };
};

describe(`Blog pages and feed (${testDatabaseKind}): GET /blog`, () => {
  startBlogApp();
  it('shows the empty state when no post is published', async () => {
    await seedPost(app.db, { published: false, title: 'Unseen draft' });
    const { status, page: blog } = await page('/blog');
    expect(status).to.equal(200);
    expect(blog.mainText).to.include('No blog posts yet');
    expect(blog.mainText).to.include('Check back soon for new content!');
    expect(blog.mainText).not.to.include('Unseen draft');
  });

  it('shows a card per published post with title, sanitized excerpt, read time and Read More', async () => {
    await seedPost(app.db, {
      title: 'Denials <b>101</b>',
      slug: 'denials-101',
      excerpt: '<em>Why</em> claims fail<img src=x onerror=alert(1)>',
      content: `<p>${'x'.repeat(2100)}</p>`,
    });
    const { text, page: blog } = await page('/blog');
    expect(blog.mainText).to.include('Denials <b>101</b>');
    expect(blog.mainText).to.include('3 min read');
    expect(text).to.include('<div class="post-excerpt"><em>Why</em> claims fail</div>');
    expect(text).not.to.include('onerror');
    const links = blog.find((element) => element.name === 'a' && element.attribs.href === '/blog/denials-101');
    expect(links.map((link) => link.attribs.class)).to.include('read-more');
  });

  it('pages 12 cards at a time with rel prev and next links', async () => {
    for (let index = 1; index <= 13; index += 1) await seedPost(app.db, { title: `Card ${index}` });
    const first = await page('/blog');
    expect(first.page.find((element) => element.attribs.class === 'card post-card')).to.have.length(12);
    expect(first.page.find((element) => element.attribs.rel === 'next').map((a) => a.attribs.href)).to.deep.equal(['/blog?page=2']);
    const second = await page('/blog?page=2');
    expect(second.status).to.equal(200);
    expect(second.page.mainText).to.include('Card 1');
    expect(second.page.find((element) => element.attribs.rel === 'prev').map((a) => a.attribs.href)).to.deep.equal(['/blog']);
    expect(second.text).to.include('<link rel="canonical" href="https://rcm.example/blog?page=2">');
  });

  it('answers 404 for a page past the end or a page that is not a number', async () => {
    await seedPost(app.db);
    for (const query of ['?page=2', '?page=0', '?page=abc']) expect((await page(`/blog${query}`)).status, query).to.equal(404);
  });

  it('ships only the navigation island script', async () => {
    await seedPost(app.db);
    expectOnlyNavScript((await page('/blog')).page);
  });
});

describe(`Blog pages and feed (${testDatabaseKind}): GET /blog/:slug`, () => {
  startBlogApp();
  it('shows the title, read time, excerpt, content and two Back to Blog links', async () => {
    await seedPost(app.db, {
      title: 'Clean claims',
      slug: 'clean-claims',
      excerpt: '<strong>Fewer</strong> denials &amp; faster pay',
      content: '<h2>Step one</h2><p>Verify <span class="text-red">eligibility</span>.</p><pre><code>&lt;script&gt;</code></pre>',
    });
    const { status, text, page: post } = await page('/blog/clean-claims');
    expect(status).to.equal(200);
    expect(textOf(post.find((element) => element.name === 'h1'))).to.equal('Clean claims');
    expect(post.mainText).to.include('Clean claims');
    expect(post.mainText).to.include('1 min read');
    expect(text).to.include('<strong>Fewer</strong> denials &amp; faster pay');
    expect(text).to.include('<h2>Step one</h2><p>Verify <span class="text-red">eligibility</span>.</p><pre><code>&lt;script&gt;</code></pre>');
    expect(post.find((element) => element.name === 'a' && element.attribs.href === '/blog')).to.have.length.at.least(2);
  });

  it('describes the post for search engines and social cards', async () => {
    const created = await seedPost(app.db, { title: 'Clean claims', slug: 'clean-claims', excerpt: '<strong>Fewer</strong> denials &amp; faster pay' });
    const { page: post } = await page('/blog/clean-claims');
    expect(textOf(post.find((element) => element.name === 'title'))).to.match(/^Clean claims \| /);
    expect(post.meta('description')).to.equal('Fewer denials & faster pay');
    expect(post.meta('og:type')).to.equal('article');
    expect(post.meta('article:published_time')).to.equal(created.createdAt);
    expect(post.meta('article:modified_time')).to.equal(created.updatedAt);
    expect(post.find((element) => element.name === 'link' && element.attribs.rel === 'canonical')[0]?.attribs.href).to.equal(
      'https://rcm.example/blog/clean-claims',
    );
    const jsonLd = post.find((element) => element.name === 'script' && element.attribs.type === 'application/ld+json');
    const data = JSON.parse(textOf(jsonLd));
    expect(data).to.include({ '@type': 'BlogPosting', headline: 'Clean claims', datePublished: created.createdAt, dateModified: created.updatedAt });
  });

  it('ends with a call to action and up to three other posts, newest first, drafts left out', async () => {
    for (const [index, slug] of ['oldest', 'older', 'newer', 'newest'].entries()) {
      const post = await seedPost(app.db, { slug, title: `Title ${slug}` });
      const at = new Date(Date.UTC(2026, 0, index + 1)).toISOString();
      await app.db('blog_posts').where({ id: post.id }).update({ created_at: at, publish_at: at });
    }
    await seedPost(app.db, { slug: 'a-draft', published: false });
    const { text } = await page('/blog/older');
    const related = text.slice(text.indexOf('id="related-posts-heading"'), text.indexOf('id="post-next-step-heading"'));
    expect([...related.matchAll(/href="\/blog\/([^"]+)"/g)].map((match) => match[1])).to.deep.equal(['newest', 'newer', 'oldest']);
    expect(text).to.include('Questions About Your Own Revenue Cycle?');
    expect(text).to.match(/<section class="section cta-band" aria-labelledby="post-next-step-heading">/);
  });

  it('puts the posts that share the most tags with it first', async () => {
    await seedPost(app.db, { slug: 'reading', title: 'Reading', tags: ['Denials', 'Coding'] });
    await seedPost(app.db, { slug: 'one-tag', title: 'One tag', tags: ['Coding'] });
    await seedPost(app.db, { slug: 'two-tags', title: 'Two tags', tags: ['Denials', 'Coding'] });
    await seedPost(app.db, { slug: 'no-tag-newest', title: 'No tag' });
    await seedPost(app.db, { slug: 'no-tag-newer', title: 'No tag either' });
    const { text } = await page('/blog/reading');
    const related = text.slice(text.indexOf('id="related-posts-heading"'), text.indexOf('id="post-next-step-heading"'));
    expect([...related.matchAll(/href="\/blog\/([^"]+)"/g)].map((match) => match[1])).to.deep.equal(['two-tags', 'one-tag', 'no-tag-newer']);
  });

  it('lists no other posts, and no heading for them, when the post is the only one', async () => {
    await seedPost(app.db, { slug: 'alone' });
    const { text } = await page('/blog/alone');
    expect(text).not.to.include('More from the blog');
    expect(text).to.include('post-next-step-heading');
  });

  it('answers 404 with "Post Not Found" for a draft and for a missing post', async () => {
    await seedPost(app.db, { slug: 'secret', title: 'Secret draft', published: false });
    for (const slug of ['secret', 'no-such-post']) {
      const { status, text, page: missing } = await page(`/blog/${slug}`);
      expect(status, slug).to.equal(404);
      expect(missing.mainText).to.include('Post Not Found');
      expect(missing.mainText).to.include("The blog post you're looking for doesn't exist.");
      expect(missing.find((element) => element.name === 'a' && element.attribs.href === '/blog').length).to.be.at.least(1);
      expect(text).not.to.include('Secret draft');
    }
  });

  it('ships only the navigation island script', async () => {
    await seedPost(app.db, { slug: 'one' });
    expectOnlyNavScript((await page('/blog/one')).page);
  });
});

describe(`Blog pages and feed (${testDatabaseKind}): render cache`, () => {
  startBlogApp();
  // A cached page carries the cache's strong ETag; a page rendered for this request alone does not.
  const fromCache = (headers: Headers) => /^"[\w-]+"$/.test(headers.get('etag') ?? '');

  it('caches pages only under the URL the site links to, so other spellings cannot fill the cache', async () => {
    await seedPost(app.db, { title: 'Spelled once', slug: 'spelled-once' });
    for (const path of ['/blog', '/blog/spelled-once']) {
      const answer = await request(`${app.url}${path}`);
      expect(answer.status, path).to.equal(200);
      expect(fromCache(answer.headers), path).to.equal(true);
    }
    for (const path of [
      '/blog?utm_source=news',
      '/blog?page=1',
      '/blog?page=1&page=1',
      '/blog/spelled%2Donce',
      '/blog/spelled-once?x=1',
      '/blog/spelled-once?page=1',
    ]) {
      const answer = await request(`${app.url}${path}`);
      expect(answer.status, path).to.equal(200);
      expect(answer.text, path).to.include('Spelled once');
      expect(fromCache(answer.headers), path).to.equal(false);
    }
    for (const path of ['/blog/no-such-post', '/blog?page=99', '/blog?page=abc']) {
      const answer = await request(`${app.url}${path}`);
      expect(answer.status, path).to.equal(404);
      expect(fromCache(answer.headers), path).to.equal(false);
    }
    // Static pages ignore the query string, and are cached by path.
    expect(fromCache((await request(`${app.url}/services/medical-coding?utm_source=news`)).headers)).to.equal(true);
  });

  it('serves a cached page until a post changes, also when the change comes from another process', async () => {
    const post = await seedPost(app.db, { title: 'Before', slug: 'cached' });
    const other = await startTestApp({
      SITE_URL: 'https://rcm.example',
      ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : { SQLITE_PATH: app.config.sqlitePath }),
    });
    try {
      const first = await request(`${app.url}/blog/cached`);
      const again = await request(`${app.url}/blog/cached`);
      expect(again.headers.get('etag')).to.equal(first.headers.get('etag'));
      expect((await request(`${app.url}/blog`)).text).to.include('Before');
      // The other process writes; this one must notice on the next request.
      await updatePost(other.db, post.id, { ...postFields({ slug: 'cached' }), title: 'After' });
      expect((await request(`${app.url}/blog/cached`)).text).to.include('After');
      expect((await request(`${app.url}/blog`)).text).to.include('After');
      await updatePost(other.db, post.id, { ...postFields({ slug: 'cached' }), title: 'Hidden', published: false });
      expect((await request(`${app.url}/blog/cached`)).status).to.equal(404);
      expect((await request(`${app.url}/blog`)).text).not.to.include('Hidden');
    } finally {
      await other.close();
    }
  });
});

describe(`Blog pages and feed (${testDatabaseKind}): GET /blog/rss.xml`, () => {
  startBlogApp();
  it('is RSS 2.0 with published posts only, newest first, escaped', async () => {
    await seedPost(app.db, { title: 'Older & wiser', slug: 'older', excerpt: '<em>A</em> &lt;b&gt;' });
    await seedPost(app.db, { title: 'Draft only', slug: 'draft', published: false });
    await seedPost(app.db, { title: 'Newer <post>', slug: 'newer' });
    const response = await request(`${app.url}/blog/rss.xml`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/rss\+xml/);
    expect(response.text).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(response.text).to.include('<atom:link href="https://rcm.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(response.text).not.to.include('Draft only');
    const titles = [...response.text.matchAll(/<item>\s*<title>(.*?)<\/title>/g)].map((match) => match[1]);
    expect(titles).to.deep.equal(['Newer &lt;post&gt;', 'Older &amp; wiser']);
    expect(response.text).to.include('<description>A &lt;b&gt;</description>');
    expect(response.text).to.include('<link>https://rcm.example/blog/older</link>');
  });

  it('shows a change on the next request', async () => {
    expect((await request(`${app.url}/blog/rss.xml`)).text).not.to.include('<item>');
    await seedPost(app.db, { title: 'Fresh' });
    expect((await request(`${app.url}/blog/rss.xml`)).text).to.include('<title>Fresh</title>');
  });
});

describe(`Blog pages and feed (${testDatabaseKind}): GET /sitemap.xml`, () => {
  startBlogApp();
  it('lists published posts with their last change, and no drafts', async () => {
    const post = await seedPost(app.db, { slug: 'in-sitemap' });
    await seedPost(app.db, { slug: 'draft-not-in-sitemap', published: false });
    const response = await request(`${app.url}/sitemap.xml`);
    expect(response.text).to.include(`<url><loc>https://rcm.example/blog/in-sitemap</loc><lastmod>${post.updatedAt}</lastmod></url>`);
    expect(response.text).not.to.include('draft-not-in-sitemap');
  });
});

describe(`Blog pages and feed (${testDatabaseKind}): HTML validity`, () => {
  startBlogApp();
  it('produces valid HTML on the list, a post, the empty list and Post Not Found', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      // React's serialization style (see test/server/seo.test.ts); React also writes <time dateTime>,
      // valid because HTML attribute names are case-insensitive.
      rules: { 'void-style': 'off', 'attribute-boolean-style': 'off', 'attribute-empty-style': 'off', 'attr-case': 'off' },
    });
    const check = async (path: string) => {
      const report = await validator.validateString((await request(`${app.url}${path}`)).text, path);
      const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (line ${message.line})`));
      expect(messages, path).to.deep.equal([]);
    };
    await check('/blog');
    await seedPost(app.db, {
      slug: 'valid',
      excerpt: '<strong>a</strong><ul><li>b</li></ul>',
      content:
        '<h2>h</h2><p>p <span class="text-red">r</span><br />x</p><ul><li>1<ol><li>2</li></ol></li></ul><blockquote>q</blockquote><pre><code>c</code></pre>',
    });
    for (const path of ['/blog', '/blog/valid', '/blog/missing']) await check(path);
  });
});
