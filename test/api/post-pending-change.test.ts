/**
 * The pending change of a published post (decision 030): autosaves kept off the public page until the post
 * is saved, stale versions, drafts, markup, discarding, hostile ids and roles.
 */
import { expect } from 'chai';
import { signInAs, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { editorCalls, useEditorApp, live, type Pending, type Post } from '../helpers/post-editor-api.ts';

let app: TestApp;
let owner: string;
const { call, create, pendingOf, savePending } = editorCalls(() => ({ app, owner }));

/** The app with the owner signed in, and no posts at the start of each test. */
const useEditor = () => useEditorApp((started, signedIn) => ([app, owner] = [started, signedIn]));

describe(`The editor's API: the pending change of a published post (${testDatabaseKind})`, () => {
  useEditor();

  it('keeps the autosave off the public page until the post itself is saved', async () => {
    const post = await create();
    expect(await pendingOf(post.id)).to.equal(null);
    const saved = await savePending(post.id, {
      title: 'Live post',
      content: '<p>Pending words</p>',
      excerpt: 'Live excerpt',
      tags: ['Claims', 'New tag'],
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(saved.status, saved.text).to.equal(200);
    const pending = (saved.body as { pending: Pending }).pending;
    expect(pending).to.include({ postId: post.id, title: 'Live post', slug: 'live-post', content: '<p>Pending words</p>', baseUpdatedAt: post.updatedAt });
    expect(pending.tags).to.deep.equal(['Claims', 'New tag']);
    // Visitors see the post as it was; the post row, its version and its tags did not change.
    expect((await request(`${app.url}/blog/live-post`)).text)
      .to.include('Live words')
      .and.not.include('Pending words');
    const after = (await call(owner, 'GET', `/api/admin/blog/${post.id}`)).body as Post;
    expect(after).to.include({ updatedAt: post.updatedAt, content: '<p>Live words</p>' });
    expect(after.tags).to.deep.equal(['Claims']);
    expect(await pendingOf(post.id)).to.deep.equal(pending);

    // The next autosave names the pending version it saw.
    const next = await savePending(post.id, {
      title: 'Live post',
      content: '<p>More pending</p>',
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: pending.updatedAt,
    });
    expect(next.status).to.equal(200);
    // Update: the post is saved with the text, and the pending change ends.
    const updated = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...live, content: '<p>More pending</p>', ifUpdatedAt: post.updatedAt });
    expect(updated.status).to.equal(200);
    expect(await pendingOf(post.id)).to.equal(null);
    expect((await request(`${app.url}/blog/live-post`)).text).to.include('More pending');
  });

  it('refuses a stale version of the post or of the pending change with 409, and writes nothing', async () => {
    const post = await create();
    const first = ((await savePending(post.id, { title: 'Tab one', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null })).body as { pending: Pending })
      .pending;
    // A second tab that saw no pending change.
    const second = await savePending(post.id, { title: 'Tab two', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null });
    expect(second.status).to.equal(409);
    expect(second.body.message).to.include('changed in another tab');
    // A tab that saw an older pending version.
    const older = await savePending(post.id, {
      title: 'Tab two',
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: new Date(Date.parse(first.updatedAt) - 1000).toISOString(),
    });
    expect(older.status).to.equal(409);
    // The post was updated meanwhile: the pending change was made on an older post.
    const updated = (await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { ...live, title: 'Updated' })).body as Post;
    const onOldPost = await savePending(post.id, { title: 'Tab one again', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null });
    expect(onOldPost.status).to.equal(409);
    expect(await pendingOf(post.id)).to.equal(null);
    expect((await savePending(post.id, { title: 'Fresh', ifPostUpdatedAt: updated.updatedAt, ifPendingUpdatedAt: null })).status).to.equal(200);
  });

  it('answers 409 for a draft (saved as itself), 404 for no post, and 400 for malformed bodies', async () => {
    const draft = await create({ title: 'A draft', status: 'draft' });
    const onDraft = await savePending(draft.id, { title: 'A draft', ifPostUpdatedAt: draft.updatedAt, ifPendingUpdatedAt: null });
    expect(onDraft.status).to.equal(409);
    expect(await pendingOf(draft.id)).to.equal(null);
    const post = await create();
    const missing = await savePending(999_999, { title: 'Nobody', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null });
    expect(missing.status).to.equal(404);
    const malformed: [unknown, string][] = [
      [{ ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'title'],
      [{ title: 'T', ifPendingUpdatedAt: null }, 'ifPostUpdatedAt'],
      [{ title: 'T', ifPostUpdatedAt: post.updatedAt }, 'ifPendingUpdatedAt'],
      [{ title: 'T', ifPostUpdatedAt: 'soon', ifPendingUpdatedAt: null }, 'ifPostUpdatedAt'],
      [{ title: 'T', slug: 'Not a slug!', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'slug'],
      [{ title: 'T', status: 'draft', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'status'],
      [{ title: 'T', tags: Array.from({ length: 10_000 }, (_, n) => `tag ${n}`), ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'tags'],
      [{ title: 'T', canonicalUrl: 'javascript:alert(1)', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'canonicalUrl'],
      [{ title: 'x'.repeat(301), ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, 'title'],
    ];
    for (const [body, field] of malformed) {
      const response = await savePending(post.id, body as Record<string, unknown>);
      expect(response.status, field).to.equal(400);
      expect(
        response.body.errors.map((error: { field: string }) => error.field),
        field,
      ).to.include(field);
    }
    expect((await call(owner, 'PUT', `/api/admin/blog/${post.id}/pending`, '[1,2')).status).to.equal(400);
    expect((await call(owner, 'PUT', `/api/admin/blog/${post.id}/pending`, '"text"')).status).to.equal(400);
    const huge = await savePending(post.id, {
      title: 'T',
      content: `<p>${'x'.repeat(600_000)}</p>`,
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(huge.status).to.equal(413);
    expect(await pendingOf(post.id)).to.equal(null);
  });
});

describe(`The editor's API: a pending change's markup, discarding, ids and roles (${testDatabaseKind})`, () => {
  useEditor();

  it("sanitizes a pending change's markup, as a post's", async () => {
    const post = await create();
    const saved = await savePending(post.id, {
      title: '<script>alert(1)</script>',
      content: '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src=x onerror=alert(3)>',
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: null,
    });
    const pending = (saved.body as { pending: Pending }).pending;
    expect(pending.content).to.equal('<p>Hi</p>');
    expect(pending.title).to.equal('<script>alert(1)</script>');
  });

  it('discards the pending change: only the version named, 404 when there is none', async () => {
    const post = await create();
    const pending = ((await savePending(post.id, { title: 'Pending', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null })).body as { pending: Pending })
      .pending;
    const stale = await call(owner, 'DELETE', `/api/admin/blog/${post.id}/pending`, { ifPendingUpdatedAt: new Date(0).toISOString() });
    expect(stale.status).to.equal(409);
    expect((await call(owner, 'DELETE', `/api/admin/blog/${post.id}/pending`, { ifPendingUpdatedAt: 'then' })).status).to.equal(400);
    expect((await call(owner, 'DELETE', `/api/admin/blog/${post.id}/pending`, { ifPendingUpdatedAt: pending.updatedAt })).status).to.equal(200);
    expect(await pendingOf(post.id)).to.equal(null);
    expect((await call(owner, 'DELETE', `/api/admin/blog/${post.id}/pending`)).status).to.equal(404);
  });

  it('answers hostile ids with 400 or 404 on every pending and duplicate route', async () => {
    for (const id of ['0', '-1', '1.5', '1e3', 'abc', '%00', '99999999999999999999', '2147483648']) {
      for (const [method, path] of [
        ['GET', `/api/admin/blog/${id}/pending`],
        ['PUT', `/api/admin/blog/${id}/pending`],
        ['DELETE', `/api/admin/blog/${id}/pending`],
        ['POST', `/api/admin/blog/${id}/duplicate`],
      ] as const) {
        const response = await call(
          owner,
          method,
          path,
          method === 'PUT' ? { title: 'T', ifPostUpdatedAt: new Date().toISOString(), ifPendingUpdatedAt: null } : undefined,
        );
        expect([400, 404], `${method} ${path}`).to.include(response.status);
        expect(response.body.message, `${method} ${path}`).to.be.a('string');
      }
    }
  });

  it('keeps authors to their own drafts: no pending changes, and only their own posts to read or copy', async () => {
    const author = await signInAs(app, 'author', `author-${Date.now()}`);
    const post = await create();
    const put = await savePending(post.id, { title: 'Mine now', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null }, author.cookie);
    expect(put.status).to.equal(403);
    expect((await call(author.cookie, 'DELETE', `/api/admin/blog/${post.id}/pending`)).status).to.equal(403);
    expect((await call(author.cookie, 'GET', `/api/admin/blog/${post.id}/pending`)).status).to.equal(403);
    expect((await call(author.cookie, 'POST', `/api/admin/blog/${post.id}/duplicate`)).status).to.equal(403);
    const own = await create({ title: 'Own draft', status: 'draft' }, author.cookie);
    expect((await call(author.cookie, 'GET', `/api/admin/blog/${own.id}/pending`)).body).to.deep.equal({ pending: null });
    const copy = await call(author.cookie, 'POST', `/api/admin/blog/${own.id}/duplicate`);
    expect(copy.status).to.equal(201);
    expect(copy.body).to.include({ title: 'Copy of Own draft', status: 'draft', authorId: author.id });
  });
});
