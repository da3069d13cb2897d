/**
 * What authors may do with their own drafts and not with others', and what lead
 * owners may do with their leads (SECURITY.md#staff-roles).
 */
import { expect } from 'chai';
import { insertContact, getContact } from '#database/contacts.server.ts';
import { createPost, findPostById } from '#database/posts.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { lead, newPost } from '../helpers/role-endpoints.ts';

describe(`Authors and their own drafts (${testDatabaseKind})`, () => {
  let app: TestApp;
  let author: { id: number; cookie: string };
  let editor: { id: number; cookie: string };
  const call = (cookie: string, method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);

  before(async () => {
    app = await startTestApp();
    author = await signInAs(app, 'author');
    editor = await signInAs(app, 'editor');
  });
  after(() => app.close());

  it('cannot publish: neither on create nor by update', async () => {
    const refused = await call(author.cookie, 'POST', '/api/admin/blog', { ...newPost, slug: 'straight-out', published: true });
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.equal('Only an editor or owner can publish or unpublish posts');
    const draft = await call(author.cookie, 'POST', '/api/admin/blog', { ...newPost, slug: 'own-draft' });
    expect(draft.status).to.equal(201);
    expect(draft.body.authorId).to.equal(author.id);
    const publish = await call(author.cookie, 'PUT', `/api/admin/blog/${draft.body.id}`, { ...newPost, slug: 'own-draft', published: true });
    expect(publish.status).to.equal(403);
    expect((await findPostById(app.db, draft.body.id))?.published).to.equal(false);
  });

  it("sees only their own posts, and cannot change or delete someone else's", async () => {
    const others = await createPost(app.db, { ...newPost, slug: 'editors-draft' }, editor.id);
    const list = await call(author.cookie, 'GET', '/api/admin/blog');
    expect(list.body.map((post: { authorId: number }) => post.authorId)).to.satisfy((ids: number[]) => ids.every((id) => id === author.id));
    expect(list.body.map((post: { slug: string }) => post.slug)).not.to.include('editors-draft');
    for (const [method, path, body] of [
      ['PUT', `/api/admin/blog/${others.id}`, { ...newPost, slug: 'hijacked' }],
      ['DELETE', `/api/admin/blog/${others.id}`, undefined],
      ['POST', `/api/admin/blog/${others.id}/review`, undefined],
    ] as const) {
      const response = await call(author.cookie, method, path, body);
      expect(response.status, `${method} ${path}`).to.equal(403);
      expect(response.body.message).to.equal('Authors can change only their own posts');
    }
    expect(await findPostById(app.db, others.id)).to.deep.equal(others);
  });

  it('submits a draft for review; an editor publishing it ends the request; then the author can no longer change it', async () => {
    const draft = await createPost(app.db, { ...newPost, slug: 'for-review' }, author.id);
    const submitted = await call(author.cookie, 'POST', `/api/admin/blog/${draft.id}/review`);
    expect(submitted.status).to.equal(200);
    expect(submitted.body.reviewRequestedAt).to.be.a('string');
    const editorList = await call(editor.cookie, 'GET', '/api/admin/blog');
    expect(editorList.body.find((post: { id: number }) => post.id === draft.id).reviewRequestedAt).to.equal(submitted.body.reviewRequestedAt);

    const published = await call(editor.cookie, 'PUT', `/api/admin/blog/${draft.id}`, { ...newPost, slug: 'for-review', published: true });
    expect(published.status).to.equal(200);
    expect(published.body.reviewRequestedAt).to.equal(null);
    // The public answer carries no review field.
    expect((await request(`${app.url}/api/blog/for-review`)).body).not.to.have.property('reviewRequestedAt');

    const edit = await call(author.cookie, 'PUT', `/api/admin/blog/${draft.id}`, { ...newPost, slug: 'for-review', title: 'Changed' });
    expect(edit.status).to.equal(403);
    expect(edit.body.message).to.equal('A published post can be changed only by an editor or owner');
    expect((await call(author.cookie, 'DELETE', `/api/admin/blog/${draft.id}`)).status).to.equal(403);
    expect((await findPostById(app.db, draft.id))?.title).to.equal(newPost.title);
  });

  it('deletes their own draft', async () => {
    const draft = await createPost(app.db, { ...newPost, slug: 'to-delete' }, author.id);
    expect((await call(author.cookie, 'DELETE', `/api/admin/blog/${draft.id}`)).status).to.equal(200);
    expect(await findPostById(app.db, draft.id)).to.equal(undefined);
  });

  it('dashboard: no leads page and no publish switch for an author; a sales user sees leads only', async () => {
    const authorPage = await request(`${app.url}/dashboard/posts`, { headers: { cookie: author.cookie } });
    expect(authorPage.text).to.include('id="posts-heading"');
    expect(authorPage.text).not.to.include('id="leads-heading"');
    expect((await request(`${app.url}/dashboard/leads`, { headers: { cookie: author.cookie } })).status).to.equal(403);
    expect((await request(`${app.url}/dashboard/leads/1`, { headers: { cookie: author.cookie } })).status).to.equal(403);
    const sales = await signInAs(app, 'sales');
    const salesPosts = await request(`${app.url}/dashboard/posts`, { headers: { cookie: sales.cookie } });
    expect(salesPosts.status).to.equal(403);
    expect(salesPosts.text).not.to.include('New Post');
    expect(salesPosts.text).not.to.include('id="posts-heading"');
    const salesLeads = await request(`${app.url}/dashboard/leads`, { headers: { cookie: sales.cookie } });
    expect(salesLeads.status).to.equal(200);
    expect(salesLeads.text).to.include('id="leads-heading"');
  });
});

describe(`Lead owners (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('are the active users whose role may see leads: owners, editors and sales, not authors or deactivated users', async () => {
    const editorId = await createAdmin(app, 'lead-editor', testAdmin.password, 'editor');
    const salesId = await createAdmin(app, 'lead-sales', testAdmin.password, 'sales');
    const authorId = await createAdmin(app, 'lead-author', testAdmin.password, 'author');
    const goneId = await createAdmin(app, 'lead-gone', testAdmin.password, 'sales');
    await app.db('users').where({ id: goneId }).update({ active: false });
    const listed = await request(`${app.url}/api/admin/lead-owners`, { headers: { cookie: owner } });
    expect(listed.body.map((user: { id: number }) => user.id).sort()).to.deep.equal(
      [(await findUserByUsername(app.db, testAdmin.username))!.id, editorId, salesId].sort(),
    );

    const { id } = await insertContact(app.db, lead);
    for (const ownerId of [authorId, goneId]) {
      const response = await callJson(`${app.url}/api/admin/contacts/${id}`, 'PATCH', owner, { ownerId });
      expect(response.status).to.equal(400);
      expect(response.body.errors).to.deep.equal([{ field: 'ownerId', message: 'Owner is not a user who may see leads.' }]);
    }
    expect((await getContact(app.db, id))?.ownerId).to.equal(null);
  });
});
