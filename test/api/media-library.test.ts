/**
 * GET/PATCH/DELETE /api/admin/media (docs/product/media.md): listing and search,
 * alt text, deleting an image a post uses, shared bytes, and who may do what.
 */
import { expect } from 'chai';
import { createPost } from '#database/posts.server.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { mediaCalls, type Media } from '../helpers/media-api.ts';

let app: TestApp;
let owner: string;
const { upload, fetchFile } = mediaCalls(() => ({ app, owner }));

describe(`Media library API: the library (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());

  it('lists newest first, a page at a time, and searches file names and alt text', async () => {
    const fresh = await startTestApp();
    try {
      const cookie = await signIn(fresh);
      for (const [name, alt] of [
        ['harbour.png', 'Boats at dawn'],
        ['clinic-front.png', 'The front desk'],
        ['team.png', 'Billing team at work'],
      ]) {
        expect((await uploadImage(fresh.url, cookie, await photo(120, 80).png().toBuffer(), { name, type: 'image/png', alt })).status).to.equal(201);
      }
      const list = (query: string) => request(`${fresh.url}/api/admin/media${query}`, { headers: { cookie } });
      const first = await list('?limit=2');
      expect(first.body).to.include({ total: 3, page: 1, limit: 2 });
      expect(first.body.items.map((item: Media) => item.fileName)).to.deep.equal(['team.png', 'clinic-front.png']);
      expect((await list('?limit=2&page=2')).body.items.map((item: Media) => item.fileName)).to.deep.equal(['harbour.png']);
      expect((await list('?q=BOATS')).body.items.map((item: Media) => item.fileName)).to.deep.equal(['harbour.png']);
      expect((await list('?q=clinic')).body.items.map((item: Media) => item.fileName)).to.deep.equal(['clinic-front.png']);
      expect((await list('?q=100%25')).body.items).to.deep.equal([]);
      expect((await list('?limit=101')).status).to.equal(400);
      expect((await list('?sort=name')).status).to.equal(400);
    } finally {
      await fresh.close();
    }
  });

  it('PATCH changes the alt text; an unknown id is 404 and a malformed one 400', async () => {
    const media = (await upload(await photo(120, 80).png().toBuffer(), { name: 'alt.png', type: 'image/png' })).body as Media;
    expect(media.alt).to.equal('');
    const patch = (id: string | number, body: unknown) => callJson(`${app.url}/api/admin/media/${id}`, 'PATCH', owner, body);
    const changed = await patch(media.id, { alt: '  A waiting room with chairs  ' });
    expect(changed.status).to.equal(200);
    expect(changed.body.alt).to.equal('A waiting room with chairs');
    expect((await patch(media.id, { alt: '' })).body.alt).to.equal('');
    expect((await patch(999_999, { alt: 'x' })).status).to.equal(404);
    expect((await patch('abc', { alt: 'x' })).status).to.equal(400);
    expect((await patch(media.id, { alt: 42 })).status).to.equal(400);
    expect((await patch(media.id, {})).status).to.equal(400);
  });

  it('DELETE is refused (409) while a post shows the image, naming the post; then deletes it and its files', async () => {
    const media = (await upload(await photo(700, 500).jpeg().toBuffer(), { name: 'used.jpg', alt: 'Used' })).body as Media;
    const variant = media.variants.find((item) => item.format === 'webp')!;
    const post = await createPost(
      app.db,
      { slug: 'with-image', title: 'With an image', excerpt: 'e', content: `<p>x</p><img src="${variant.url}" alt="Used">`, published: false },
      null,
    );
    const remove = () => request(`${app.url}/api/admin/media/${media.id}`, { method: 'DELETE', headers: { cookie: owner } });
    const refused = await remove();
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.include('“With an image”');
    expect(refused.body.usedIn).to.deep.equal([{ id: post.id, title: 'With an image', slug: 'with-image' }]);
    const listed = await request(`${app.url}/api/admin/media?q=used.jpg`, { headers: { cookie: owner } });
    expect(listed.body.items[0].usedIn).to.deep.equal([{ id: post.id, title: 'With an image', slug: 'with-image' }]);
    expect((await fetchFile(variant.url)).response.status).to.equal(200);

    await app.db('blog_posts').where({ id: post.id }).delete();
    const deleted = await remove();
    expect(deleted.status, deleted.text).to.equal(200);
    expect(await app.db('media').where({ id: media.id }).first()).to.equal(undefined);
    expect(await app.db('media_files').where({ media_id: media.id }).first()).to.equal(undefined);
    for (const file of [media.url, ...media.variants.map((item) => item.url)]) {
      expect(
        await app
          .db('media_blobs')
          .where({ key: file.slice('/media/'.length) })
          .first(),
        file,
      ).to.equal(undefined);
    }
    expect((await remove()).status).to.equal(404);
    const audit = await app.db('audit_log').where({ action: 'media.delete' }).first();
    expect(audit).to.include({ target: `media:${media.id}` });
  });

  it('keeps the bytes two uploads of the same file share until the last one is deleted', async () => {
    const data = await photo(150, 100).png().toBuffer();
    const first = (await upload(data, { name: 'twin-1.png', type: 'image/png' })).body as Media;
    const second = (await upload(data, { name: 'twin-2.png', type: 'image/png' })).body as Media;
    expect(second.url).to.equal(first.url);
    expect((await request(`${app.url}/api/admin/media/${first.id}`, { method: 'DELETE', headers: { cookie: owner } })).status).to.equal(200);
    expect((await fetchFile(second.url)).response.status).to.equal(200);
  });

  it('authors upload and list; only editors and owners change alt text or delete', async () => {
    const author = await signInAs(app, 'author', 'media-author');
    const media = await uploadImage(app.url, author.cookie, await photo(100, 100).png().toBuffer(), { name: 'by-author.png', type: 'image/png' });
    expect(media.status).to.equal(201);
    expect((await request(`${app.url}/api/admin/media`, { headers: { cookie: author.cookie } })).status).to.equal(200);
    const patch = await request(`${app.url}/api/admin/media/${media.body.id}`, {
      method: 'PATCH',
      headers: { cookie: author.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'x' }),
    });
    expect(patch.status).to.equal(403);
    const sales = await signInAs(app, 'sales', 'media-sales');
    expect((await uploadImage(app.url, sales.cookie, await photo(100, 100).png().toBuffer())).status).to.equal(403);
  });
});
