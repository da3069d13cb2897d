/**
 * Revisions while writing (docs/product/blog.md#revisions-while-writing, decision 108): a writer's autosaves gather
 * in one revision, which is kept as it is after 10 minutes of editing (pauses of more than 2 minutes do not count)
 * and when the writer leaves the editor (`POST /api/admin/blog/{id}/revisions/keep`); nothing changed, no
 * revision. The app's clock is the test's, moved by hand.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';

interface Post {
  id: number;
  updatedAt: string;
}

const minute = 60_000;

describe(`Revisions while writing (${testDatabaseKind})`, () => {
  let app: TestApp;
  let owner: string;
  let signedInAt = 0;
  let now = Date.parse('2026-12-07T09:00:00Z');
  /** The test holds one cookie; a session idle for 30 minutes by its time ends, so a long test signs in again. */
  const signInAgainIfOld = async () => {
    if (now - signedInAt < 20 * minute) return;
    owner = await signIn(app);
    signedInAt = now;
  };
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
  });
  beforeEach(async () => {
    await app.db('blog_posts').delete();
    await signInAgainIfOld();
  });
  after(() => app.close());

  const call = (method: string, path: string, body?: unknown, cookie = owner) => callJson(`${app.url}${path}`, method, cookie, body);
  const contentsOf = async (id: number) => {
    const list = (await call('GET', `/api/admin/blog/${id}/revisions`)).body as { id: number }[];
    return Promise.all(
      list.map(async ({ id: revisionId }) => ((await call('GET', `/api/admin/blog/${id}/revisions/${revisionId}`)).body as { content: string }).content),
    );
  };

  /** A draft created by the editor's first autosave, and a function that autosaves `words` `minutes` later. */
  async function writing(asAuthor?: string) {
    let cookie = asAuthor ?? owner;
    const created = await call('POST', '/api/admin/blog', { title: 'Sittings', content: '<p>0</p>', status: 'draft', autosave: true }, cookie);
    expect(created.status, created.text).to.equal(201);
    let post = created.body as Post;
    const autosave = async (minutes: number, words: string) => {
      now += minutes * minute;
      if (!asAuthor) {
        await signInAgainIfOld();
        cookie = owner;
      }
      const saved = await call(
        'PUT',
        `/api/admin/blog/${post.id}`,
        { title: 'Sittings', content: `<p>${words}</p>`, status: 'draft', ifUpdatedAt: post.updatedAt, autosave: true },
        cookie,
      );
      expect(saved.status, saved.text).to.equal(200);
      post = saved.body as Post;
    };
    return { id: post.id, autosave };
  }

  it('keeps a revision after 10 minutes of editing, and gathers the next autosaves in a new one', async () => {
    const { id, autosave } = await writing();
    // Autosaves a minute apart: 9 minutes of editing so far, one revision holding the newest text.
    for (let n = 1; n <= 9; n++) await autosave(1, `${n}`);
    expect(await contentsOf(id)).to.deep.equal(['<p>9</p>']);
    // The tenth minute: the revision is kept as it is now, and the next minute's words start another.
    await autosave(1, '10');
    expect(await contentsOf(id)).to.deep.equal(['<p>10</p>']);
    await autosave(1, '11');
    await autosave(1, '12');
    expect(await contentsOf(id)).to.deep.equal(['<p>12</p>', '<p>10</p>']);
    // Forty minutes of writing in all: a revision for each ten.
    for (let n = 13; n <= 40; n++) await autosave(1, `${n}`);
    expect(await contentsOf(id)).to.deep.equal(['<p>40</p>', '<p>30</p>', '<p>20</p>', '<p>10</p>']);
  });

  it('does not count pauses of more than 2 minutes as editing', async () => {
    const { id, autosave } = await writing();
    // An hour and a half of the editor open, but a minute of editing each time: no revision kept.
    for (let n = 1; n <= 6; n++) await autosave(15, `${n}`);
    expect(await contentsOf(id)).to.deep.equal(['<p>6</p>']);
    // Pauses of two minutes are still writing (a sentence thought over): five of them make ten minutes.
    for (let n = 7; n <= 11; n++) await autosave(2, `${n}`);
    await autosave(1, '12');
    expect(await contentsOf(id)).to.deep.equal(['<p>12</p>', '<p>11</p>']);
  });

  it('keeps no revision for autosaves that change nothing, and counts no editing time for them', async () => {
    const { id, autosave } = await writing();
    await autosave(1, 'same');
    for (let n = 0; n < 12; n++) await autosave(1, 'same');
    expect(await contentsOf(id)).to.deep.equal(['<p>same</p>']);
    // Only the first minute was editing: the revision still gathers.
    await autosave(1, 'changed');
    expect(await contentsOf(id)).to.deep.equal(['<p>changed</p>']);
  });

  it('keeps the revision as it is when the writer leaves the editor, and keeps nothing twice', async () => {
    const { id, autosave } = await writing();
    await autosave(1, 'first sitting');
    const left = await call('POST', `/api/admin/blog/${id}/revisions/keep`);
    expect(left.status, left.text).to.equal(200);
    expect(left.body).to.deep.equal({ kept: true });
    // Nothing changed since: nothing to keep, and no revision more.
    expect((await call('POST', `/api/admin/blog/${id}/revisions/keep`)).body).to.deep.equal({ kept: false });
    // The next sitting starts a revision of its own.
    await autosave(120, 'second sitting');
    await autosave(1, 'second sitting, more');
    expect(await contentsOf(id)).to.deep.equal(['<p>second sitting, more</p>', '<p>first sitting</p>']);
  });

  it('keeps a revision of its own for a save by hand, which later autosaves do not change', async () => {
    const { id, autosave } = await writing();
    await autosave(1, 'typed');
    // Save draft right after an autosave: the same text, kept as it is.
    const saved = await call('PUT', `/api/admin/blog/${id}`, { title: 'Sittings', content: '<p>typed</p>', status: 'draft' });
    expect(saved.status).to.equal(200);
    const post = saved.body as Post;
    now += minute;
    await call('PUT', `/api/admin/blog/${id}`, { title: 'Sittings', content: '<p>typed on</p>', status: 'draft', ifUpdatedAt: post.updatedAt, autosave: true });
    expect(await contentsOf(id)).to.deep.equal(['<p>typed on</p>', '<p>typed</p>']);
  });

  it("never folds one writer's autosave into another's revision", async () => {
    const { id, autosave } = await writing();
    await autosave(1, 'by the owner');
    const { cookie: editor } = await signInAs(app, 'editor');
    const post = (await call('GET', `/api/admin/blog/${id}`)).body as Post;
    now += minute;
    await call(
      'PUT',
      `/api/admin/blog/${id}`,
      { title: 'Sittings', content: '<p>by the editor</p>', status: 'draft', ifUpdatedAt: post.updatedAt, autosave: true },
      editor,
    );
    expect(await contentsOf(id)).to.deep.equal(['<p>by the editor</p>', '<p>by the owner</p>']);
  });

  it('answers keep for a post nobody may change, or none, with 403 or 404, and a hostile id with 400', async () => {
    const { id } = await writing();
    const { cookie: author } = await signInAs(app, 'author');
    expect((await call('POST', `/api/admin/blog/${id}/revisions/keep`, undefined, author)).status).to.equal(403);
    expect((await call('POST', '/api/admin/blog/999999/revisions/keep')).status).to.equal(404);
    const hostile = await call('POST', "/api/admin/blog/1'%20OR%201=1/revisions/keep");
    expect(hostile.status).to.equal(400);
    expect(hostile.body.errors[0].field).to.equal('id');
    // `autosave` on a create is a boolean or nothing.
    expect((await call('POST', '/api/admin/blog', { title: 'Checked', status: 'draft', autosave: 'yes' })).body.errors[0].field).to.equal('autosave');
    // From another site: refused before anything is read.
    const foreign = await fetch(`${app.url}/api/admin/blog/${id}/revisions/keep`, {
      method: 'POST',
      headers: { cookie: owner, origin: 'https://evil.example' },
    });
    expect(foreign.status).to.equal(403);
    expect(await app.db('post_revisions').whereNull('edited_at').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
  });
});
