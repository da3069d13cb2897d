/** The admin blog API: updating and deleting posts, and drafts kept private until published. */
import { expect } from 'chai';
import type { TestApp } from '../helpers/app.ts';
import { useBlogAdminApp, validAdminPost as valid, type AdminCall } from '../helpers/blog-admin.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

let app: TestApp;
let call: AdminCall;
const startBlogAdminApp = () => useBlogAdminApp((admin) => ({ app, call } = admin));
const create = (overrides: Record<string, unknown> = {}) => call('POST', '/api/admin/blog', { ...valid, ...overrides });

describe(`Admin blog API (${testDatabaseKind}): PUT /api/admin/blog/:id`, () => {
  startBlogAdminApp();
  it('updates every field and the update time', async () => {
    const created = (await create()).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await call('PUT', `/api/admin/blog/${created.id}`, {
      id: created.id,
      title: 'New title',
      slug: 'new-slug',
      excerpt: 'New excerpt',
      content: '<p>New</p>',
      published: true,
    });
    expect(response.status).to.equal(200);
    expect(response.body).to.include({ id: created.id, title: 'New title', slug: 'new-slug', published: true, createdAt: created.createdAt });
    expect(response.body.updatedAt > created.updatedAt).to.equal(true);
  });

  it("empties a draft's excerpt sent empty, and keeps one left out (seen by the outside test of December 2026)", async () => {
    const created = (await create()).body;
    const { excerpt: _left, ...withoutExcerpt } = valid;
    expect((await call('PUT', `/api/admin/blog/${created.id}`, withoutExcerpt)).body.excerpt).to.equal(created.excerpt);
    const emptied = await call('PUT', `/api/admin/blog/${created.id}`, { ...valid, excerpt: '' });
    expect(emptied.status, emptied.text).to.equal(200);
    expect(emptied.body.excerpt).to.equal('');
    expect((await call('GET', `/api/admin/blog/${created.id}`)).body.excerpt).to.equal('');
  });

  it('accepts a body without an id and rejects one whose id differs from the URL', async () => {
    const created = (await create()).body;
    expect((await call('PUT', `/api/admin/blog/${created.id}`, { ...valid, authorId: undefined })).status).to.equal(200);
    expect((await call('PUT', `/api/admin/blog/${created.id}`, { ...valid, authorId: undefined, id: created.id + 1 })).status).to.equal(400);
  });

  it('answers 404 for an id no post has, and 400 naming the id for a malformed one', async () => {
    for (const id of ['999999', '2147483647']) {
      expect((await call('PUT', `/api/admin/blog/${id}`, { ...valid, authorId: undefined })).status, id).to.equal(404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await call('PUT', `/api/admin/blog/${id}`, { ...valid, authorId: undefined });
      expect(response.status, id).to.equal(400);
      expect(
        response.body.errors.map((error: { field: string }) => error.field),
        id,
      ).to.deep.equal(['id']);
    }
  });

  it('answers 409 when the new slug belongs to another post', async () => {
    await create({ slug: 'taken' });
    const other = (await create({ slug: 'mine' })).body;
    const response = await call('PUT', `/api/admin/blog/${other.id}`, { ...valid, authorId: undefined, slug: 'taken' });
    expect(response.status).to.equal(409);
    expect(response.body.message).to.equal('A post with this slug already exists');
  });

  it('validates like create', async () => {
    const created = (await create()).body;
    expect((await call('PUT', `/api/admin/blog/${created.id}`, { ...valid, authorId: undefined, title: ' ' })).status).to.equal(400);
  });
});

describe(`Admin blog API (${testDatabaseKind}): DELETE /api/admin/blog/:id`, () => {
  startBlogAdminApp();
  it('deletes the post, then answers 404', async () => {
    const created = (await create({ published: true })).body;
    const response = await call('DELETE', `/api/admin/blog/${created.id}`);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ message: 'Post deleted' });
    expect((await call('DELETE', `/api/admin/blog/${created.id}`)).status).to.equal(404);
    expect((await request(`${app.url}/api/blog/${created.slug}`)).status).to.equal(404);
  });
});

describe(`Admin blog API (${testDatabaseKind}): drafts`, () => {
  startBlogAdminApp();
  it('are never public: API, pages, feed and sitemap', async () => {
    const draft = (await create({ title: 'Secret draft title', slug: 'secret-draft' })).body;
    expect((await request(`${app.url}/api/blog`)).body).to.deep.equal([]);
    expect((await request(`${app.url}/api/blog/secret-draft`)).status).to.equal(404);
    expect((await request(`${app.url}/blog/secret-draft`)).status).to.equal(404);
    expect((await request(`${app.url}/blog`)).text).not.to.include('Secret draft title');
    expect((await request(`${app.url}/blog/rss.xml`)).text).not.to.include('secret-draft');
    const sitemap = await request(`${app.url}/sitemap.xml`);
    expect(sitemap.text).not.to.include('secret-draft');
    // Publishing shows it everywhere on the next request.
    await call('PUT', `/api/admin/blog/${draft.id}`, { ...valid, authorId: undefined, title: 'Secret draft title', slug: 'secret-draft', published: true });
    expect((await request(`${app.url}/blog`)).text).to.include('Secret draft title');
    expect((await request(`${app.url}/blog/secret-draft`)).status).to.equal(200);
    expect((await request(`${app.url}/blog/rss.xml`)).text).to.include('secret-draft');
    if (sitemap.status === 200) expect((await request(`${app.url}/sitemap.xml`)).text).to.include('/blog/secret-draft');
  });
});
