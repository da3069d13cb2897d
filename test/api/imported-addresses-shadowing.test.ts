/**
 * An imported site's old addresses never shadow a live path in any form, and never lead to what is not
 * published (docs/product/blog.md#imported-addresses).
 */
import { expect } from 'chai';
import { createPost } from '#database/posts.server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

const livePaths = ['/login', '/solutions', '/search', '/revenue-check', '/thank-you', '/privacy-policy', '/book'];

describe(`Imported old addresses and live paths (${testDatabaseKind})`, () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    const post = await createPost(app.db, { title: 'Imported', slug: 'imported-post', excerpt: 'e', content: '<p>c</p>', status: 'published' }, null);
    const draft = await createPost(app.db, { title: 'Draft', slug: 'draft-post', excerpt: 'e', content: '<p>c</p>', status: 'draft', tags: ['About'] }, null);
    const [tag] = (await app.db('tags').where({ slug: 'about' }).select('id')) as { id: number }[];
    const at = new Date().toISOString();
    await app
      .db('legacy_paths')
      .insert([
        ...livePaths.map((path) => ({ path, post_id: post.id, created_at: at })),
        { path: '/old-imported', post_id: post.id, created_at: at },
        { path: '/about', tag_id: tag!.id, created_at: at },
        { path: '/old-draft', post_id: draft.id, created_at: at },
      ]);
  });
  after(() => app.close());

  it('never answers a live path, or its trailing-slash or upper-case form, with a redirect to an imported post', async () => {
    for (const live of livePaths) {
      for (const path of [`${live}/`, live, `${live.toUpperCase()}/`]) {
        const response = await request(`${app.url}${path}`);
        expect(response.headers.get('location') ?? '', path).not.to.include('imported-post');
      }
    }
    // An old address that is nothing of ours still leads to its post.
    const old = await request(`${app.url}/old-imported/`);
    expect([old.status, old.headers.get('location')]).to.deep.equal([301, '/blog/imported-post']);
  });

  it('never leads to an unpublished post or a tag no published post has', async () => {
    for (const path of ['/about', '/old-draft']) {
      const response = await request(`${app.url}${path}`);
      expect([response.status, response.headers.get('location')], path).to.deep.equal([404, null]);
      // With the slash, the site's own answer: one hop to the form without it, which is the 404 above.
      const slashed = await request(`${app.url}${path}/`);
      expect([slashed.status, slashed.headers.get('location')], `${path}/`).to.deep.equal([301, path]);
    }
  });
});
