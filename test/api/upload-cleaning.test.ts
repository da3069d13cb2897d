/**
 * Every way an image enters the site (the media library, which post covers and editor images use; proof
 * photos and logos; the company logo) serves a re-encoded file: no EXIF, GPS position, artist or comment,
 * nothing after the image data; a file that does not decode is refused; extreme shapes are refused from
 * the header, at once.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson, type JsonResponse } from '../helpers/http.ts';
import { uploadImage } from '../helpers/media.ts';
import { base64 } from '../helpers/images.ts';
import { blackPng, leftovers, pngThenHtml, taggedJpeg, taggedPng } from '../helpers/tagged-images.ts';

interface UploadPath {
  name: string;
  /** Sends the file; answers the API's JSON. */
  send: (app: TestApp, cookie: string, data: Buffer) => Promise<JsonResponse<any>>;
  /** The files a visitor can fetch for an accepted upload. */
  served: (body: any) => string[];
  tagged: () => Promise<Buffer>;
}

const json = (path: string) => (app: TestApp, cookie: string, data: Buffer) => postJson(`${app.url}${path}`, { data: base64(data) }, { headers: { cookie } });

const paths: UploadPath[] = [
  {
    name: 'the media library (post covers and images in posts)',
    send: (app, cookie, data) => uploadImage(app.url, cookie, data),
    served: (body) => [body.url, ...body.variants.map((variant: { url: string }) => variant.url)],
    tagged: () => taggedJpeg(),
  },
  {
    name: 'the media library, a PNG',
    send: (app, cookie, data) => uploadImage(app.url, cookie, data, { name: 'a.png', type: 'image/png' }),
    served: (body) => [body.url],
    tagged: () => taggedPng(),
  },
  { name: 'proof photos (JPEG)', send: json('/api/admin/proof/images'), served: (body) => [body.url], tagged: () => taggedJpeg() },
  { name: 'proof logos (PNG)', send: json('/api/admin/proof/images'), served: (body) => [body.url], tagged: () => taggedPng() },
  { name: 'the company logo (PNG)', send: json('/api/admin/settings/logo'), served: (body) => [body.url], tagged: () => taggedPng() },
];

describe(`Image uploads are cleaned on every path (${testDatabaseKind})`, function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: string;
  let tallPng: Buffer;

  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
    tallPng = blackPng(1, 39_000_000);
  });
  after(() => app.close());

  for (const path of paths) {
    describe(path.name, () => {
      it('serves the file without EXIF, GPS position, artist or comments', async () => {
        const original = await path.tagged();
        expect(await leftovers(original)).to.include.members(['exif', 'Jane Photographer']);
        const response = await path.send(app, owner, original);
        expect(response.status, response.text).to.equal(201);
        for (const url of path.served(response.body)) {
          const served = Buffer.from(await (await fetch(`${app.url}${url}`)).arrayBuffer());
          expect(await leftovers(served), url).to.deep.equal([]);
          expect((await sharp(served).metadata()).width, url).to.be.above(0);
        }
      });

      it('refuses a PNG header followed by HTML (415), serving nothing', async () => {
        const response = await path.send(app, owner, pngThenHtml());
        expect(response.status, response.text).to.equal(415);
        expect(response.body.message).to.be.a('string');
      });

      it('refuses a 1 x 39,000,000 PNG of 75 KB within a second, from its header', async () => {
        expect(tallPng.length).to.be.below(100_000);
        const started = Date.now();
        const response = await path.send(app, owner, tallPng);
        expect(response.status, response.text).to.be.oneOf([400, 413]);
        expect(response.body.message).to.match(/pixels|long as it is wide/);
        expect(Date.now() - started).to.be.below(1000);
      });
    });
  }

  it('the media library refuses 39,000,000 x 1 and a side over 16,384 pixels, and takes a 20:1 banner', async () => {
    const wide = await uploadImage(app.url, owner, blackPng(39_000_000, 1), { name: 'wide.png', type: 'image/png' });
    expect(wide.status, wide.text).to.equal(400);
    expect(wide.body.message).to.match(/at most 20 times as long as it is wide/);
    const long = await uploadImage(app.url, owner, blackPng(16_385, 1_000), { name: 'long.png', type: 'image/png' });
    expect(long.status, long.text).to.equal(413);
    expect(long.body.message).to.match(/16,384 pixels/);
    const banner = await uploadImage(app.url, owner, blackPng(2_000, 100), { name: 'banner.png', type: 'image/png' });
    expect(banner.status, banner.text).to.equal(201);
  });
});
