import { expect } from 'chai';
import { revisionsKept } from '#database/post-revisions.server.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';

const draft = { title: 'Revised post', slug: 'revised-post', excerpt: 'First excerpt', content: '<p>First</p>', published: false };

describe(`Post revisions (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  beforeEach(() => app.db('blog_posts').delete());
  after(() => app.close());

  const call = (cookie: string, method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
  const revisionsOf = async (id: number, cookie = owner) =>
    (await call(cookie, 'GET', `/api/admin/blog/${id}/revisions`)).body as { id: number; title: string; authorName: string }[];

  it('keeps a revision on create and on each save that changes the text, with time and author, newest first', async () => {
    const post = (await call(owner, 'POST', '/api/admin/blog', draft)).body;
    await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, content: '<p>Second</p>' });
    // The same text again (only the published flag could change): no new revision.
    await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, content: '<p>Second</p>' });
    await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, title: 'Renamed', content: '<p>Second</p>' });
    const response = await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions`);
    expect(response.status).to.equal(200);
    const list = response.body as {
      id: number;
      postId: number;
      title: string;
      authorName: string;
      authorId: number;
      createdAt: string;
      wordsAdded: number;
      wordsRemoved: number;
    }[];
    expect(list.map((revision) => revision.title)).to.deep.equal(['Renamed', 'Revised post', 'Revised post']);
    expect(list.every((revision) => revision.authorName === 'admin' && revision.postId === post.id)).to.equal(true);
    expect(list[0]!.createdAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(list[0]).not.to.have.property('content');
    // The size of each one's change against the one before: "Second" for "First", then "Renamed" for "Revised post";
    // the first counts its title, excerpt and content as added.
    expect(list.map(({ wordsAdded, wordsRemoved }) => [wordsAdded, wordsRemoved])).to.deep.equal([
      [1, 2],
      [1, 1],
      [5, 0],
    ]);
    const oldest = await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions/${list[2]!.id}`);
    expect(oldest.status).to.equal(200);
    expect(oldest.body).to.include({ title: 'Revised post', slug: 'revised-post', excerpt: 'First excerpt', content: '<p>First</p>' });
  });

  it(`keeps the newest ${revisionsKept} revisions of a post`, async function () {
    this.timeout(120_000);
    const post = (await call(owner, 'POST', '/api/admin/blog', draft)).body;
    for (let n = 1; n <= revisionsKept + 4; n++) await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, content: `<p>Version ${n}</p>` });
    const list = await revisionsOf(post.id);
    expect(list).to.have.length(revisionsKept);
    const newest = await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions/${list[0]!.id}`);
    expect(newest.body.content).to.equal(`<p>Version ${revisionsKept + 4}</p>`);
    const oldestKept = await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions/${list.at(-1)!.id}`);
    expect(oldestKept.body.content).to.equal('<p>Version 5</p>');
  });

  it('restores a revision as the post’s text, keeping a revision of the restore', async () => {
    const post = (await call(owner, 'POST', '/api/admin/blog', draft)).body;
    await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, title: 'Changed', slug: 'changed', content: '<p>Changed</p>' });
    const first = (await revisionsOf(post.id)).at(-1)!;
    const response = await call(owner, 'POST', `/api/admin/blog/${post.id}/revisions/${first.id}/restore`);
    expect(response.status).to.equal(200);
    expect(response.body).to.include({ id: post.id, title: 'Revised post', slug: 'revised-post', content: '<p>First</p>', published: false });
    expect((await call(owner, 'GET', `/api/admin/blog/${post.id}`)).body).to.include({ title: 'Revised post', content: '<p>First</p>' });
    expect((await revisionsOf(post.id)).map((revision) => revision.title)).to.deep.equal(['Revised post', 'Changed', 'Revised post']);
  });

  it('answers hostile and foreign revision ids with 400 or 404 and changes nothing', async () => {
    const post = (await call(owner, 'POST', '/api/admin/blog', draft)).body;
    const other = (await call(owner, 'POST', '/api/admin/blog', { ...draft, slug: 'other-post', title: 'Other' })).body;
    const othersRevision = (await revisionsOf(other.id))[0]!;
    for (const [revisionId, status] of [
      ['0', 400],
      ['-1', 400],
      ['1.5', 400],
      ['1e3', 400],
      ['0x10', 400],
      ['99999999999', 400],
      ['%27%20OR%201%3D1', 400],
      ['abc', 400],
      ['2147483647', 404],
      [String(othersRevision.id), 404],
    ] as const) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/restore'],
      ] as const) {
        const response = await call(owner, method, `/api/admin/blog/${post.id}/revisions/${revisionId}${suffix}`);
        expect(response.status, `${method} ${revisionId}${suffix}`).to.equal(status);
        expect(response.body.message, `${method} ${revisionId}${suffix}`).to.be.a('string');
      }
    }
    expect((await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions/${othersRevision.id}`)).body).to.deep.equal({ message: 'Revision not found' });
    expect((await call(owner, 'GET', '/api/admin/blog/2147483647/revisions')).status).to.equal(404);
    expect((await call(owner, 'GET', '/api/admin/blog/abc/revisions')).status).to.equal(400);
    expect((await call(owner, 'GET', `/api/admin/blog/${post.id}`)).body).to.include({ title: 'Revised post' });
    expect(await revisionsOf(post.id)).to.have.length(1);
  });

  it('refuses to empty a published post from a draft revision (409), and a slug taken meanwhile (409)', async () => {
    const post = (await call(owner, 'POST', '/api/admin/blog', { title: 'Started as a title' })).body;
    const bare = (await revisionsOf(post.id))[0]!;
    const published = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...draft, published: true });
    expect(published.status).to.equal(200);
    const refused = await call(owner, 'POST', `/api/admin/blog/${post.id}/revisions/${bare.id}/restore`);
    expect(refused.status).to.equal(409);
    expect((await call(owner, 'GET', `/api/admin/blog/${post.id}`)).body).to.include({ title: draft.title, published: true });

    // A draft's revision whose slug another post has taken since (a draft's old slug does not redirect).
    const early = (await call(owner, 'POST', '/api/admin/blog', { ...draft, slug: 'early-slug', title: 'Early' })).body;
    await call(owner, 'PUT', `/api/admin/blog/${early.id}`, { ...draft, slug: 'later-slug', title: 'Early' });
    expect((await call(owner, 'POST', '/api/admin/blog', { ...draft, slug: 'early-slug', title: 'Took the slug' })).status).to.equal(201);
    const withOldSlug = (await revisionsOf(early.id)).at(-1)!;
    const taken = await call(owner, 'POST', `/api/admin/blog/${early.id}/revisions/${withOldSlug.id}/restore`);
    expect(taken.status).to.equal(409);
    expect(taken.body.errors).to.deep.equal([{ field: 'slug', message: 'A post with this slug already exists' }]);
    expect((await call(owner, 'GET', `/api/admin/blog/${early.id}`)).body.slug).to.equal('later-slug');
  });

  it('lets an author see and restore their own drafts’ revisions only; sales see none', async () => {
    const author = await signInAs(app, 'author');
    const own = (await call(author.cookie, 'POST', '/api/admin/blog', draft)).body;
    await call(author.cookie, 'PUT', `/api/admin/blog/${own.id}`, { ...draft, content: '<p>Mine, changed</p>' });
    const first = (await revisionsOf(own.id, author.cookie)).at(-1)!;
    expect((await call(author.cookie, 'POST', `/api/admin/blog/${own.id}/revisions/${first.id}/restore`)).status).to.equal(200);

    const others = (await call(owner, 'POST', '/api/admin/blog', { ...draft, slug: 'owners-post' })).body;
    const ownersRevision = (await revisionsOf(others.id))[0]!;
    expect((await call(author.cookie, 'GET', `/api/admin/blog/${others.id}`)).status).to.equal(403);
    expect((await call(author.cookie, 'GET', `/api/admin/blog/${others.id}/revisions`)).status).to.equal(403);
    expect((await call(author.cookie, 'GET', `/api/admin/blog/${others.id}/revisions/${ownersRevision.id}`)).status).to.equal(403);
    expect((await call(author.cookie, 'POST', `/api/admin/blog/${others.id}/revisions/${ownersRevision.id}/restore`)).status).to.equal(403);

    const sales = await signInAs(app, 'sales');
    expect((await call(sales.cookie, 'GET', `/api/admin/blog/${others.id}/revisions`)).status).to.equal(403);
    expect((await call(sales.cookie, 'POST', `/api/admin/blog/${others.id}/revisions/${ownersRevision.id}/restore`)).status).to.equal(403);
  });

  it('deletes a post’s revisions with the post', async () => {
    const post = (await call(owner, 'POST', '/api/admin/blog', draft)).body;
    expect((await call(owner, 'DELETE', `/api/admin/blog/${post.id}`)).status).to.equal(200);
    expect(await app.db('post_revisions').where({ post_id: post.id }).select('id')).to.deep.equal([]);
  });
});
