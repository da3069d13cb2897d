/**
 * Cover images and social cards (decision 036): a post's `coverImageId` must name
 * an image of the media library; the post page shows the cover as a
 * high-priority <picture>, the blog cards show it, and og:image, twitter:image
 * and the BlogPosting image name a 1200x630 crop of it. Every other page gets
 * a drawn card of its own, served like a media file.
 */
import { expect } from 'chai';
import { parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { elementsOf } from '../helpers/html.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { fetchSocialCard } from '../helpers/social-cards.ts';

function metaOf(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const element = elementsOf(parseDocument(html).children).find((each) => each.name === 'meta' && each.attribs[attribute] === key);
  return element?.attribs.content;
}

let app: TestApp;
let cookie: string;
let cover: { id: number; url: string; alt: string };
let other: { id: number; url: string };

const write = (method: 'POST' | 'PUT', path: string, body: unknown, as = cookie) => callJson(`${app.url}${path}`, method, as, body);

/** The app with a cover photo and another image in its media library. */
function useCoverApp(): void {
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    cover = (await uploadImage(app.url, cookie, await photo(1800, 1200).jpeg().toBuffer(), { name: 'cover.jpg', alt: 'The front desk at opening time' })).body;
    other = (await uploadImage(app.url, cookie, await photo(640, 480).png().toBuffer(), { name: 'other.png', type: 'image/png' })).body;
  });
  after(() => app.close());
}

describe(`Cover images and social cards: setting and deleting covers (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  useCoverApp();

  describe('coverImageId on POST and PUT /api/admin/blog', () => {
    it('sets, answers and clears a cover', async () => {
      const created = await write('POST', '/api/admin/blog', { title: 'Cover set', coverImageId: cover.id });
      expect(created.status, created.text).to.equal(201);
      expect(created.body.coverImageId).to.equal(cover.id);
      const shown = await request(`${app.url}/api/admin/blog/${created.body.id}`, { headers: { cookie } });
      expect(shown.body.coverImageId).to.equal(cover.id);
      // Left out, it stays; null clears it.
      const kept = await write('PUT', `/api/admin/blog/${created.body.id}`, { title: 'Cover kept' });
      expect(kept.body.coverImageId).to.equal(cover.id);
      const cleared = await write('PUT', `/api/admin/blog/${created.body.id}`, { title: 'Cover cleared', coverImageId: null });
      expect(cleared.status).to.equal(200);
      expect(cleared.body.coverImageId).to.equal(null);
      const plain = await write('POST', '/api/admin/blog', { title: 'No cover' });
      expect(plain.body.coverImageId).to.equal(null);
    });

    it('refuses an image the library does not have with 400 naming the field, and stores nothing', async () => {
      const before = (await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).body.length;
      const created = await write('POST', '/api/admin/blog', { title: 'Missing cover', coverImageId: 999_999 });
      expect(created.status).to.equal(400);
      expect(created.headers.get('content-type')).to.match(/json/);
      expect(created.body.errors).to.deep.equal([{ field: 'coverImageId', message: 'Cover image must be an image of the media library.' }]);
      expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).body.length).to.equal(before);

      const post = (await write('POST', '/api/admin/blog', { title: 'Keeps its cover', coverImageId: cover.id })).body;
      const updated = await write('PUT', `/api/admin/blog/${post.id}`, { title: 'Changed title', coverImageId: 999_999 });
      expect(updated.status).to.equal(400);
      const after = (await request(`${app.url}/api/admin/blog/${post.id}`, { headers: { cookie } })).body;
      expect(after).to.include({ title: 'Keeps its cover', coverImageId: cover.id });
    });

    for (const value of ['1', 0, -3, 1.5, true, { id: 1 }, 2 ** 31]) {
      it(`refuses coverImageId ${JSON.stringify(value)} with 400`, async () => {
        const created = await write('POST', '/api/admin/blog', { title: 'Bad cover', coverImageId: value });
        expect(created.status).to.equal(400);
        expect(created.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['coverImageId']);
        expect(created.body.errors[0].message).to.match(/^Cover image /);
      });
    }

    it('lets an author set a cover on their own draft', async () => {
      const author = await signInAs(app, 'author');
      const created = await write('POST', '/api/admin/blog', { title: 'Author cover', coverImageId: other.id }, author.cookie);
      expect(created.status, created.text).to.equal(201);
      expect(created.body.coverImageId).to.equal(other.id);
    });
  });

  describe('deleting an image used as a cover', () => {
    it('is refused with 409 naming the post, and the image stays', async () => {
      const image = (await uploadImage(app.url, cookie, await photo(500, 300).jpeg().toBuffer(), { name: 'only-cover.jpg' })).body;
      const post = (await write('POST', '/api/admin/blog', { title: 'Uses it as cover', slug: 'uses-it-as-cover', coverImageId: image.id })).body;
      const listed = await request(`${app.url}/api/admin/media?q=only-cover`, { headers: { cookie } });
      expect(listed.body.items[0].usedIn).to.deep.equal([{ id: post.id, title: 'Uses it as cover', slug: 'uses-it-as-cover' }]);
      const refused = await request(`${app.url}/api/admin/media/${image.id}`, { method: 'DELETE', headers: { cookie } });
      expect(refused.status).to.equal(409);
      expect(refused.body.usedIn).to.deep.equal([{ id: post.id, title: 'Uses it as cover', slug: 'uses-it-as-cover' }]);
      expect((await fetch(`${app.url}${image.url}`)).status).to.equal(200);
      // Once the cover is cleared, the image can go.
      await write('PUT', `/api/admin/blog/${post.id}`, { title: 'Uses it as cover', coverImageId: null });
      const deleted = await request(`${app.url}/api/admin/media/${image.id}`, { method: 'DELETE', headers: { cookie } });
      expect(deleted.status).to.equal(200);
    });
  });
});

describe(`Cover images and social cards on the public pages (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  useCoverApp();

  let postId: number;
  before(async () => {
    const content = `<p>Intro</p><figure class="image-column"><img src="${other.url}" alt="A chart"></figure>`;
    const created = await write('POST', '/api/admin/blog', {
      title: 'Covered post',
      slug: 'covered-post',
      excerpt: 'About covers',
      content,
      published: true,
      coverImageId: cover.id,
    });
    expect(created.status, created.text).to.equal(201);
    postId = created.body.id;
  });

  it('shows the cover as a high-priority <picture> with its size, and every image of the text lazily', async () => {
    const page = await request(`${app.url}/blog/covered-post`);
    expect(page.status).to.equal(200);
    const elements = elementsOf(parseDocument(page.text).children);
    const coverBox = elements.find((element) => element.attribs.class === 'post-cover');
    expect(coverBox, 'a .post-cover').to.exist;
    const imgs = elements.filter((element) => element.name === 'img' && (element.attribs.src ?? '').startsWith('/media/'));
    expect(imgs[0]!.attribs).to.include({ width: '1800', height: '1200', alt: 'The front desk at opening time', fetchpriority: 'high', decoding: 'async' });
    expect(imgs[0]!.attribs).not.to.have.property('loading');
    expect(imgs[1]!.attribs).to.include({ alt: 'A chart', loading: 'lazy' });
    expect(imgs[1]!.attribs).not.to.have.property('fetchpriority');
    const sources = elements.filter((element) => element.name === 'source');
    expect(sources.slice(0, 2).map((source) => source.attribs.type)).to.deep.equal(['image/avif', 'image/webp']);
  });

  it('names a 1200x630 crop of the cover in og:image, twitter:image and the BlogPosting image', async () => {
    const page = await request(`${app.url}/blog/covered-post`);
    const image = metaOf(page.text, 'property', 'og:image')!;
    expect(image).to.match(new RegExp(`/og/post-${postId}-[0-9a-f]{28}\\.jpg$`));
    expect(metaOf(page.text, 'name', 'twitter:image')).to.equal(image);
    expect(metaOf(page.text, 'property', 'og:image:width')).to.equal('1200');
    expect(metaOf(page.text, 'property', 'og:image:height')).to.equal('630');
    expect(metaOf(page.text, 'property', 'og:image:alt')).to.equal('The front desk at opening time');
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(jsonLd.find((block) => block['@type'] === 'BlogPosting').image).to.equal(image);

    const path = new URL(image).pathname;
    const card = await fetchSocialCard(app, path);
    expect(card.status).to.equal(200);
    expect(card.headers.get('content-type')).to.equal('image/jpeg');
    expect(card.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(card.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(card.headers.get('content-security-policy')).to.equal("default-src 'none'");
    const bytes = Buffer.from(await card.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['jpeg', 1200, 630]);
    const again = await fetch(`${app.url}${path}`, { headers: { 'if-none-match': card.headers.get('etag')! } });
    expect(again.status).to.equal(304);
  });

  it('shows the cover on the blog card, decorative and sized', async () => {
    const list = await request(`${app.url}/blog`);
    const elements = elementsOf(parseDocument(list.text).children);
    const coverImgs = elements.filter((element) => element.name === 'img' && element.attribs.width === '1800');
    expect(coverImgs).to.have.length(1);
    expect(coverImgs[0]!.attribs).to.include({ alt: '', height: '1200' });
    expect(list.text).to.include('class="post-card-cover"');
  });

  it('draws a card with the title for a post without a cover, and a new one when the title changes', async () => {
    const created = await write('POST', '/api/admin/blog', {
      title: 'Plain post',
      slug: 'plain-post',
      excerpt: 'No cover here',
      content: '<p>Text</p>',
      published: true,
    });
    const first = metaOf((await request(`${app.url}/blog/plain-post`)).text, 'property', 'og:image')!;
    expect(first).to.match(new RegExp(`/og/post-${created.body.id}-[0-9a-f]{28}\\.png$`));
    expect(metaOf((await request(`${app.url}/blog/plain-post`)).text, 'property', 'og:image:alt')).to.match(/: Plain post$/);
    const drawn = await fetchSocialCard(app, new URL(first).pathname);
    expect(drawn.status).to.equal(200);
    expect(drawn.headers.get('content-type')).to.equal('image/png');
    const metadata = await sharp(Buffer.from(await drawn.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['png', 1200, 630]);

    await write('PUT', `/api/admin/blog/${created.body.id}`, {
      title: 'Plain post, renamed',
      slug: 'plain-post',
      excerpt: 'No cover here',
      content: '<p>Text</p>',
      published: true,
    });
    const second = metaOf((await request(`${app.url}/blog/plain-post`)).text, 'property', 'og:image')!;
    expect(second).not.to.equal(first);
    expect((await fetchSocialCard(app, new URL(second).pathname)).status).to.equal(200);
  });

  it('escapes a hostile alt text and title in the cover, the card and the meta tags', async () => {
    const hostileAlt = '"><img src=x onerror=alert(1)>';
    const image = (await uploadImage(app.url, cookie, await photo(900, 600).jpeg().toBuffer(), { name: 'hostile.jpg', alt: hostileAlt })).body;
    await write('POST', '/api/admin/blog', {
      title: '</title><script>alert(1)</script>',
      slug: 'hostile-cover',
      excerpt: 'e',
      content: '<p>t</p>',
      published: true,
      coverImageId: image.id,
    });
    const page = await request(`${app.url}/blog/hostile-cover`);
    expect(page.status).to.equal(200);
    expect(page.text).not.to.include('<img src=x');
    expect(page.text).not.to.include('<script>alert(1)</script>');
    expect(page.text).to.include('alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(metaOf(page.text, 'property', 'og:image:alt')).to.equal(hostileAlt);
    const list = await request(`${app.url}/blog`);
    expect(list.text).not.to.include('<img src=x');
  });

  it('gives each marketing page its own card, and answers 404 for a name that is not a current card', async () => {
    const home = metaOf((await request(`${app.url}/`)).text, 'property', 'og:image')!;
    const blog = metaOf((await request(`${app.url}/blog`)).text, 'property', 'og:image')!;
    expect(home).to.match(/\/og\/page-home-[0-9a-f]{28}\.png$/);
    expect(blog).to.match(/\/og\/page-blog-[0-9a-f]{28}\.png$/);
    const homeCard = await fetchSocialCard(app, new URL(home).pathname);
    expect(homeCard.status).to.equal(200);
    expect(homeCard.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    const homePath = new URL(home).pathname;
    const forged = homePath.replace(/[0-9a-f](\.png)$/, (digit, ext: string) => `${digit === '0' ? '1' : '0'}${ext}`);
    for (const path of [
      forged,
      '/og/page-no-such-page-0123456789abcdef0123456789ab.png',
      '/og/post-999999-0123456789abcdef0123456789ab.png',
      '/og/../package.json',
      '/og/page-home.png',
    ]) {
      const answer = await request(`${app.url}${path}`);
      expect(answer.status, path).to.equal(404);
    }
    // A draft has no public card.
    const draft = (await write('POST', '/api/admin/blog', { title: 'Secret draft' })).body;
    const answer = await request(`${app.url}/og/post-${draft.id}-0123456789abcdef0123456789ab.png`);
    expect(answer.status).to.equal(404);
    expect(answer.body).to.deep.equal({ message: 'Not found' });
  });
});
