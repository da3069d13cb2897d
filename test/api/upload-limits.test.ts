/**
 * What one user and the whole site may upload: UPLOADS_PER_HOUR attempts per user an hour across every
 * upload path (refused files count too), and STORAGE_QUOTA_MB of images kept in all, which
 * GET /api/admin/media/usage reports.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '#server/config.server.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson, request } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';
import { samplePdf, uploadGuide } from '../helpers/guides.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { pngThenHtml } from '../helpers/tagged-images.ts';

const mediaCount = async (app: TestApp) => Number((await app.db('media').count({ n: '*' }).first())?.n);

describe(`Upload limits (${testDatabaseKind})`, function () {
  this.timeout(60_000);

  describe('UPLOADS_PER_HOUR', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({ UPLOADS_PER_HOUR: '3' });
    });
    after(() => app.close());

    it('counts every upload of a user, accepted or refused, on every path, and answers 429 past the limit', async () => {
      const owner = await signIn(app);
      const png = await photo(100, 50).png().toBuffer();
      expect((await uploadImage(app.url, owner, png, { name: 'a.png', type: 'image/png' })).status).to.equal(201);
      expect((await postJson(`${app.url}/api/admin/proof/images`, { data: base64(pngThenHtml()) }, { headers: { cookie: owner } })).status).to.equal(415);
      expect((await postJson(`${app.url}/api/admin/settings/logo`, { data: base64(pngImage(8, 8)) }, { headers: { cookie: owner } })).status).to.equal(201);
      const before = await mediaCount(app);
      const limited = await uploadImage(app.url, owner, png, { name: 'b.png', type: 'image/png' });
      expect(limited.status, limited.text).to.equal(429);
      expect(limited.headers.get('content-type')).to.match(/^application\/json/);
      expect(limited.body.message).to.equal('You have uploaded 3 images in the last hour, the most allowed. Try again later.');
      expect((await postJson(`${app.url}/api/admin/settings/logo`, { data: base64(pngImage(8, 8)) }, { headers: { cookie: owner } })).status).to.equal(429);
      expect(await mediaCount(app)).to.equal(before);
      // Another user has an allowance of their own.
      const { cookie: editor } = await signInAs(app, 'editor');
      expect((await uploadImage(app.url, editor, png, { name: 'c.png', type: 'image/png' })).status).to.equal(201);
    });
  });

  describe('STORAGE_QUOTA_MB', () => {
    let app: TestApp;
    let owner: string;
    before(async () => {
      app = await startTestApp({ STORAGE_QUOTA_MB: '1' });
      owner = await signIn(app);
    });
    after(() => app.close());

    it('reports the bytes kept against the quota, and refuses with 413 an upload that would pass it, storing nothing', async () => {
      const usage = async () =>
        (await request(`${app.url}/api/admin/media/usage`, { headers: { cookie: owner } })).body as { usedBytes: number; quotaBytes: number };
      expect(await usage()).to.deep.equal({ usedBytes: 0, quotaBytes: 1024 * 1024 });
      const small = await uploadImage(app.url, owner, await photo(300, 200).jpeg().toBuffer());
      expect(small.status, small.text).to.equal(201);
      const afterSmall = await usage();
      expect(afterSmall.usedBytes).to.be.above(1000).and.below(200_000);
      // Noise does not compress: well over a megabyte once re-encoded.
      const noise = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png()
        .toBuffer();
      const before = await mediaCount(app);
      const refused = await uploadImage(app.url, owner, noise, { name: 'noise.png', type: 'image/png' });
      expect(refused.status, refused.text).to.equal(413);
      expect(refused.headers.get('content-type')).to.match(/^application\/json/);
      expect(refused.body.message).to.match(/^There is no room for this image: the site keeps at most 1 MB of images and \d+ KB are used\. Delete images/);
      expect(await mediaCount(app)).to.equal(before);
      expect(await usage()).to.deep.equal(afterSmall);
    });

    it('refuses a logo or proof image that would pass the quota', async () => {
      // About 180 KB of noise, under the 300 KB these endpoints take.
      const noise = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png()
        .toBuffer();
      const send = (path: string) => postJson(`${app.url}/api/admin/${path}`, { data: base64(noise) }, { headers: { cookie: owner } });
      const statuses: number[] = [];
      while (statuses.length < 8 && !statuses.includes(413)) statuses.push((await send('settings/logo')).status);
      expect(statuses.at(-1), statuses.join()).to.equal(413);
      expect(new Set(statuses.slice(0, -1))).to.deep.equal(new Set([201]));
      const proof = await send('proof/images');
      expect(proof.status, proof.text).to.equal(413);
      expect(proof.body.message).to.match(/no room for this image/);
    });

    it("says a guide's PDF past the quota is a guide's PDF, not an image, and stores nothing", async () => {
      // A valid PDF padded past the 1 MB quota (the images uploaded above use some of it already).
      const padding = Buffer.alloc(1024 * 1024, 0x20);
      const pdf = Buffer.concat([samplePdf().subarray(0, 9), padding, samplePdf().subarray(9)]);
      const before = Number((await app.db('guides').count({ n: '*' }).first())?.n);
      const refused = await uploadGuide(app, owner, { data: pdf });
      expect(refused.status, refused.text).to.equal(413);
      expect(refused.body.message).to.match(/^There is no room for this guide's PDF: the site keeps at most 1 MB of images and files and \d+ KB are used\./);
      expect(refused.body.message).not.to.match(/image:/);
      expect(refused.body.errors).to.deep.equal([{ field: 'file', message: "No room left in the site's file storage for this PDF." }]);
      expect(Number((await app.db('guides').count({ n: '*' }).first())?.n)).to.equal(before);
    });

    it('is readable by everyone who may upload, and by no one else', async () => {
      const { cookie: author } = await signInAs(app, 'author');
      const { cookie: sales } = await signInAs(app, 'sales');
      expect((await request(`${app.url}/api/admin/media/usage`, { headers: { cookie: author } })).status).to.equal(200);
      expect((await request(`${app.url}/api/admin/media/usage`, { headers: { cookie: sales } })).status).to.equal(403);
      expect((await request(`${app.url}/api/admin/media/usage`)).status).to.equal(401);
    });
  });

  describe('configuration', () => {
    it('defaults to 100 uploads per user an hour and 1024 MB, and refuses nonsense with a one-line reason', () => {
      expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).uploads).to.deep.equal({ perHour: 100, storageQuotaBytes: 1024 * 1024 * 1024 });
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), UPLOADS_PER_HOUR: '0' })).to.throw(
        ConfigError,
        'UPLOADS_PER_HOUR must be a whole number from 1 to 10000',
      );
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), STORAGE_QUOTA_MB: 'lots' })).to.throw(
        ConfigError,
        /STORAGE_QUOTA_MB must be/,
      );
    });
  });
});
