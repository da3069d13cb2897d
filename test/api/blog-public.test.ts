import { expect } from 'chai';
import { publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import { createPost, updatePost, type BlogPost } from '#database/posts.server.ts';
import { changeProfile } from '#database/users.server.ts';
import { createAdmin, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { postFields, seedPost } from '../helpers/posts.ts';

/** A post as the public API answers it: without the staff's review field, the author by name, not id. */
function publicView(post: BlogPost, author: string | null = null): Omit<BlogPost, 'reviewRequestedAt' | 'authorId'> & { author: string | null } {
  const { reviewRequestedAt: _staffOnly, authorId: _internal, ...rest } = post;
  return { ...rest, author };
}

describe(`Public blog API (${testDatabaseKind})`, () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.close());

  describe('GET /api/blog', () => {
    it('answers an empty array when there are no posts', async () => {
      const response = await request(`${app.url}/api/blog`);
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal([]);
      expect(response.headers.get('x-total-count')).to.equal('0');
    });

    it('lists published posts only, newest first, as an array of post objects', async () => {
      const first = await seedPost(app.db, { title: 'First' });
      await seedPost(app.db, { title: 'Hidden draft', published: false });
      const second = await seedPost(app.db, { title: 'Second' });
      const response = await request(`${app.url}/api/blog`);
      expect(response.status).to.equal(200);
      expect(response.body.map((post: { title: string }) => post.title)).to.deep.equal(['Second', 'First']);
      expect(response.body[0]).to.deep.equal(publicView(second));
      expect(Object.keys(response.body[1]).sort()).to.deep.equal(
        [
          'author',
          'canonicalUrl',
          'content',
          'coverFocalX',
          'coverFocalY',
          'coverImageId',
          'createdAt',
          'excerpt',
          'id',
          'metaDescription',
          'metaTitle',
          'noindex',
          'publishAt',
          'published',
          'slug',
          'status',
          'tags',
          'title',
          'updatedAt',
        ].sort(),
      );
      expect(response.body[1].id).to.equal(first.id);
      expect(response.headers.get('x-total-count')).to.equal('2');
    });

    it("names each post's author by their byline, never by the account's id", async () => {
      const named = await createAdmin(app, 'dana', 'correct horse battery staple', 'author');
      await changeProfile(app.db, named, { displayName: 'Dana Whitfield' });
      const plain = await createAdmin(app, 'sam-writer', 'correct horse battery staple', 'author');
      const byDana = await createPost(app.db, postFields({ title: 'By Dana' }), named);
      const bySam = await createPost(app.db, postFields({ title: 'By Sam' }), plain);
      const list = await request(`${app.url}/api/blog`);
      expect(list.text).not.to.match(/authorId/);
      expect(list.body).to.deep.equal([publicView(bySam, 'sam-writer'), publicView(byDana, 'Dana Whitfield')]);
      const one = await request(`${app.url}/api/blog/${byDana.slug}`);
      expect(one.body).to.deep.equal(publicView(byDana, 'Dana Whitfield'));
      expect(one.body).not.to.have.property('authorId');
    });

    it('pages with ?page= and ?limit= and links the neighbouring pages', async () => {
      for (let index = 1; index <= 5; index += 1) await seedPost(app.db, { title: `P${index}` });
      const response = await request(`${app.url}/api/blog?page=2&limit=2`);
      expect(response.status).to.equal(200);
      expect(response.body.map((post: { title: string }) => post.title)).to.deep.equal(['P3', 'P2']);
      expect(response.headers.get('x-total-count')).to.equal('5');
      const link = response.headers.get('link') ?? '';
      expect(link).to.include('</api/blog?page=1&limit=2>; rel="prev"');
      expect(link).to.include('</api/blog?page=3&limit=2>; rel="next"');
      expect(link).to.include('</api/blog?page=3&limit=2>; rel="last"');
    });

    it('answers at most 50 posts by default', async () => {
      await app.db.batchInsert(
        'blog_posts',
        Array.from({ length: 55 }, (_, index) => {
          const fields = postFields();
          const at = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
          return { ...fields, status: 'published', publish_at: at, created_at: at, updated_at: at };
        }),
        100,
      );
      const response = await request(`${app.url}/api/blog`);
      expect(response.body).to.have.length(50);
      expect(response.headers.get('x-total-count')).to.equal('55');
    });

    it('rejects a page or limit that is not a positive integer with 400', async () => {
      for (const query of ['page=0', 'page=x', 'limit=0', 'limit=101', 'page=1.5']) {
        const response = await request(`${app.url}/api/blog?${query}`);
        expect(response.status, query).to.equal(400);
        expect(response.body.message).to.be.a('string');
      }
    });

    it('sanitizes stored HTML again on the way out', async () => {
      await app.db('blog_posts').insert({
        ...postFields({ slug: 'legacy' }),
        excerpt: '<img src=x onerror=alert(1)><em>ok</em>',
        content: '<p onclick="x()">t<script>alert(1)</script></p>',
        status: 'published',
        publish_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      const [post] = (await request(`${app.url}/api/blog`)).body;
      expect(post.excerpt).to.equal('<em>ok</em>');
      expect(post.content).to.equal('<p>t</p>');
    });
  });

  describe('GET /api/blog/:slug', () => {
    it('answers the published post', async () => {
      const post = await seedPost(app.db, { slug: 'hello-world' });
      const response = await request(`${app.url}/api/blog/hello-world`);
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal(publicView(post));
    });

    it('answers 404 JSON for a draft and for a missing post alike', async () => {
      await seedPost(app.db, { slug: 'secret-draft', published: false });
      for (const slug of ['secret-draft', 'no-such-post']) {
        const response = await request(`${app.url}/api/blog/${slug}`);
        expect(response.status).to.equal(404);
        expect(response.body).to.deep.equal({ message: 'Post not found' });
      }
    });
  });

  describe('content version', () => {
    it('goes up with every write', async () => {
      const before = Number(await publishDuePostsThenReadVersion(app.db));
      const post = await seedPost(app.db);
      await updatePost(app.db, post.id, { ...postFields(), published: false });
      expect(Number(await publishDuePostsThenReadVersion(app.db))).to.equal(before + 2);
    });
  });
});
