/** The admin blog API: the session guard, creating and listing posts, and the XSS corpus (updates and deletes: blog-admin-update.test.ts). */
import { expect } from 'chai';
import type { TestApp } from '../helpers/app.ts';
import { useBlogAdminApp, validAdminPost as valid, type AdminCall } from '../helpers/blog-admin.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { elementsOf, parsePage } from '../helpers/html.ts';
import { request } from '../helpers/http.ts';
import { xssPayloads } from '../helpers/xss-corpus.ts';

let app: TestApp;
let call: AdminCall;
const startBlogAdminApp = () => useBlogAdminApp((admin) => ({ app, call } = admin));
const create = (overrides: Record<string, unknown> = {}) => call('POST', '/api/admin/blog', { ...valid, ...overrides });

describe(`Admin blog API (${testDatabaseKind}): without a session`, () => {
  startBlogAdminApp();
  it('answers 401 to every admin call and changes nothing', async () => {
    const post = (await create()).body;
    for (const [method, path] of [
      ['GET', '/api/admin/blog'],
      ['POST', '/api/admin/blog'],
      ['PUT', `/api/admin/blog/${post.id}`],
      ['DELETE', `/api/admin/blog/${post.id}`],
    ] as const) {
      const response = await request(`${app.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' || method === 'PUT' ? { body: JSON.stringify({ ...valid, slug: 'other' }) } : {}),
      });
      expect(response.status, `${method} ${path}`).to.equal(401);
    }
    expect((await call('GET', '/api/admin/blog')).body).to.have.length(1);
  });
});

describe(`Admin blog API (${testDatabaseKind}): POST /api/admin/blog, creating and required fields`, () => {
  startBlogAdminApp();
  it('creates a draft with 201, trimmed values and the author from the session', async () => {
    const response = await create({ title: '  Five ways  ', slug: ' five-ways ', published: undefined });
    expect(response.status).to.equal(201);
    expect(response.body).to.include({ title: 'Five ways', slug: 'five-ways', published: false, excerpt: valid.excerpt, content: valid.content });
    const author = await app.db('users').where({ username: 'admin' }).first('id');
    expect(response.body.authorId).to.equal(Number(author.id));
    expect(response.body.createdAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(response.body.updatedAt).to.equal(response.body.createdAt);
  });

  it('rejects a blank title (after trimming) with 400, draft or not', async () => {
    for (const published of [false, true]) {
      for (const blank of ['', '   ', undefined]) {
        const response = await create({ title: blank, published });
        expect(response.status, `published=${published} title=${JSON.stringify(blank)}`).to.equal(400);
        expect(response.body.errors.map((error: { field: string }) => error.field)).to.include('title');
      }
    }
  });

  it('creates a draft from a title alone: the slug made from it, excerpt and content empty', async () => {
    const response = await call('POST', '/api/admin/blog', { title: 'Only a title, 2026!' });
    expect(response.status).to.equal(201);
    expect(response.body).to.include({ title: 'Only a title, 2026!', slug: 'only-a-title-2026', excerpt: '', content: '', published: false });
    for (const blank of ['', '   ']) {
      const again = await create({ title: 'Blank slug', slug: blank, excerpt: blank, content: blank });
      expect(again.status, JSON.stringify(blank)).to.be.oneOf([201, 409]);
    }
    expect((await call('GET', '/api/admin/blog')).body.map((post: { slug: string }) => post.slug)).to.include('blank-slug');
  });

  it('answers 400 on slug when a draft has no slug and its title gives none', async () => {
    const response = await call('POST', '/api/admin/blog', { title: '¿¡ !?' });
    expect(response.status).to.equal(400);
    expect(response.body.errors).to.deep.equal([{ field: 'slug', message: 'Slug is required.' }]);
    expect(await app.db('blog_posts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
  });

  it('rejects publishing without a slug, excerpt or content (after trimming) with 400 and a field list', async () => {
    for (const field of ['slug', 'excerpt', 'content']) {
      for (const blank of ['', '   ', undefined]) {
        const response = await create({ [field]: blank, published: true });
        expect(response.status, `${field}=${JSON.stringify(blank)}`).to.equal(400);
        expect(response.body.errors.map((error: { field: string }) => error.field)).to.include(field);
      }
    }
    expect((await call('GET', '/api/admin/blog')).body).to.deep.equal([]);
  });

  it('refuses to publish a draft that has no excerpt or content yet', async () => {
    const draft = (await call('POST', '/api/admin/blog', { title: 'Half done' })).body;
    const response = await call('PUT', `/api/admin/blog/${draft.id}`, { title: 'Half done', published: true });
    expect(response.status).to.equal(400);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).to.deep.equal(['content', 'excerpt', 'slug']);
    expect((await call('GET', `/api/admin/blog/${draft.id}`)).body.published).to.equal(false);
  });

  it('keeps a draft’s slug when an update sends none, even after a title change', async () => {
    const draft = (await call('POST', '/api/admin/blog', { title: 'First title' })).body;
    const response = await call('PUT', `/api/admin/blog/${draft.id}`, { title: 'Second title' });
    expect(response.status).to.equal(200);
    expect(response.body).to.include({ title: 'Second title', slug: 'first-title' });
  });

  it('rejects HTML that is blank once sanitized when publishing, and keeps it empty in a draft', async () => {
    const draft = await create({ content: '<script>alert(1)</script>', excerpt: '<img src=x>' });
    expect(draft.status).to.equal(201);
    expect(draft.body).to.include({ excerpt: '', content: '' });
    const response = await create({ slug: 'published-blank', content: '<script>alert(1)</script>', excerpt: '<img src=x>', published: true });
    expect(response.status).to.equal(400);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).to.deep.equal(['content', 'excerpt']);
  });

  it('rejects a slug outside the slug shape', async () => {
    for (const slug of ['Upper', 'two--hyphens', '-leading', 'trailing-', 'with space', 'ünï', 'a_b']) {
      const response = await create({ slug });
      expect(response.status, slug).to.equal(400);
      expect(response.body.errors[0].field).to.equal('slug');
    }
  });
});

describe(`Admin blog API (${testDatabaseKind}): POST /api/admin/blog, limits, conflicts and sanitizing`, () => {
  startBlogAdminApp();
  it('rejects values over the maximum sizes', async () => {
    const cases = { title: 'x'.repeat(301), slug: 'a'.repeat(201), excerpt: 'x'.repeat(2001), content: 'x'.repeat(200_001) };
    for (const [field, value] of Object.entries(cases)) {
      const response = await create({ [field]: value });
      expect(response.status, field).to.equal(400);
      expect(response.body.errors[0].field).to.equal(field);
    }
    expect((await create({ title: 'x'.repeat(300), content: `<p>${'x'.repeat(199_000)}</p>` })).status).to.equal(201);
  });

  it('accepts a body up to 512kb and answers 413 beyond', async () => {
    expect((await create({ content: `<p>${'x'.repeat(150_000)}</p>`, title: 't'.repeat(100) })).status).to.equal(201);
    const response = await create({ slug: 'huge', content: 'x'.repeat(600_000) });
    expect(response.status).to.equal(413);
  });

  it('answers a 5 MB post (a huge Markdown import or HTML paste) with a 413 JSON error and changes nothing', async () => {
    const kept = (await create({ slug: 'kept' })).body as { id: number; content: string };
    const huge = `<p>${'x'.repeat(5 * 1024 * 1024)}</p>`;
    const responses = [
      await create({ slug: 'huge', content: huge }),
      await call('PUT', `/api/admin/blog/${kept.id}`, { ...valid, id: kept.id, slug: 'kept', content: huge }),
    ];
    for (const response of responses) {
      expect(response.status).to.equal(413);
      expect(response.body).to.deep.equal({ message: 'Request body is too large' });
    }
    const posts = (await call('GET', '/api/admin/blog')).body as { slug: string; content: string }[];
    expect(posts.map((post) => [post.slug, post.content])).to.deep.equal([['kept', kept.content]]);
  });

  it('rejects a published value that is not a boolean and unknown fields', async () => {
    expect((await create({ published: 'yes' })).status).to.equal(400);
    expect((await create({ isAdmin: true })).status).to.equal(400);
    expect((await call('POST', '/api/admin/blog', '[1]')).status).to.equal(400);
    expect((await call('POST', '/api/admin/blog', 'null')).status).to.equal(400);
  });

  it('answers 409 for a taken slug', async () => {
    expect((await create()).status).to.equal(201);
    const response = await create({ title: 'Other' });
    expect(response.status).to.equal(409);
    expect(response.body.message).to.equal('A post with this slug already exists');
  });

  it('lets the unique index decide when two creates race for one slug', async () => {
    const responses = await Promise.all([create({ title: 'A' }), create({ title: 'B' })]);
    expect(responses.map((response) => response.status).sort()).to.deep.equal([201, 409]);
    expect((await call('GET', '/api/admin/blog')).body).to.have.length(1);
  });

  it('sanitizes HTML on write with the excerpt and content allowlists', async () => {
    const response = await create({
      excerpt: '<h2>x</h2><b>bold</b><a href="javascript:alert(1)" onclick="x()">link</a><ul><li>one</li><li>two</li></ul>',
      content: '<p style="color:red">p</p><img src=x onerror=alert(1)><span class="text-red">r</span><a href="https://a.example" target="_blank">t</a>',
    });
    expect(response.status).to.equal(201);
    // One paragraph: the heading and the list go, their words stay apart.
    expect(response.body.excerpt).to.equal('x <strong>bold</strong><a>link</a> one two');
    expect(response.body.content).to.equal(
      '<p>p</p><span class="text-red">r</span><a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a>',
    );
    const stored = await app.db('blog_posts').where({ id: response.body.id }).first('excerpt', 'content');
    expect(stored).to.deep.equal({ excerpt: response.body.excerpt, content: response.body.content });
  });

  it('stores title text verbatim (React escapes it on the page)', async () => {
    const title = '<script>alert("x")</script> & "quotes"';
    const response = await create({ title });
    expect(response.body.title).to.equal(title);
  });
});

describe(`Admin blog API (${testDatabaseKind}): GET /api/admin/blog`, () => {
  startBlogAdminApp();
  it('lists every post, drafts included, newest first', async () => {
    await create({ slug: 'first', published: true });
    await create({ slug: 'second' });
    const response = await call('GET', '/api/admin/blog');
    expect(response.status).to.equal(200);
    expect(response.body.map((post: { slug: string }) => post.slug)).to.deep.equal(['second', 'first']);
    expect(response.headers.get('cache-control')).to.equal('no-store');
  });
});

describe(`Admin blog API (${testDatabaseKind}): with the XSS corpus`, () => {
  startBlogAdminApp();
  it('stores every payload sanitized and renders none of it live on the post page', async () => {
    for (const { id, payload } of xssPayloads) {
      const response = await create({ slug: id, title: payload, excerpt: `ok ${payload}`, content: `<p>ok</p>${payload}`, published: true });
      expect(response.status, id).to.equal(201);
      // Verbatim, except U+0000, which PostgreSQL cannot store.
      expect(response.body.title, id).to.equal(payload.replaceAll('\u0000', ''));
      const main = parsePage((await request(`${app.url}/blog/${id}`)).text).find((element) => element.name === 'main')[0]!;
      // The site's own subscribe form follows every post (docs/product/subscriptions.md); everything else in main must be free of forms.
      const ownForm = elementsOf(main.children).find((element) => element.name === 'form' && element.attribs['aria-labelledby'] === 'post-subscribe-heading');
      expect(ownForm, `${id}: the subscribe form after the post`).to.not.equal(undefined);
      const ownElements = new Set([ownForm, ...elementsOf(ownForm!.children)]);
      const inMain = elementsOf(main.children).filter((element) => !ownElements.has(element));
      const forbidden = [
        'script',
        'style',
        'img',
        'svg',
        'iframe',
        'form',
        'button',
        'details',
        'math',
        'object',
        'embed',
        'meta',
        'xmp',
        'textarea',
        'noscript',
      ];
      expect(
        inMain.filter((element) => forbidden.includes(element.name)).map((element) => element.name),
        id,
      ).to.deep.equal([]);
      expect(
        inMain.flatMap((element) => Object.keys(element.attribs).filter((name) => name.startsWith('on'))),
        id,
      ).to.deep.equal([]);
    }
  });
});
