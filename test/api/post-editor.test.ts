/**
 * What the full-page editor adds to the API (decision 030): conditional saves (`ifUpdatedAt`), autosaves that
 * fold into the writer's newest revision, the pending change of a published post, and duplicates. Every error
 * path: malformed bodies, stale versions, hostile ids, drafts, roles.
 */
import { expect } from 'chai';
import { type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { editorCalls, useEditorApp, type Post } from '../helpers/post-editor-api.ts';

let app: TestApp;
let owner: string;
const { call, create, savePending } = editorCalls(() => ({ app, owner }));

/** The app with the owner signed in, and no posts at the start of each test. */
const useEditor = () => useEditorApp((started, signedIn) => ([app, owner] = [started, signedIn]));

describe(`The editor's API: versions and duplicates (${testDatabaseKind})`, () => {
  useEditor();

  describe('conditional saves', () => {
    it('saves with the version last read, and refuses a stale one with 409 and writes nothing', async () => {
      const post = await create({ title: 'Draft', content: '<p>One</p>', status: 'draft' });
      const first = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, {
        title: 'Draft',
        content: '<p>Two</p>',
        status: 'draft',
        ifUpdatedAt: post.updatedAt,
      });
      expect(first.status).to.equal(200);
      expect((first.body as Post).updatedAt > post.updatedAt).to.equal(true);
      // A second tab that still holds the first version.
      const stale = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, {
        title: 'Draft',
        content: '<p>Three</p>',
        status: 'draft',
        ifUpdatedAt: post.updatedAt,
      });
      expect(stale.status).to.equal(409);
      expect(stale.body.message).to.include('changed in another tab');
      expect(stale.body).not.to.have.property('errors');
      expect(((await call(owner, 'GET', `/api/admin/blog/${post.id}`)).body as Post).content).to.equal('<p>Two</p>');
    });

    it('gives each save a later version even within one millisecond', async () => {
      const post = await create({ title: 'Quick', status: 'draft' });
      let version = post.updatedAt;
      for (let n = 0; n < 5; n++) {
        const saved = (
          await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { title: 'Quick', content: `<p>${n}</p>`, status: 'draft', ifUpdatedAt: version })
        ).body as Post;
        expect(saved.updatedAt > version, `save ${n}`).to.equal(true);
        version = saved.updatedAt;
      }
    });

    it('answers 400 for an ifUpdatedAt or autosave that is not one', async () => {
      const post = await create({ title: 'Checked', status: 'draft' });
      for (const ifUpdatedAt of ['yesterday', 12, '2026-13-45T99:00:00Z', 'x'.repeat(100), null]) {
        const response = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { title: 'Checked', ifUpdatedAt });
        expect(response.status, String(ifUpdatedAt)).to.equal(400);
        expect(response.body.errors[0].field).to.equal('ifUpdatedAt');
      }
      const autosave = await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { title: 'Checked', autosave: 'yes' });
      expect(autosave.status).to.equal(400);
      expect(autosave.body.errors[0].field).to.equal('autosave');
    });

    it("folds a writer's autosaves into their newest revision, and keeps a revision per explicit save", async () => {
      // Created by the editor's first autosave, as the editor does.
      const post = await create({ title: 'Folded', content: '<p>Start</p>', status: 'draft', autosave: true });
      let version = post.updatedAt;
      for (const words of ['a', 'ab', 'abc']) {
        version = (
          (
            await call(owner, 'PUT', `/api/admin/blog/${post.id}`, {
              title: 'Folded',
              content: `<p>${words}</p>`,
              status: 'draft',
              ifUpdatedAt: version,
              autosave: true,
            })
          ).body as Post
        ).updatedAt;
      }
      const revisions = (await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions`)).body as { id: number }[];
      // The create's revision, folded with the autosaves that followed at once: one, holding the newest text.
      expect(revisions).to.have.length(1);
      expect((await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions/${revisions[0]!.id}`)).body.content).to.equal('<p>abc</p>');
      await call(owner, 'PUT', `/api/admin/blog/${post.id}`, { title: 'Folded', content: '<p>Explicit</p>', status: 'draft' });
      expect((await call(owner, 'GET', `/api/admin/blog/${post.id}/revisions`)).body).to.have.length(2);
    });
  });

  describe('duplicates', () => {
    it('makes a draft copy with a free slug, from the pending change when there is one', async () => {
      const post = await create();
      const first = await call(owner, 'POST', `/api/admin/blog/${post.id}/duplicate`);
      expect(first.status).to.equal(201);
      expect(first.body).to.include({ title: 'Copy of Live post', slug: 'live-post-copy', status: 'draft', content: '<p>Live words</p>', publishAt: null });
      expect(first.body.tags).to.deep.equal(['Claims']);
      await savePending(post.id, { title: 'Live post', content: '<p>Pending words</p>', ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null });
      const second = await call(owner, 'POST', `/api/admin/blog/${post.id}/duplicate`);
      expect(second.body).to.include({ slug: 'live-post-copy-2', content: '<p>Pending words</p>' });
      // The copies are drafts: not public.
      expect((await request(`${app.url}/blog/live-post-copy`)).status).to.equal(404);
      expect((await call(owner, 'POST', '/api/admin/blog/999999/duplicate')).status).to.equal(404);
    });
  });
});
