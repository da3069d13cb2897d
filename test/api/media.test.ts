/**
 * POST/GET/PATCH/DELETE /api/admin/media and the files under /media/ (docs/product/media.md):
 * every accepted type, every refusal, and nothing stored after a refusal.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { jpegWithGps, photo, pngBomb, uploadImage } from '../helpers/media.ts';
import { mediaCalls, type Media, type Variant } from '../helpers/media-api.ts';

let app: TestApp;
let owner: string;
const { upload, stored, fetchFile } = mediaCalls(() => ({ app, owner }));

/** An app with the owner signed in. */
function useOwnerApp(): void {
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());
}

describe(`Media library API: accepted uploads (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  useOwnerApp();

  const types = [
    { format: 'jpeg', name: 'a.jpg', type: 'image/jpeg', make: () => photo(2000, 1000).jpeg().toBuffer(), variantFormats: ['avif', 'webp', 'jpeg'] },
    { format: 'png', name: 'a.png', type: 'image/png', make: () => photo(2000, 1000).png().toBuffer(), variantFormats: ['avif', 'webp', 'png'] },
    { format: 'webp', name: 'a.webp', type: 'image/webp', make: () => photo(2000, 1000).webp().toBuffer(), variantFormats: ['avif', 'webp'] },
    { format: 'avif', name: 'a.avif', type: 'image/avif', make: () => photo(2000, 1000).avif({ effort: 0 }).toBuffer(), variantFormats: ['avif', 'webp'] },
    { format: 'gif', name: 'a.gif', type: 'image/gif', make: () => photo(2000, 1000).gif().toBuffer(), variantFormats: ['avif', 'webp', 'gif'] },
  ];
  for (const { format, name, type, make, variantFormats } of types) {
    it(`a ${format.toUpperCase()}: 201 with the image, its full-size file and every variant at 480, 960 and 1600 px`, async () => {
      const response = await upload(await make(), { name, type, alt: `A ${format} picture` });
      expect(response.status, response.text).to.equal(201);
      const media = response.body as Media;
      expect(media).to.include({ fileName: name, format, width: 2000, height: 1000, alt: `A ${format} picture` });
      expect(media.url).to.match(/^\/media\/[0-9a-f]{20}\.\w+$/);
      const expected = [480, 960, 1600].flatMap((width) => variantFormats.map((variantFormat) => `${variantFormat}@${width}`));
      expect(media.variants.map((variant) => `${variant.format}@${variant.width}`).sort()).to.deep.equal(expected.sort());
      for (const variant of [...media.variants, { format, width: 2000, height: 1000, url: media.url }]) {
        const { response: file, data } = await fetchFile(variant.url);
        expect(file.status, variant.url).to.equal(200);
        const metadata = await sharp(data).metadata();
        expect(metadata.format === 'heif' ? 'avif' : metadata.format, variant.url).to.equal(variant.format);
        expect(metadata.width, variant.url).to.equal(variant.width);
        expect(metadata.height, variant.url).to.equal(variant.width / 2);
        expect(file.headers.get('content-type')).to.equal(`image/${variant.format}`);
      }
    });
  }

  it('serves each file with immutable caching, an ETag (304 when it matches), nosniff and a CSP of its own', async () => {
    const media = (await upload(await photo(600, 400).jpeg().toBuffer())).body as Media;
    const { response } = await fetchFile(media.variants[0]!.url);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('content-security-policy')).to.equal("default-src 'none'");
    expect(response.headers.get('set-cookie')).to.equal(null);
    const etag = response.headers.get('etag');
    expect(etag).to.match(/^"[0-9a-f]{20}"$/);
    expect(media.variants[0]!.url).to.include(etag!.slice(1, -1));
    const again = await fetch(`${app.url}${media.variants[0]!.url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).to.equal(304);
    expect((await fetch(`${app.url}/media/00000000000000000000.jpg`)).status).to.equal(404);
    expect((await fetch(`${app.url}/media/..%2f..%2fpackage.json`)).status).to.equal(404);
  });

  it('never upscales: a 300 px image gets 300 px variants only', async () => {
    const media = (await upload(await photo(300, 200).png().toBuffer(), { name: 'small.png', type: 'image/png' })).body as Media;
    expect(media.variants.map((variant) => variant.width)).to.deep.equal([300, 300, 300]);
    const middle = (await upload(await photo(1000, 500).png().toBuffer(), { name: 'mid.png', type: 'image/png' })).body as Media;
    expect([...new Set(middle.variants.map((variant) => variant.width))]).to.deep.equal([480, 960, 1000]);
  });

  it('applies the EXIF orientation, then strips every tag: no GPS position in any file', async () => {
    const original = await jpegWithGps(400, 200, 6);
    expect((await sharp(original).metadata()).exif).to.be.an.instanceOf(Buffer);
    const response = await upload(original, { name: 'phone.jpg' });
    expect(response.status, response.text).to.equal(201);
    const media = response.body as Media;
    // Orientation 6 turns the picture a quarter: 400x200 as stored is 200x400 as seen.
    expect(media).to.include({ width: 200, height: 400 });
    for (const url of [media.url, ...media.variants.map((variant) => variant.url)]) {
      const { data } = await fetchFile(url);
      const metadata = await sharp(data).metadata();
      expect(metadata.exif, url).to.equal(undefined);
      expect(metadata.xmp, url).to.equal(undefined);
      expect(metadata.orientation ?? 1, url).to.equal(1);
      expect(metadata.width, url).to.be.below(metadata.height!);
      expect(data.includes(Buffer.from('Clinic camera')), url).to.equal(false);
    }
  });

  it('decides the type by content: a PNG declared as image/jpeg named .jpg is stored as a PNG', async () => {
    const response = await upload(await photo(200, 100).png().toBuffer(), { name: 'really.jpg', type: 'image/jpeg' });
    expect(response.status, response.text).to.equal(201);
    expect(response.body.format).to.equal('png');
    expect((await fetchFile(response.body.url)).response.headers.get('content-type')).to.equal('image/png');
  });

  it('serves none of what follows the image data: a JPEG with HTML appended is re-encoded clean', async () => {
    const jpeg = await photo(200, 100).jpeg().toBuffer();
    const response = await upload(Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(response.status, response.text).to.equal(201);
    for (const url of [response.body.url, ...response.body.variants.map((variant: Variant) => variant.url)]) {
      expect((await fetchFile(url)).data.includes(Buffer.from('<script>')), url).to.equal(false);
    }
  });
});

describe(`Media library API: refused uploads, storing nothing (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  useOwnerApp();

  let before: Awaited<ReturnType<typeof stored>>;
  beforeEach(async () => {
    before = await stored();
  });
  afterEach(async () => {
    expect(await stored()).to.deep.equal(before);
  });

  const refusals: { what: string; status: number; message: RegExp; make: () => Promise<Buffer> | Buffer; name?: string; type?: string }[] = [
    {
      what: 'a polyglot: JPEG magic bytes followed by HTML',
      status: 415,
      message: /not a supported image/,
      make: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]),
    },
    {
      what: 'an SVG renamed .png and declared image/png',
      status: 415,
      message: /SVG is not accepted/,
      make: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
      name: 'logo.png',
      type: 'image/png',
    },
    {
      what: 'a 20000x20000 PNG of a few KB (40 megapixels at most)',
      status: 413,
      message: /40 megapixels/,
      make: () => pngBomb(),
      name: 'bomb.png',
      type: 'image/png',
    },
    {
      what: 'a truncated JPEG',
      status: 400,
      message: /damaged or incomplete/,
      make: async () => {
        const whole = await photo(800, 600).jpeg().toBuffer();
        return whole.subarray(0, Math.floor(whole.length * 0.6));
      },
    },
    {
      what: 'a file of 11 MB',
      status: 413,
      message: /at most 10 MB/,
      make: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]),
    },
    { what: 'text declared as image/jpeg', status: 415, message: /not a supported image/, make: () => Buffer.from('just some words, not a picture') },
    {
      what: 'a TIFF (a real image, but not one of the five types)',
      status: 415,
      message: /not a supported image/,
      make: () => photo(100, 100).tiff().toBuffer(),
      name: 'scan.tif',
      type: 'image/tiff',
    },
    { what: 'an empty file', status: 400, message: /Choose an image file/, make: () => Buffer.alloc(0) },
  ];
  for (const { what, status, message, make, name, type } of refusals) {
    it(`${what}: ${status} with a reason`, async () => {
      const started = Date.now();
      const response = await upload(await make(), { name, type });
      expect(response.status, response.text).to.equal(status);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      expect(response.body.message).to.match(message);
      expect(Date.now() - started).to.be.below(10_000);
    });
  }

  it('an upload with no session: 401', async () => {
    const response = await uploadImage(app.url, '', await photo(100, 100).png().toBuffer());
    expect(response.status).to.equal(401);
    expect(response.body).to.deep.equal({ message: 'Authentication required' });
  });

  it('an upload from a foreign origin: 403', async () => {
    const response = await upload(await photo(100, 100).png().toBuffer(), { headers: { origin: 'https://evil.example' } });
    expect(response.status).to.equal(403);
    expect(response.body.message).to.equal('Cross-site requests are not allowed');
  });

  it('a body that is not multipart, a form without the file field, and alt text over 500 characters: 4xx', async () => {
    const json = await request(`${app.url}/api/admin/media`, { method: 'POST', headers: { cookie: owner, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).to.equal(415);
    const form = new FormData();
    form.set('alt', 'no file');
    const noFile = await request(`${app.url}/api/admin/media`, { method: 'POST', headers: { cookie: owner }, body: form });
    expect(noFile.status).to.equal(400);
    expect(noFile.body.errors).to.deep.equal([{ field: 'file', message: 'Choose an image file.' }]);
    const longAlt = await upload(await photo(100, 100).png().toBuffer(), { alt: 'a'.repeat(501) });
    expect(longAlt.status).to.equal(400);
    const broken = await request(`${app.url}/api/admin/media`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.status).to.be.within(400, 499);
  });
});
