/**
 * Bodies in any charset but UTF-8 are refused with 415 before they are decoded,
 * on every endpoint that takes a body (the API with JSON errors, the HTML forms
 * with a page), and nothing is stored. Each refused body is really encoded in
 * the charset it declares, so a server that decoded it would accept it.
 */
import { expect } from 'chai';
import { signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { randomClientIp, validContact } from '../helpers/contacts.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson, request } from '../helpers/http.ts';
import { postFields, seedPost } from '../helpers/posts.ts';

/** UTF-32 little-endian, which Node's Buffer cannot write itself. */
function utf32le(text: string): Buffer {
  const codePoints = [...text].map((character) => character.codePointAt(0)!);
  const bytes = Buffer.alloc(codePoints.length * 4);
  codePoints.forEach((codePoint, index) => bytes.writeUInt32LE(codePoint, index * 4));
  return bytes;
}

/** Plain ASCII without '+' reads the same in UTF-7, so a UTF-7 decoder would accept it. */
function utf7(text: string): Buffer {
  if (/[^\x20-\x2a\x2c-\x7e]/.test(text)) throw new Error(`not UTF-7-neutral: ${text}`);
  return Buffer.from(text, 'ascii');
}

interface Charset {
  contentTypeParameter: string;
  encode: (text: string) => Buffer;
}

const refusedCharsets: Charset[] = [
  { contentTypeParameter: 'charset=utf-7', encode: utf7 },
  { contentTypeParameter: 'Charset = "UTF-7"', encode: utf7 },
  { contentTypeParameter: 'charset=utf-16le', encode: (text) => Buffer.from(text, 'utf16le') },
  { contentTypeParameter: 'charset="UTF-16"', encode: (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) },
  { contentTypeParameter: 'charset=utf-32le', encode: utf32le },
  { contentTypeParameter: 'charset=iso-8859-1', encode: (text) => Buffer.from(text, 'latin1') },
  { contentTypeParameter: 'charset=utf8', encode: (text) => Buffer.from(text, 'utf8') },
  { contentTypeParameter: 'charset=utf-8; charset=utf-7', encode: utf7 },
];

/** A contact the UTF-7 encoder can carry (no '+'), with a non-ASCII name for the other charsets. */
const contact = { ...validContact, phone: '555 010 0199' };
const nonAsciiContact = { ...contact, fullName: 'Zoë Ångström' };

describe(`Bodies in a charset other than UTF-8 (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  let postId: number;
  let contactId: number;

  /** Every row of every table, to show that a refused request changed nothing. */
  async function snapshot(): Promise<Record<string, unknown[]>> {
    const tables = ['users', 'blog_posts', 'contacts', 'content_version', 'passkeys', 'passkey_challenges', 'password_resets'];
    const rows = await Promise.all(tables.map((table) => app.db(table).select().orderBy('id')));
    return Object.fromEntries(tables.map((table, index) => [table, rows[index]!]));
  }

  function send(method: string, path: string, contentType: string, body: Buffer, headers: Record<string, string> = {}) {
    // Each request from its own address, so the contact limit (5 per address) never answers first.
    return request(`${app.url}${path}`, {
      method,
      headers: { 'content-type': contentType, 'x-forwarded-for': randomClientIp(), ...headers },
      body: Uint8Array.from(body),
    });
  }

  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    cookie = await signIn(app);
    postId = (await seedPost(app.db)).id;
    const created = await postJson(`${app.url}/api/contacts`, contact);
    expect(created.status).to.equal(201);
    contactId = created.body.id;
  });
  after(() => app.close());

  const apiEndpoints = [
    { method: 'POST', path: '/api/contacts', body: (ascii: boolean) => (ascii ? contact : nonAsciiContact), admin: false },
    { method: 'POST', path: '/api/auth/login', body: () => testAdmin, admin: false },
    { method: 'POST', path: '/api/auth/logout', body: () => ({}), admin: true },
    { method: 'POST', path: '/api/admin/blog', body: () => postFields(), admin: true },
    { method: 'PUT', path: '/api/admin/blog/:post', body: () => postFields({ title: 'Changed' }), admin: true },
    { method: 'DELETE', path: '/api/admin/blog/:post', body: () => ({}), admin: true },
    { method: 'PATCH', path: '/api/admin/contacts/:contact', body: () => ({ handled: true }), admin: true },
    { method: 'POST', path: '/api/auth/passkeys', body: () => ({ name: 'Laptop', response: {} }), admin: true },
    { method: 'POST', path: '/api/auth/passkeys/sign-in', body: () => ({ response: {} }), admin: false },
    { method: 'POST', path: '/api/auth/password-reset', body: () => ({ email: 'admin@example.com' }), admin: false },
    { method: 'POST', path: '/api/auth/password-reset/complete', body: () => ({ token: 'A'.repeat(43), password: 'a new password 123' }), admin: false },
  ];

  for (const endpoint of apiEndpoints) {
    it(`${endpoint.method} ${endpoint.path} answers 415 JSON and stores nothing`, async () => {
      const path = endpoint.path.replace(':post', String(postId)).replace(':contact', String(contactId));
      for (const charset of refusedCharsets) {
        const before = await snapshot();
        const text = JSON.stringify(endpoint.body(charset.encode === utf7));
        const response = await send(
          endpoint.method,
          path,
          `application/json; ${charset.contentTypeParameter}`,
          charset.encode(text),
          endpoint.admin ? { cookie } : {},
        );
        const label = `${charset.contentTypeParameter}: ${response.status} ${response.text.slice(0, 200)}`;
        expect(response.status, label).to.equal(415);
        expect(response.headers.get('content-type'), label).to.match(/^application\/json/);
        expect(response.body.message, label).to.match(/UTF-8/);
        expect(response.headers.getSetCookie(), label).to.deep.equal([]);
        expect(await snapshot(), label).to.deep.equal(before);
      }
      // The session was neither ended nor replaced.
      expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(200);
    });
  }

  it('accepts JSON declared as UTF-8 in any letter case, quoted or not, and JSON with no charset', async () => {
    for (const contentType of ['application/json', 'application/json; charset=UTF-8', 'application/json; charset="utf-8"', 'application/json;charset=utf-8']) {
      const response = await send('POST', '/api/contacts', contentType, Buffer.from(JSON.stringify(nonAsciiContact), 'utf8'));
      expect(response.status, contentType).to.equal(201);
      const stored = await app.db('contacts').where({ id: response.body.id }).first();
      expect(stored.full_name, contentType).to.equal(nonAsciiContact.fullName);
    }
  });

  const formEndpoints = [
    { path: '/contact', fields: { ...nonAsciiContact, source: 'home' } },
    { path: '/login', fields: testAdmin },
    { path: '/login/forgot', fields: { email: 'admin@example.com' } },
  ];
  const formCharsets = refusedCharsets.filter(({ contentTypeParameter }) => /iso-8859-1|utf-7|utf-16le/.test(contentTypeParameter));

  for (const endpoint of formEndpoints) {
    it(`POST ${endpoint.path} (HTML form) answers 415 with a page and stores nothing`, async () => {
      for (const charset of formCharsets) {
        const before = await snapshot();
        // All ASCII and no '+' (spaces as %20), so even the UTF-7 body is what a decoder would accept.
        const text = new URLSearchParams(endpoint.fields).toString().replaceAll('+', '%20');
        const body = charset.encode(text);
        const response = await send('POST', endpoint.path, `application/x-www-form-urlencoded; ${charset.contentTypeParameter}`, body, { accept: 'text/html' });
        const label = `${charset.contentTypeParameter}: ${response.status} ${response.text.slice(0, 200)}`;
        expect(response.status, label).to.equal(415);
        expect(response.headers.get('content-type'), label).to.match(/^text\/html/);
        expect(response.text, label).to.match(/UTF-8/);
        expect(response.headers.getSetCookie(), label).to.deep.equal([]);
        expect(await snapshot(), label).to.deep.equal(before);
      }
    });
  }
});
