/**
 * One alt text for an image (docs/product/media.md#one-alt-text): the library shows the alt text each post gives
 * an image, learns a saved post's alt text where it has none, and PATCH puts a new alt text in the posts chosen,
 * as a content write (a revision each, the content version bumped, a pending change too), all or nothing.
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo } from '../helpers/media.ts';
import { mediaCalls, type Media } from '../helpers/media-api.ts';

let app: TestApp;
let owner: string;
const { upload } = mediaCalls(() => ({ app, owner }));

const figure = (url: string, alt?: string) => `<figure class="image-column"><img src="${url}"${alt === undefined ? '' : ` alt="${alt}"`} /></figure>`;
const call = (method: string, path: string, body?: unknown, cookie = owner) => callJson(`${app.url}${path}`, method, cookie, body);
const post = async (fields: Record<string, unknown>) => {
  const created = await call('POST', '/api/admin/blog', { excerpt: 'e', published: false, ...fields });
  expect(created.status, created.text).to.equal(201);
  return created.body as { id: number; updatedAt: string; content: string };
};
const image = async (id: number): Promise<Media> => (await call('GET', `/api/admin/media/${id}`)).body as Media;
const contentOf = async (id: number): Promise<string> => ((await call('GET', `/api/admin/blog/${id}`)).body as { content: string }).content;
const revisions = async (id: number): Promise<number> => ((await call('GET', `/api/admin/blog/${id}/revisions`)).body as unknown[]).length;
const version = async () => Number(((await app.db('content_version').where({ id: 1 }).first('version')) as { version: number | string }).version);
/** Each a different size: two uploads of the same pixels would share their files, and so their uses. */
let widths = 100;
const newImage = async (name: string, alt?: string) => {
  const data = await photo((widths += 3), 80)
    .png()
    .toBuffer();
  return (await upload(data, { name, type: 'image/png', ...(alt === undefined ? {} : { alt }) })).body as Media;
};

describe(`One alt text for an image (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());
  describe('what the library shows', showsTests);
  describe('the library learns a post’s alt text', learnsTests);
  describe('PATCH /api/admin/media/:id with applyTo', patchTests);
});

function showsTests() {
  it('lists each post whose text shows the image, with the alt texts it gives it there; a cover alone is not listed', async () => {
    const desk = await newImage('desk.png', 'Library words');
    const first = await post({ title: 'Twice', slug: 'twice', content: `<p>a</p>${figure(desk.url, 'The desk')}${figure(desk.variants[0]!.url, '')}` });
    const second = await post({ title: 'No alt yet', slug: 'no-alt-yet', content: figure(desk.url) });
    await post({ title: 'Cover only', slug: 'cover-only', content: '<p>c</p>', coverImageId: desk.id });
    const shown = await image(desk.id);
    expect(shown.altInPosts).to.deep.equal([
      { id: first.id, title: 'Twice', slug: 'twice', status: 'draft', alts: ['The desk', ''], pendingChange: false },
      { id: second.id, title: 'No alt yet', slug: 'no-alt-yet', status: 'draft', alts: [null], pendingChange: false },
    ]);
    expect(shown.usedIn.map((use) => use.title)).to.deep.equal(['Twice', 'No alt yet', 'Cover only']);
    const listed = (await call('GET', '/api/admin/media?q=desk.png')).body as { items: Media[] };
    expect(listed.items[0]!.altInPosts.map((use) => use.alts)).to.deep.equal([['The desk', ''], [null]]);
  });
}

function learnsTests() {
  it('takes the first alt text a saved post gives an image the library has none for, decoded', async () => {
    const chart = await newImage('chart.png');
    const before = await version();
    await post({
      title: 'Learns',
      slug: 'learns',
      content: `${figure(chart.url, '')}${figure(chart.url, 'A &quot;chart&quot; &amp; key')}${figure(chart.url, 'Later')}`,
    });
    expect((await image(chart.id)).alt).to.equal('A "chart" & key');
    expect(await version()).to.be.above(before);
  });

  it('keeps the alt text the library has, and lists the post’s own beside it', async () => {
    const room = await newImage('room.png', 'Waiting room');
    const saved = await post({ title: 'Own words', slug: 'own-words', content: figure(room.url, 'Chairs by the window') });
    const shown = await image(room.id);
    expect(shown.alt).to.equal('Waiting room');
    expect(shown.altInPosts.map((use) => [use.id, use.alts])).to.deep.equal([[saved.id, ['Chairs by the window']]]);
  });

  it('learns on an update, not from an autosave, which may hold an alt text half typed', async () => {
    const door = await newImage('door.png');
    const draft = await post({ title: 'Door', slug: 'door', content: '<p>x</p>' });
    const autosaved = await call('PUT', `/api/admin/blog/${draft.id}`, {
      title: 'Door',
      content: figure(door.url, 'The fro'),
      status: 'draft',
      autosave: true,
      ifUpdatedAt: draft.updatedAt,
    });
    expect(autosaved.status, autosaved.text).to.equal(200);
    expect((await image(door.id)).alt).to.equal('');
    const saved = await call('PUT', `/api/admin/blog/${draft.id}`, { title: 'Door', content: figure(door.url, 'The front door'), status: 'draft' });
    expect(saved.status, saved.text).to.equal(200);
    expect((await image(door.id)).alt).to.equal('The front door');
  });
}

function patchTests() {
  it('puts the new alt text in the chosen posts only, each with a revision, and bumps the content version', async () => {
    const team = await newImage('team.png', 'Old words');
    const draft = await post({ title: 'Draft with team', slug: 'draft-team', content: `<p>a</p>${figure(team.url, 'Old words')}<p>b</p>` });
    const published = await post({ title: 'Live team', slug: 'live-team', content: figure(team.url, 'Staff'), published: true });
    const untouched = await post({ title: 'Not chosen', slug: 'not-chosen', content: figure(team.url, 'Keep me') });
    const [draftRevisions, liveRevisions, before] = [await revisions(draft.id), await revisions(published.id), await version()];

    const answer = await call('PATCH', `/api/admin/media/${team.id}`, { alt: 'The billing team at "work"', applyTo: [draft.id, published.id] });
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.alt).to.equal('The billing team at "work"');
    expect(answer.body.applied).to.deep.equal([
      { id: draft.id, title: 'Draft with team', status: 'draft', pendingChanged: false },
      { id: published.id, title: 'Live team', status: 'published', pendingChanged: false },
    ]);
    expect(await contentOf(draft.id))
      .to.include(`<img src="${team.url}" alt="The billing team at &quot;work&quot;" />`)
      .and.include('<p>b</p>');
    expect(await contentOf(untouched.id)).to.include('alt="Keep me"');
    expect(await revisions(draft.id)).to.equal(draftRevisions + 1);
    expect(await revisions(published.id)).to.equal(liveRevisions + 1);
    expect(await version()).to.be.above(before);
    const page = await request(`${app.url}/blog/live-team`);
    expect(page.text).to.include('alt="The billing team at &quot;work&quot;"');
    expect((await image(team.id)).altInPosts.map((use) => use.alts)).to.deep.equal([
      ['The billing team at "work"'],
      ['The billing team at "work"'],
      ['Keep me'],
    ]);
  });

  it('changes a published post’s pending change too, so the editor open on it is told, not overwritten', async () => {
    const sign = await newImage('sign.png', 'Sign');
    const live = await post({ title: 'Pending sign', slug: 'pending-sign', content: figure(sign.url, 'Sign'), published: true });
    const pending = await call('PUT', `/api/admin/blog/${live.id}/pending`, {
      title: 'Pending sign',
      excerpt: 'e',
      content: `<p>New intro</p>${figure(sign.url, 'Sign')}`,
      ifPostUpdatedAt: live.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(pending.status, pending.text).to.equal(200);
    expect((await image(sign.id)).altInPosts[0]!.pendingChange).to.equal(true);

    const answer = await call('PATCH', `/api/admin/media/${sign.id}`, { alt: 'The clinic sign', applyTo: [live.id] });
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.applied).to.deep.equal([{ id: live.id, title: 'Pending sign', status: 'published', pendingChanged: true }]);
    const after = (await call('GET', `/api/admin/blog/${live.id}/pending`)).body.pending as { content: string; updatedAt: string };
    expect(after.content).to.include('<p>New intro</p>').and.include('alt="The clinic sign"');
    expect(await contentOf(live.id)).to.include('alt="The clinic sign"');
    // The editor that saw the old versions gets a conflict on its next autosave.
    const stale = await call('PUT', `/api/admin/blog/${live.id}/pending`, {
      title: 'Pending sign',
      content: figure(sign.url, 'Sign'),
      ifPostUpdatedAt: live.updatedAt,
      ifPendingUpdatedAt: pending.body.pending.updatedAt,
    });
    expect(stale.status).to.equal(409);
  });

  it('refuses a post that does not exist or does not show the image with 400, and writes nothing, not even the library’s alt text', async () => {
    const logo = await newImage('logo.png', 'Logo');
    const shows = await post({ title: 'Shows logo', slug: 'shows-logo', content: figure(logo.url, 'Logo') });
    const other = await post({ title: 'Other', slug: 'other-post', content: '<p>No image</p>' });
    const cover = await post({ title: 'Logo cover', slug: 'logo-cover', content: '<p>c</p>', coverImageId: logo.id });
    const [before, beforeRevisions] = [await version(), await revisions(shows.id)];
    for (const [applyTo, message] of [
      [[shows.id, 999_999], 'Post 999999 does not exist.'],
      [[shows.id, other.id], `Post ${other.id} does not show this image in its text.`],
      [[shows.id, cover.id], `Post ${cover.id} does not show this image in its text.`],
    ] as const) {
      const refused = await call('PATCH', `/api/admin/media/${logo.id}`, { alt: 'Changed', applyTo });
      expect(refused.status, refused.text).to.equal(400);
      expect(refused.body.errors).to.deep.equal([{ field: 'applyTo', message }]);
    }
    expect((await image(logo.id)).alt).to.equal('Logo');
    expect(await contentOf(shows.id)).to.include('alt="Logo"');
    expect(await revisions(shows.id)).to.equal(beforeRevisions);
    expect(await version()).to.equal(before);
  });

  it('refuses malformed post ids with 400, an unknown image with 404 and a malformed one with 400', async () => {
    const mark = await newImage('mark.png', 'Mark');
    for (const applyTo of ['1', [0], [-1], [1.5], ['1'], [2_147_483_648], [1, 1], Array.from({ length: 101 }, (_, index) => index + 1), [null], { 0: 1 }]) {
      const refused = await call('PATCH', `/api/admin/media/${mark.id}`, { alt: 'x', applyTo });
      expect(refused.status, JSON.stringify(applyTo)).to.equal(400);
      expect(refused.body.errors[0].field).to.match(/^applyTo/);
    }
    expect((await image(mark.id)).alt).to.equal('Mark');
    expect((await call('PATCH', '/api/admin/media/999999', { alt: 'x', applyTo: [] })).status).to.equal(404);
    expect((await call('PATCH', '/api/admin/media/1e3', { alt: 'x', applyTo: [] })).status).to.equal(400);
  });

  it('answers 401 without a session and 403 to an author or a salesperson, changing nothing', async () => {
    const seal = await newImage('seal.png', 'Seal');
    const shows = await post({ title: 'Shows seal', slug: 'shows-seal', content: figure(seal.url, 'Seal') });
    const body = { alt: 'Changed', applyTo: [shows.id] };
    expect(
      (
        await request(`${app.url}/api/admin/media/${seal.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    ).to.equal(401);
    for (const role of ['author', 'sales'] as const) {
      const { cookie } = await signInAs(app, role, `alt-${role}`);
      expect((await call('PATCH', `/api/admin/media/${seal.id}`, body, cookie)).status, role).to.equal(403);
    }
    expect((await image(seal.id)).alt).to.equal('Seal');
    expect(await contentOf(shows.id)).to.include('alt="Seal"');
  });
}
