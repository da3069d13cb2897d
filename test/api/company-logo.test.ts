/** POST /api/admin/settings/logo: the logo upload, its checks, and the header and Organization JSON-LD showing it. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import sharp from 'sharp';
import type { TestApp } from '../helpers/app.ts';
import { jsonLd, signedInSettingsApp, validSettings as valid } from '../helpers/company.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';

describe(`Company settings API (${testDatabaseKind}): logo upload`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    ({ app, cookie } = await signedInSettingsApp(true));
  });
  after(() => app.close());

  const call = (method: string, path: string, body?: unknown, who = cookie) => callJson(`${app.url}/api/admin/settings${path}`, method, who, body);
  const page = async (path: string) => (await request(`${app.url}${path}`)).text;

  it('stores a PNG, serves it immutable from /uploads, and shows it in the header once saved', async () => {
    const upload = await call('POST', '/logo', { data: base64(pngImage(64, 32)) });
    expect(upload.status, upload.text).to.equal(201);
    expect(upload.body).to.include({ contentType: 'image/png', width: 64, height: 32 });
    const image = await fetch(`${app.url}${upload.body.url}`);
    expect(image.status).to.equal(200);
    expect(image.headers.get('content-type')).to.equal('image/png');
    expect(image.headers.get('cache-control')).to.include('immutable');
    // Re-encoded (no metadata survives), with the same pixels.
    const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    expect((await pixels(Buffer.from(await image.arrayBuffer()))).equals(await pixels(pngImage(64, 32)))).to.equal(true);
    expect((await call('PUT', '', { ...valid, logoImageId: upload.body.id })).body.settings.logo).to.deep.equal({
      id: upload.body.id,
      url: upload.body.url,
      width: 64,
      height: 32,
    });
    expect(await page('/')).to.include(`<img class="logo-mark logo-upload" src="${upload.body.url}" width="64" height="32" alt=""/>`);
    const organization = jsonLd(await page('/')).find((document) => document['@type'] === 'Organization')!;
    expect(organization.logo).to.equal(`${app.config.siteUrl}${upload.body.url}`);
    await call('PUT', '', valid);
  });

  it('draws an SVG logo once as a PNG 160 pixels high (sharp at 3x of every place it shows), and serves no SVG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#0f5c6e"/></svg>';
    const upload = await call('POST', '/logo', { data: base64(svg) });
    expect(upload.status, upload.text).to.equal(201);
    expect(upload.body).to.include({ contentType: 'image/png', width: 320, height: 160 });
    expect(upload.body.url).to.match(/\.png$/);
    const served = await fetch(`${app.url}${upload.body.url}`);
    expect(served.headers.get('content-type')).to.equal('image/png');
    const png = Buffer.from(await served.arrayBuffer());
    expect(png.includes(Buffer.from('script'))).to.equal(false);
    const { data } = await sharp(png).extract({ left: 160, top: 80, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).to.deep.equal([0x0f, 0x5c, 0x6e]);
    await call('PUT', '', { ...valid, logoImageId: upload.body.id });
    // The header shows it 32 pixels high: the file has five times the pixels it needs.
    expect(await page('/')).to.include(`<img class="logo-mark logo-upload" src="${upload.body.url}" width="64" height="32" alt=""/>`);
    await call('PUT', '', valid);
  });

  it('draws an SVG logo without reading any file or address it names', async () => {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20"><image href="${origin}/image.png" width="40" height="20"/><image xlink:href="file:///etc/hostname" width="40" height="20"/><rect width="10" height="10" fill="url(${origin}/paint.svg#g)"/><use href="${origin}/sprite.svg#x"/><rect x="20" width="20" height="20" fill="#0f5c6e"/></svg>`;
      const upload = await call('POST', '/logo', { data: base64(svg) });
      expect(upload.status, upload.text).to.equal(201);
      expect(upload.body.contentType).to.equal('image/png');
      const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/hostname"><!ENTITY y SYSTEM "${origin}/entity">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 20"><text y="15">&x;&y;</text></svg>`;
      expect((await call('POST', '/logo', { data: base64(entity) })).status).to.equal(415);
      expect(requests).to.deep.equal([]);
    } finally {
      server.close();
    }
  });

  it('decides the type from the bytes: a GIF, HTML or text called PNG is refused with 415', async () => {
    for (const bytes of [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('hello')]) {
      const response = await call('POST', '/logo', { data: base64(bytes) });
      expect(response.status, response.text).to.equal(415);
      expect(response.body.message).to.equal('Upload a PNG or SVG image.');
    }
  });

  it('refuses a JPEG logo (PNG or SVG only), bad base64 and a missing image with 4xx', async () => {
    expect(
      (await call('POST', '/logo', { data: base64(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0, 0, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 10, 0, 10])) })).status,
    ).to.equal(415);
    expect((await call('POST', '/logo', { data: 'not base64!' })).status).to.equal(400);
    expect((await call('POST', '/logo', {})).status).to.equal(400);
    expect((await call('POST', '/logo', { data: base64(pngImage(5000, 1)) })).status).to.equal(400);
  });

  it('answers 413 for an image over 300 KB', async () => {
    const big = Buffer.concat([pngImage(10, 10), Buffer.alloc(310 * 1024)]);
    expect((await call('POST', '/logo', { data: base64(big) })).status).to.equal(413);
  });

  it('answers 404 for an upload address that does not exist or whose hash is wrong', async () => {
    const upload = await call('POST', '/logo', { data: base64(pngImage(8, 8)) });
    expect((await fetch(`${app.url}/uploads/999999-0000000000000000.png`)).status).to.equal(404);
    expect((await fetch(`${app.url}${upload.body.url.replace(/-[0-9a-f]{4}/, '-ffff')}`)).status).to.equal(404);
    expect((await fetch(`${app.url}${upload.body.url.replace('.png', '.svg')}`)).status).to.equal(404);
  });
});
