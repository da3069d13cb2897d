/**
 * Images in posts (docs/product/media.md#in-posts): the stored HTML keeps only this site's media
 * files, and the public page shows each as a <picture> with AVIF and WebP
 * sources, srcset and sizes, width and height, and lazy loading after the first.
 */
import { expect } from 'chai';
import { parseDocument } from 'htmlparser2';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { elementsOf } from '../helpers/html.ts';
import { callJson, request } from '../helpers/http.ts';
import { photo, uploadImage } from '../helpers/media.ts';

describe(`Images in posts (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  after(() => app.close());

  it('renders each library image as a <picture> with AVIF and WebP sources, srcset, sizes, width and height; lazy after the first', async () => {
    const wide = (await uploadImage(app.url, cookie, await photo(2000, 1000).jpeg().toBuffer(), { name: 'wide.jpg', alt: 'Library alt' })).body;
    const small = (await uploadImage(app.url, cookie, await photo(600, 400).png().toBuffer(), { name: 'small.png', type: 'image/png' })).body;
    const content =
      `<p>Intro</p><figure class="image-wide"><img src="${wide.url}" alt="A &quot;wide&quot; view"><figcaption>Caption</figcaption></figure>` +
      `<p>Middle</p><figure class="image-column"><img src="${small.variants[0].url}" alt=""></figure>` +
      '<p><img src="https://evil.example/track.png" alt="x"></p>';
    const created = await callJson(`${app.url}/api/admin/blog`, 'POST', cookie, {
      title: 'With pictures',
      slug: 'with-pictures',
      excerpt: 'e',
      content,
      published: true,
    });
    expect(created.status, created.text).to.equal(201);
    expect(created.body.content).not.to.include('evil.example');

    const page = await request(`${app.url}/blog/with-pictures`);
    expect(page.status).to.equal(200);
    const elements = elementsOf(parseDocument(page.text).children);
    const pictures = elements.filter((element) => element.name === 'picture');
    expect(pictures).to.have.length(2);
    const imgs = elements.filter((element) => element.name === 'img' && (element.attribs.src ?? '').startsWith('/media/'));
    const sources = elements.filter((element) => element.name === 'source');

    // The first: a JPEG 2000 px wide, with AVIF and WebP sources at 480, 960 and 1600, and a JPEG fallback.
    expect(sources.slice(0, 2).map((source) => source.attribs.type)).to.deep.equal(['image/avif', 'image/webp']);
    for (const source of sources.slice(0, 2)) {
      expect(source.attribs.srcset!.split(', ').map((candidate) => candidate.split(' ')[1])).to.deep.equal(['480w', '960w', '1600w']);
      expect(source.attribs.sizes).to.be.a('string');
    }
    expect(imgs[0]!.attribs).to.include({ width: '2000', height: '1000', alt: 'A "wide" view', decoding: 'async' });
    expect(imgs[0]!.attribs.src).to.match(/\.jpg$/);
    expect(imgs[0]!.attribs.srcset).to.include('1600w');
    expect(imgs[0]!.attribs).not.to.have.property('loading');
    // The second: below the fold, lazy; its empty alt (decorative) is kept, not replaced by the library's.
    expect(imgs[1]!.attribs).to.include({ width: '600', height: '400', alt: '', loading: 'lazy', decoding: 'async' });
    expect(sources.slice(2).map((source) => source.attribs.type)).to.deep.equal(['image/avif', 'image/webp']);
    expect(page.text).to.include('<figcaption>Caption</figcaption>');
    expect(page.text).not.to.include('evil.example');

    // Every URL the page names is served.
    const urls = new Set([
      ...imgs.map((img) => img.attribs.src!),
      ...[...imgs, ...sources].flatMap((element) => element.attribs.srcset!.split(', ').map((candidate) => candidate.split(' ')[0]!)),
    ]);
    for (const url of urls) expect((await fetch(`${app.url}${url}`)).status, url).to.equal(200);
  });

  it('keeps a plain <img> for a library file that no longer exists', async () => {
    const content = '<p><img src="/media/0123456789abcdef0123.webp" alt="Gone"></p>';
    const created = await callJson(`${app.url}/api/admin/blog`, 'POST', cookie, {
      title: 'Gone image',
      slug: 'gone-image',
      excerpt: 'e',
      content,
      published: true,
    });
    expect(created.status).to.equal(201);
    const page = await request(`${app.url}/blog/gone-image`);
    expect(page.text).to.include('<img src="/media/0123456789abcdef0123.webp" alt="Gone" />');
    expect(page.text).not.to.include('<picture>');
  });
});
