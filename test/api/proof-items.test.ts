/**
 * /api/admin/proof: list, create, update, delete, reorder and image upload for
 * every kind, every rule and error path, and the public pages showing a section
 * only where items are placed (no empty heading anywhere else).
 */
import { expect } from 'chai';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { base64, jpegHeader, pngImage } from '../helpers/images.ts';
import { photo } from '../helpers/media.ts';

const nowhere = { home: false, uswha: false, services: [] };
const testimonial = {
  kind: 'testimonial',
  quote: 'Test quote: our denials fell within a quarter.',
  person: 'Test Person',
  role: 'Practice manager',
  practice: 'Test OB-GYN Group',
  permissionGiven: true,
  permissionDate: '2026-01-15',
  placement: { home: true, uswha: false, services: ['denial-management'] },
};
const caseStudy = {
  kind: 'case-study',
  practiceType: 'Four-physician OB-GYN practice',
  problem: 'Test problem',
  whatWasDone: 'Test work',
  figures: [{ label: 'Days in A/R', before: '52', after: '31' }],
  placement: { home: false, uswha: true, services: [] },
};
const certification = { kind: 'certification', name: 'Test membership', issuer: 'Test issuer', link: 'https://issuer.example.org/members', placement: nowhere };

let app: TestApp;
let cookie: string;

function useProofApp(): void {
  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  after(() => app.close());
}

const call = (method: string, path: string, body?: unknown, who = cookie) => callJson(`${app.url}/api/admin/proof${path}`, method, who, body);
const page = async (path: string) => (await request(`${app.url}${path}`)).text;
const list = async () => (await call('GET', '')).body as { id: number; kind: string }[];

describe(`Proof items API: an item's life, and roles (${testDatabaseKind})`, () => {
  useProofApp();

  it('starts empty, and no page has a proof section or heading', async () => {
    expect(await list()).to.deep.equal([]);
    for (const path of ['/', '/uswha', '/services/denial-management']) {
      const html = await page(path);
      expect(html).not.to.include('proof-section');
      expect(html).not.to.include('What Practices Say');
    }
  });

  it('creates a testimonial and shows it only where it is placed', async () => {
    const created = await call('POST', '', testimonial);
    expect(created.status, created.text).to.equal(201);
    expect(created.body).to.deep.include({
      kind: 'testimonial',
      quote: testimonial.quote,
      photo: null,
      demo: false,
      position: 1,
      placement: testimonial.placement,
    });
    const home = await page('/');
    expect(home).to.include('What Practices Say');
    expect(home).to.include(testimonial.quote);
    expect(await page('/services/denial-management')).to.include(testimonial.quote);
    expect(await page('/services/medical-coding')).not.to.include('What Practices Say');
    expect(await page('/uswha')).not.to.include('What Practices Say');
  });

  it('creates a case study with its figures, and a certification with its link', async () => {
    const study = await call('POST', '', caseStudy);
    expect(study.status, study.text).to.equal(201);
    const uswha = await page('/uswha');
    expect(uswha).to.include('Results From Practices We Work With');
    expect(uswha).to.include('<th scope="row">Days in A/R</th><td>52</td><td>31</td>');
    expect(await page('/')).not.to.include('Results From Practices We Work With');
    const cert = await call('POST', '', certification);
    expect(cert.status, cert.text).to.equal(201);
    expect(cert.body).to.include({ link: 'https://issuer.example.org/members', logo: null });
  });

  it('creates a client logo from an uploaded PNG, with the name as its text alternative', async () => {
    const upload = await call('POST', '/images', { data: base64(pngImage(120, 40)) });
    expect(upload.status, upload.text).to.equal(201);
    const created = await call('POST', '', {
      kind: 'client-logo',
      name: 'Test Clinic',
      logoImageId: upload.body.id,
      link: '',
      placement: { home: true, uswha: false, services: [] },
    });
    expect(created.status, created.text).to.equal(201);
    expect(created.body.logo).to.deep.equal({ id: upload.body.id, url: upload.body.url, width: 120, height: 40 });
    expect(await page('/')).to.include(`<img src="${upload.body.url}" width="144" height="48" alt="Test Clinic" loading="lazy"/>`);
  });

  it('accepts a JPEG photo for a testimonial, typed by its bytes', async () => {
    const upload = await call('POST', '/images', { data: base64(await photo(200, 200).jpeg().toBuffer()) });
    expect(upload.status, upload.text).to.equal(201);
    expect(upload.body).to.include({ contentType: 'image/jpeg', width: 200, height: 200 });
    const created = await call('POST', '', { ...testimonial, photoImageId: upload.body.id, placement: nowhere });
    expect(created.body.photo.url).to.equal(upload.body.url);
    expect((await call('DELETE', `/${created.body.id}`)).status).to.equal(204);
  });

  it('updates an item: its fields and placement, but not its kind', async () => {
    const [first] = (await list()).filter((item) => item.kind === 'testimonial');
    const updated = await call('PUT', `/${first!.id}`, {
      ...testimonial,
      quote: 'Test quote, changed.',
      placement: { home: false, uswha: true, services: [] },
    });
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.quote).to.equal('Test quote, changed.');
    expect(await page('/uswha')).to.include('Test quote, changed.');
    expect(await page('/')).not.to.include('What Practices Say');
    const kindChange = await call('PUT', `/${first!.id}`, certification);
    expect(kindChange.status).to.equal(400);
    expect(kindChange.body.errors[0].field).to.equal('kind');
    expect((await call('PUT', '/999999', testimonial)).status).to.equal(404);
  });

  it('reorders one kind, and refuses an order that does not name each item exactly once (409)', async () => {
    const second = await call('POST', '', { ...testimonial, quote: 'Second test quote.', placement: { home: false, uswha: true, services: [] } });
    const ids = (await list()).filter((item) => item.kind === 'testimonial').map((item) => item.id);
    const reversed = [...ids].reverse();
    const reordered = await call('PUT', '/order', { kind: 'testimonial', ids: reversed });
    expect(reordered.status, reordered.text).to.equal(200);
    expect(reordered.body.map((item: { id: number }) => item.id)).to.deep.equal(reversed);
    const uswha = await page('/uswha');
    expect(uswha.indexOf('Second test quote.')).to.be.lessThan(uswha.indexOf('Test quote, changed.'));
    expect((await call('PUT', '/order', { kind: 'testimonial', ids: ids.slice(1) })).status).to.equal(409);
    expect((await call('PUT', '/order', { kind: 'testimonial', ids: [...ids, 999999] })).status).to.equal(409);
    expect((await call('PUT', '/order', { kind: 'testimonial', ids: [ids[0], ids[0]] })).status).to.equal(400);
    expect((await call('PUT', '/order', { kind: 'award', ids: [] })).status).to.equal(400);
    expect((await call('DELETE', `/${second.body.id}`)).status).to.equal(204);
  });

  it('deletes an item; its section disappears with the last one', async () => {
    for (const item of (await list()).filter((entry) => entry.kind === 'case-study')) expect((await call('DELETE', `/${item.id}`)).status).to.equal(204);
    expect(await page('/uswha')).not.to.include('Results From Practices We Work With');
    expect((await call('DELETE', '/999999')).status).to.equal(404);
    expect((await call('DELETE', '/abc')).status).to.equal(400);
  });

  it('records creates, updates, reorders and deletes in the audit log', async () => {
    const entries = (await request(`${app.url}/api/admin/audit`, { headers: { cookie } })).body.items as { action: string }[];
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of ['proof.create', 'proof.update', 'proof.reorder', 'proof.delete']) expect(actions).to.include(action);
  });

  describe('roles', () => {
    it('lets editors manage proof', async () => {
      const { cookie: editor } = await signInAs(app, 'editor');
      const created = await call('POST', '', { ...certification, name: 'By an editor' }, editor);
      expect(created.status).to.equal(201);
      expect((await call('DELETE', `/${created.body.id}`, undefined, editor)).status).to.equal(204);
    });

    for (const role of ['author', 'sales'] as const) {
      it(`answers 403 to ${role}s and stores nothing`, async () => {
        const { cookie: other } = await signInAs(app, role);
        const before = await list();
        expect((await call('GET', '', undefined, other)).status).to.equal(403);
        expect((await call('POST', '', certification, other)).status).to.equal(403);
        expect((await call('POST', '/images', { data: base64(pngImage(2, 2)) }, other)).status).to.equal(403);
        expect((await call('DELETE', `/${before[0]!.id}`, undefined, other)).status).to.equal(403);
        expect(await list()).to.deep.equal(before);
      });
    }
  });
});

describe(`Proof items API: refused input and images (${testDatabaseKind})`, () => {
  useProofApp();

  describe('refuses, with 400 and the field, and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a testimonial without permission', { ...testimonial, permissionGiven: false }, 'permissionGiven'],
      ['a testimonial with permission as a string', { ...testimonial, permissionGiven: 'true' }, 'permissionGiven'],
      ['a testimonial without the date of permission', { ...testimonial, permissionDate: undefined }, 'permissionDate'],
      ['a testimonial whose permission is dated in the future', { ...testimonial, permissionDate: '2999-01-01' }, 'permissionDate'],
      ['a testimonial with an impossible date', { ...testimonial, permissionDate: '2026-02-30' }, 'permissionDate'],
      ['an oversized quote', { ...testimonial, quote: 'q'.repeat(601) }, 'quote'],
      ['a blank person', { ...testimonial, person: ' \u200b ' }, 'person'],
      ['a photo that was never uploaded', { ...testimonial, photoImageId: 999999 }, 'photoImageId'],
      ['a case study without figures', { ...caseStudy, figures: [] }, 'figures'],
      [
        'a case study with five figures',
        { ...caseStudy, figures: Array.from({ length: 5 }, (_, i) => ({ label: `L${i}`, before: '1', after: '2' })) },
        'figures',
      ],
      ['a certification linking javascript:', { ...certification, link: 'javascript:alert(1)' }, 'link'],
      ['a certification linking plain http', { ...certification, link: 'http://issuer.example.org/' }, 'link'],
      ['a client logo without a logo', { kind: 'client-logo', name: 'X', link: '', placement: nowhere }, 'logoImageId'],
      ['an unknown kind', { ...certification, kind: 'award' }, 'kind'],
      ['a placement on an unknown service', { ...certification, placement: { home: true, uswha: false, services: ['astrology'] } }, 'placement.services[0]'],
      ['a field of another kind', { ...certification, quote: 'hi' }, 'quote'],
    ];
    for (const [name, body, field] of cases) {
      it(name, async () => {
        const before = await list();
        const response = await call('POST', '', body);
        expect(response.status, response.text).to.equal(400);
        expect(response.body.errors.map((error: { field: string }) => error.field)).to.include(field);
        expect(await list()).to.deep.equal(before);
      });
    }
  });

  it('keeps markup in a quote as text on the page', async () => {
    const created = await call('POST', '', {
      ...testimonial,
      quote: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      placement: { home: true, uswha: false, services: [] },
    });
    expect(created.status).to.equal(201);
    const home = await page('/');
    expect(home).not.to.include('<script>alert(1)');
    expect(home).not.to.include('<img src=x');
    expect(home).to.include('&lt;script&gt;alert(1)&lt;/script&gt;');
    await call('DELETE', `/${created.body.id}`);
  });

  it('refuses images that are not PNG or JPEG (415), too large (413) or too wide (400)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    expect((await call('POST', '/images', { data: base64(svg) })).status).to.equal(415);
    expect((await call('POST', '/images', { data: base64('GIF89a') })).status).to.equal(415);
    expect((await call('POST', '/images', { data: base64(Buffer.concat([pngImage(2, 2), Buffer.alloc(301 * 1024)])) })).status).to.equal(413);
    expect((await call('POST', '/images', { data: base64(pngImage(4097, 1)) })).status).to.equal(400);
    expect((await call('POST', '/images', { data: 12 })).status).to.equal(400);
    // A JPEG's header with no image data after it does not decode: nothing of it is stored.
    const headerOnly = await call('POST', '/images', { data: base64(jpegHeader(200, 200)) });
    expect(headerOnly.status, headerOnly.text).to.equal(415);
    expect(headerOnly.body.message).to.equal('Upload a PNG or JPEG image.');
  });
});
