/**
 * GET/PUT /api/admin/settings and the logo upload: placeholders until the first
 * save, every rule and error path, the audit entry, and the pages (header, footer,
 * contact section, legal pages, Organization JSON-LD, social cards) following the
 * saved values at once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import sharp from 'sharp';
import { company } from '#content/company.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';

const valid = {
  name: 'Northwind Billing',
  legalName: 'Northwind Billing, Inc.',
  email: 'hello@northwind.example',
  phone: '(617) 555-0199',
  address: { street: '1 Harbor Way', locality: 'Boston', region: 'MA', postalCode: '02110', country: 'us' },
  hours: 'Monday to Friday, 8 am to 6 pm Eastern',
  social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind-example' }],
  announcement: { text: 'Now taking new practices for 2027', link: '/uswha' },
  logoImageId: null,
};

/** The JSON-LD documents of a page. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
}

describe(`Company settings API (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  after(() => app.close());

  const call = (method: string, path: string, body?: unknown, who = cookie) => callJson(`${app.url}/api/admin/settings${path}`, method, who, body);
  const page = async (path: string) => (await request(`${app.url}${path}`)).text;

  it('answers the first-run values of content/company.ts, marked as placeholders', async () => {
    const response = await call('GET', '');
    expect(response.status).to.equal(200);
    expect(response.body.placeholder).to.equal(true);
    expect(response.body.updatedAt).to.equal(null);
    expect(response.body.settings).to.include({ name: company.name, email: company.email, phone: company.phone, hours: '' });
    expect(response.body.settings.announcement).to.equal(null);
    const home = await page('/');
    expect(home).to.include(company.name);
    expect(home).not.to.include('class="announcement"');
  });

  it('saves every value, answers them, and is no longer a placeholder', async () => {
    const response = await call('PUT', '', valid);
    expect(response.status, response.text).to.equal(200);
    expect(response.body.placeholder).to.equal(false);
    expect(response.body.settings).to.deep.include({ name: 'Northwind Billing', hours: valid.hours, social: valid.social, announcement: valid.announcement });
    expect(response.body.settings.address.country).to.equal('US');
    expect((await call('GET', '')).body).to.deep.equal(response.body);
  });

  it('shows the saved values on the pages at once: header, footer, contact section, legal pages, announcement, social cards', async () => {
    const home = await page('/');
    expect(home).to.include('<span class="logo-text">Northwind Billing</span>');
    expect(home).to.match(/class="copyright">© \d{4} Northwind Billing/);
    expect(home).to.include('href="mailto:hello@northwind.example"');
    expect(home).to.include('href="tel:+16175550199"');
    expect(home).to.include('Monday to Friday, 8 am to 6 pm Eastern');
    expect(home).to.include('1 Harbor Way');
    expect(home).to.include('href="https://www.linkedin.com/company/northwind-example"');
    expect(home).to.include('<a href="/uswha">Now taking new practices for 2027</a>');
    expect(home).to.include('<meta property="og:site_name" content="Northwind Billing">');
    const privacy = await page('/privacy-policy');
    expect(privacy).to.include('Northwind Billing, Inc., email hello@northwind.example, phone (617) 555-0199.');
    const service = await page('/services/medical-coding');
    expect(service).to.include('<span class="logo-text">Northwind Billing</span>');
    expect(service).to.include('Now taking new practices for 2027');
  });

  it('puts the address and contact point in the Organization JSON-LD', async () => {
    const organization = jsonLd(await page('/')).find((document) => document['@type'] === 'Organization')!;
    expect(organization).to.deep.include({
      name: 'Northwind Billing',
      legalName: 'Northwind Billing, Inc.',
      email: 'hello@northwind.example',
      telephone: '+16175550199',
    });
    expect(organization.address).to.deep.equal({
      '@type': 'PostalAddress',
      streetAddress: '1 Harbor Way',
      addressLocality: 'Boston',
      addressRegion: 'MA',
      postalCode: '02110',
      addressCountry: 'US',
    });
    expect(organization.contactPoint).to.deep.include({
      '@type': 'ContactPoint',
      email: 'hello@northwind.example',
      telephone: '+16175550199',
      hoursAvailable: valid.hours,
    });
    expect(organization.sameAs).to.deep.equal([valid.social[0]!.url]);
    await call('PUT', '', { ...valid, address: { street: '', locality: '', region: '', postalCode: '', country: 'US' }, social: [] });
    const without = jsonLd(await page('/')).find((document) => document['@type'] === 'Organization')!;
    expect(without).not.to.have.property('address');
    expect(without).not.to.have.property('sameAs');
    await call('PUT', '', valid);
  });

  it('records each change in the audit log with the fields that changed', async () => {
    await call('PUT', '', { ...valid, hours: 'By appointment' });
    const entries = (await request(`${app.url}/api/admin/audit?action=settings.update`, { headers: { cookie } })).body.items;
    expect(entries[0]).to.include({ action: 'settings.update', actor: 'admin', target: 'settings' });
    expect(entries[0].details.changed).to.deep.equal(['hours']);
    await call('PUT', '', valid);
  });

  describe('refuses, with 400 and the field, and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a blank name', { name: '   ' }, 'name'],
      ['an oversized name', { name: 'N'.repeat(101) }, 'name'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['a phone with letters', { phone: 'call us maybe' }, 'phone'],
      ['a phone with too few digits', { phone: '12-34' }, 'phone'],
      ['a javascript: social URL', { social: [{ label: 'X', url: 'javascript:alert(1)' }] }, 'social[0].url'],
      ['a data: social URL', { social: [{ label: 'X', url: 'data:text/html,<script>alert(1)</script>' }] }, 'social[0].url'],
      ['a plain http social URL', { social: [{ label: 'X', url: 'http://www.linkedin.com/company/x' }] }, 'social[0].url'],
      ['a social URL with credentials', { social: [{ label: 'X', url: 'https://user:pw@www.linkedin.com/' }] }, 'social[0].url'],
      ['a social URL to a bare host', { social: [{ label: 'X', url: 'https://localhost/' }] }, 'social[0].url'],
      ['nine social profiles', { social: Array.from({ length: 9 }, (_, i) => ({ label: `P${i}`, url: `https://p${i}.example.com/` })) }, 'social'],
      ['an announcement linking javascript:', { announcement: { text: 'Hi', link: 'javascript:alert(1)' } }, 'announcement.link'],
      ['an announcement linking another site by //', { announcement: { text: 'Hi', link: '//evil.example/' } }, 'announcement.link'],
      ['an oversized announcement', { announcement: { text: 'A'.repeat(201), link: '' } }, 'announcement.text'],
      ['a country that is not two letters', { address: { ...valid.address, country: 'USA' } }, 'address.country'],
      ['a logo that was never uploaded', { logoImageId: 999999 }, 'logoImageId'],
      ['an unknown field', { isAdmin: true }, 'isAdmin'],
    ];
    for (const [name, change, field] of cases) {
      it(name, async () => {
        const before = await call('GET', '');
        const response = await call('PUT', '', { ...valid, ...change });
        expect(response.status, response.text).to.equal(400);
        expect(response.body.errors.map((error: { field: string }) => error.field)).to.include(field);
        expect((await call('GET', '')).body).to.deep.equal(before.body);
      });
    }

    it('a missing body, an array and a string', async () => {
      for (const body of [undefined, [], '"text"']) expect((await call('PUT', '', body)).status).to.equal(400);
    });
  });

  it('keeps markup as text: escaped on the pages, never a tag', async () => {
    const response = await call('PUT', '', {
      ...valid,
      name: '<script>alert(1)</script> & Co',
      announcement: { text: '<img src=x onerror=alert(1)>', link: '' },
    });
    expect(response.status).to.equal(200);
    const home = await page('/');
    expect(home).not.to.include('<script>alert(1)');
    expect(home).not.to.include('<img src=x');
    expect(home).to.include('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    await call('PUT', '', valid);
  });

  it('answers 413 for a body over 32 KB', async () => {
    const response = await call('PUT', '', { ...valid, hours: 'x'.repeat(40_000) });
    expect(response.status).to.equal(413);
  });

  describe('logo upload', () => {
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

  describe('roles', () => {
    for (const role of ['editor', 'author', 'sales'] as const) {
      it(`answers 403 to ${role}s, for reading, saving and uploading`, async () => {
        const { cookie: other } = await signInAs(app, role);
        expect((await call('GET', '', undefined, other)).status).to.equal(403);
        expect((await call('PUT', '', { ...valid, name: 'Hijacked' }, other)).status).to.equal(403);
        expect((await call('POST', '/logo', { data: base64(pngImage(8, 8)) }, other)).status).to.equal(403);
        expect((await call('GET', '')).body.settings.name).to.equal(valid.name);
      });
    }

    it('answers 401 without a session', async () => {
      expect((await call('GET', '', undefined, '')).status).to.equal(401);
      expect((await call('PUT', '', valid, '')).status).to.equal(401);
    });
  });
});
