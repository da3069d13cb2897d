/**
 * A cover's focal point (docs/product/media.md#cover-images): `coverFocalX` and `coverFocalY`, whole percents
 * 0–100, saved with the post and its pending change, answered by the API, and used as the cover's
 * object-position on the post page and the blog card and as the social card's crop.
 */
import { expect } from 'chai';
import { parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { elementsOf } from '../helpers/html.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';

let app: TestApp;
let cookie: string;
let cover: { id: number; url: string };

const write = (method: 'POST' | 'PUT', path: string, body: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
const text = { excerpt: '<p>About the cover</p>', content: '<p>The text.</p>' };
const show = async (id: number) => (await request(`${app.url}/api/admin/blog/${id}`, { headers: { cookie } })).body;

describe(`A cover's focal point (${testDatabaseKind})`, function () {
  this.timeout(180_000);

  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    cover = (await uploadImage(app.url, cookie, await photo(600, 1200).jpeg().toBuffer(), { name: 'portrait.jpg', alt: 'A portrait photo' })).body;
  });
  after(() => app.close());

  it('is the centre by default, and saves and answers the values given', async () => {
    const plain = await write('POST', '/api/admin/blog', { title: 'Focal default', coverImageId: cover.id });
    expect(plain.status, plain.text).to.equal(201);
    expect(plain.body).to.include({ coverFocalX: 50, coverFocalY: 50 });

    const created = await write('POST', '/api/admin/blog', { title: 'Focal set', coverImageId: cover.id, coverFocalX: 0, coverFocalY: 100 });
    expect(created.status, created.text).to.equal(201);
    expect(created.body).to.include({ coverFocalX: 0, coverFocalY: 100 });
    expect(await show(created.body.id)).to.include({ coverFocalX: 0, coverFocalY: 100 });

    const moved = await write('PUT', `/api/admin/blog/${created.body.id}`, { title: 'Focal set', coverFocalX: 37, coverFocalY: 12 });
    expect(moved.status, moved.text).to.equal(200);
    expect(moved.body).to.include({ coverFocalX: 37, coverFocalY: 12 });
    // Left out, it stays.
    const kept = await write('PUT', `/api/admin/blog/${created.body.id}`, { title: 'Focal kept' });
    expect(kept.body).to.include({ coverFocalX: 37, coverFocalY: 12 });
    expect(await show(created.body.id)).to.include({ coverFocalX: 37, coverFocalY: 12 });
  });

  const hostile: [string, unknown][] = [
    ['coverFocalX', 101],
    ['coverFocalX', -1],
    ['coverFocalY', 12.5],
    ['coverFocalY', '50'],
    ['coverFocalX', null],
    ['coverFocalY', true],
    ['coverFocalX', { x: 1 }],
    ['coverFocalY', [50]],
    ['coverFocalX', 1e308],
    ['coverFocalY', '50; background:url(//evil)'],
  ];
  for (const entry of hostile) {
    const [field, value] = entry;
    it(`refuses ${field} ${JSON.stringify(value)} with 400 naming the field, and writes nothing`, async () => {
      const before = (await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).body.length;
      const created = await write('POST', '/api/admin/blog', { title: 'Bad focal', coverImageId: cover.id, [field]: value });
      expect(created.status, created.text).to.equal(400);
      expect(created.body.errors.map((error: { field: string }) => error.field)).to.deep.equal([field]);
      expect(created.body.errors[0].message).to.match(/^The focal point (across|down) the cover /);
      expect(created.body.errors[0].message).not.to.match(/coverFocal/);
      expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).body.length).to.equal(before);

      const post = (
        await write('POST', '/api/admin/blog', {
          title: 'Keeps its focal point',
          slug: `keeps-${field.toLowerCase()}-${hostile.indexOf(entry)}`,
          coverImageId: cover.id,
          coverFocalX: 20,
          coverFocalY: 80,
        })
      ).body;
      const updated = await write('PUT', `/api/admin/blog/${post.id}`, { title: 'Changed', [field]: value });
      expect(updated.status).to.equal(400);
      expect(updated.body.errors.map((error: { field: string }) => error.field)).to.deep.equal([field]);
      expect(await show(post.id)).to.include({ title: 'Keeps its focal point', coverFocalX: 20, coverFocalY: 80 });
    });
  }

  it('keeps the focal point in a published post’s pending change until Update, and refuses a bad one there too', async () => {
    const post = (await write('POST', '/api/admin/blog', { title: 'Live focal', slug: 'live-focal', ...text, coverImageId: cover.id, published: true })).body;
    const pendingPath = `/api/admin/blog/${post.id}/pending`;
    const refused = await write('PUT', pendingPath, { title: 'Live focal', coverFocalY: 150, ifPostUpdatedAt: post.updatedAt, ifPendingUpdatedAt: null });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['coverFocalY']);
    const saved = await write('PUT', pendingPath, {
      title: 'Live focal',
      coverFocalX: 10,
      coverFocalY: 90,
      ifPostUpdatedAt: post.updatedAt,
      ifPendingUpdatedAt: null,
    });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.pending).to.include({ coverFocalX: 10, coverFocalY: 90 });
    // Visitors still see the post as published.
    expect(await show(post.id)).to.include({ coverFocalX: 50, coverFocalY: 50 });
    const shown = await request(`${app.url}${pendingPath}`, { headers: { cookie } });
    expect(shown.body.pending).to.include({ coverFocalX: 10, coverFocalY: 90 });
  });

  it('places the cover on the post page and the blog card, and crops the social card, at the focal point', async () => {
    const top = (
      await write('POST', '/api/admin/blog', {
        title: 'Top of the photo',
        slug: 'focal-top',
        coverImageId: cover.id,
        coverFocalX: 37,
        coverFocalY: 0,
        ...text,
        published: true,
      })
    ).body;
    const page = await request(`${app.url}/blog/focal-top`);
    expect(page.status).to.equal(200);
    const elements = elementsOf(parseDocument(page.text).children);
    const coverBox = elements.find((element) => element.attribs.class === 'post-cover');
    const picture = elementsOf(coverBox!.children).find((element) => element.name === 'picture');
    expect(picture!.attribs.class).to.equal('cover-focal focal-x-t3 focal-x-u7 focal-y-t0 focal-y-u0');
    expect(page.text).not.to.match(/style="/);

    const list = await request(`${app.url}/blog`);
    const cards = elementsOf(parseDocument(list.text).children).filter((element) => element.attribs.class === 'post-card-cover');
    const classes = cards.map((card) => elementsOf(card.children).find((element) => element.name === 'picture')?.attribs.class);
    expect(classes).to.include('cover-focal focal-x-t3 focal-x-u7 focal-y-t0 focal-y-u0');

    // The photo's top half is white and its bottom half black: a crop at the top is white, at the bottom black.
    const halves = await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000000' } })
            .png()
            .toBuffer(),
          top: 600,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const split = (await uploadImage(app.url, cookie, halves, { name: 'halves.jpg', alt: 'White above, black below' })).body;
    const brightness = async (focalY: number, slug: string) => {
      const moved = await write('PUT', `/api/admin/blog/${top.id}`, { title: 'Top of the photo', slug, ...text, coverImageId: split.id, coverFocalY: focalY });
      expect(moved.status, moved.text).to.equal(200);
      const html = (await request(`${app.url}/blog/${slug}`)).text;
      const card = /<meta property="og:image" content="[^"]*(\/og\/[^"]+)"/.exec(html)![1]!;
      const image = await fetch(`${app.url}${card}`);
      expect(image.status).to.equal(200);
      const stats = await sharp(Buffer.from(await image.arrayBuffer())).stats();
      return stats.channels[0]!.mean;
    };
    expect(await brightness(0, 'focal-top')).to.be.above(200);
    expect(await brightness(100, 'focal-bottom')).to.be.below(55);
  });
});
