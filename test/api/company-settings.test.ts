/**
 * GET/PUT /api/admin/settings: placeholders until the first save, every rule and
 * error path, the audit entry, and the pages (header, footer, contact section,
 * legal pages, Organization JSON-LD, social cards) following the saved values at
 * once. The logo upload is in company-logo.test.ts.
 */
import { expect } from 'chai';
import { company } from '#content/company.ts';
import { signInAs, type TestApp } from '../helpers/app.ts';
import { jsonLd, signedInSettingsApp, validSettings as valid } from '../helpers/company.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, request } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';

let app: TestApp;
let cookie: string;
/** Each group gets its own app and admin session; `saved`: with `valid` saved, as the groups after the first save expect. */
function startSettingsApp(saved: boolean) {
  before(async () => {
    ({ app, cookie } = await signedInSettingsApp(saved));
  });
  after(() => app.close());
}

const call = (method: string, path: string, body?: unknown, who = cookie) => callJson(`${app.url}/api/admin/settings${path}`, method, who, body);
const page = async (path: string) => (await request(`${app.url}${path}`)).text;

describe(`Company settings API (${testDatabaseKind}): saving and showing the values`, () => {
  startSettingsApp(false);
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
});

describe(`Company settings API (${testDatabaseKind}): refuses, with 400 and the field, and changes nothing`, () => {
  startSettingsApp(true);
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

describe(`Company settings API (${testDatabaseKind}): roles`, () => {
  startSettingsApp(true);
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
