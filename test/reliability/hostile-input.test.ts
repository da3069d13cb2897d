/**
 * Every item of the hostile-input list (hostile-input.ts) against every
 * endpoint, signed in for the admin ones, on the production server process:
 * never a 500, JSON errors from /api and HTML from the form endpoints, the
 * process never restarts, and what is accepted comes back byte for byte
 * through the API and HTML-escaped in pages.
 */
import { expect } from 'chai';
import { createDatabase, type Database } from '#database/db.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import {
  endpoints,
  hostileBodies,
  hostileFormBodies,
  hostilePathParameters,
  hostileStrings,
  contactBody,
  fieldText,
  postBody,
  wrongTypes,
  type Endpoint,
  type HostileValue,
  type RawBody,
} from './hostile-input.ts';
import { nextClientIp, publishPost, signIn } from './traffic.ts';

interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  text: string;
}

const hostileQueries = [
  '?page=-1&limit=1e9',
  '?page=1&page=2',
  '?page[a]=1&limit[b]=2',
  '?__proto__[polluted]=1',
  "?page=1'--",
  '?limit=%00',
  `?page=${'9'.repeat(400)}`,
];

/** React's escaping of text and attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function isPaired(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code <= 0xdbff) return index + 1 < text.length && text.charCodeAt(index + 1) >= 0xdc00 && text.charCodeAt(index + 1) <= 0xdfff;
  return index > 0 && text.charCodeAt(index - 1) >= 0xd800 && text.charCodeAt(index - 1) <= 0xdbff;
}

function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) params.append(key, String(value));
  return params.toString();
}

let server: ServerProcess;
let pid: number;
let cookie = '';
let post: { id: number; slug: string };
let contactId: number;
let db: Database;
let counter = 0;

async function send(endpoint: Endpoint, raw: Omit<RawBody, 'name'> | undefined, path = endpoint.path): Promise<Answer> {
  const filled = path.replace(':contactId', String(contactId)).replace(':id', String(post.id)).replace(':slug', post.slug);
  const headers: Record<string, string> = { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextClientIp() };
  if (endpoint.admin) headers.cookie = cookie;
  if (raw?.contentType) headers['content-type'] = raw.contentType;
  const withBody = endpoint.method !== 'GET' && raw !== undefined;
  const response = await fetch(server.url + filled, { method: endpoint.method, headers, body: withBody ? raw.body : undefined, redirect: 'manual' });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

function expectHandled(endpoint: Endpoint, answer: Answer, what: string): void {
  const label = `${endpoint.method} ${endpoint.path} with ${what}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, label).to.be.within(200, 499);
  expect(answer.text, label).not.to.match(/\bat .+\.(ts|js|mjs):\d+|node_modules|SQLITE_|syntax error at|\/work\//);
  if (endpoint.successType && answer.status < 300) {
    expect(answer.contentType, label).to.match(endpoint.successType);
  } else if (endpoint.path.startsWith('/api')) {
    expect(answer.contentType, label).to.match(/^application\/json/);
    const parsed = JSON.parse(answer.text);
    if (answer.status >= 400) expect(parsed.message, label).to.be.a('string');
  } else if (answer.status === 303) {
    expect(answer.location, label).to.be.a('string');
  } else {
    expect(answer.contentType, label).to.match(/^text\/html/);
  }
}

/** HTML answers (form re-renders) never carry a hostile value unescaped. */
function expectEscaped(answer: Answer, value: unknown, label: string): void {
  if (!answer.contentType.startsWith('text/html') || typeof value !== 'string' || !/[<>"]/.test(value)) return;
  expect(answer.text, label).not.to.include(value);
}

async function expectAlive(): Promise<void> {
  expect(server.child.exitCode, server.output()).to.equal(null);
  expect(server.pid).to.equal(pid);
  expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
}

/** An accepted value is stored and shown exactly as accepted (joi trims text), escaped in HTML. */
async function expectReadBack(endpoint: Endpoint, field: string, sent: string, answer: Answer, label: string): Promise<void> {
  // A form encodes text as UTF-8 first (URLSearchParams, like a browser), which turns a lone surrogate into U+FFFD.
  const value =
    endpoint.encoding === 'form' ? sent.replace(/[\uD800-\uDFFF]/g, (unit, index: number, whole: string) => (isPaired(whole, index) ? unit : '\uFFFD')) : sent;
  const accepted = (endpoint.normalize ?? fieldText)(value);
  if (endpoint.readBack === 'contact') {
    const columns: Record<string, string> = {
      fullName: 'full_name',
      email: 'email',
      company: 'company',
      phone: 'phone',
      subject: 'subject',
      message: 'message',
    };
    // Through the leads API (newest first), and in the database itself.
    const leads = await fetch(`${server.url}/api/admin/contacts?limit=1`, { headers: { 'x-forwarded-proto': 'https', cookie } });
    const [lead] = ((await leads.json()) as { items: Record<string, unknown>[] }).items;
    const row = (await db('contacts').orderBy('id', 'desc').first()) as Record<string, unknown>;
    expect(lead?.id, label).to.equal(Number(row.id));
    if (endpoint.encoding === 'json') expect(Number(row.id), label).to.equal(JSON.parse(answer.text).id);
    const blank = accepted === '' && endpoint.blankMeans && field in endpoint.blankMeans;
    const expected = blank ? endpoint.blankMeans![field] : accepted;
    expect(lead?.[field], label).to.equal(expected);
    expect(row[columns[field]!], label).to.equal(expected);
    return;
  }
  if (endpoint.readBack === 'post' && (field === 'title' || field === 'slug')) {
    const saved = JSON.parse(answer.text) as { slug: string; title: string };
    expect(saved[field], label).to.equal(accepted);
    const byApi = await fetch(`${server.url}/api/blog/${encodeURIComponent(saved.slug)}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(byApi.status, label).to.equal(200);
    expect(((await byApi.json()) as { title: string }).title, label).to.equal(saved.title);
    const page = await fetch(`${server.url}/blog/${encodeURIComponent(saved.slug)}`, { headers: { 'x-forwarded-proto': 'https' } });
    const html = await page.text();
    expect(page.status, label).to.equal(200);
    expect(html, label).to.include(escapeHtml(saved.title));
    if (/[<>]/.test(saved.title)) expect(html, label).not.to.include(saved.title);
  }
}

/** The production server process, signed in, with a published post and a lead to aim the path parameters at. */
async function startTarget(): Promise<void> {
  server = await startServerProcess({ env: { TRUST_PROXY: '1' } });
  pid = server.pid;
  db = createDatabase({ databaseUrl: server.env.DATABASE_URL, sqlitePath: server.env.SQLITE_PATH! });
  cookie = await signIn(server.url);
  post = await publishPost(server.url, cookie, postBody('target'));
  const contact = await fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': nextClientIp() },
    body: JSON.stringify(contactBody('target')),
  });
  expect(contact.status).to.equal(201);
  contactId = ((await contact.json()) as { id: number }).id;
}

async function stopTarget(): Promise<void> {
  await db?.destroy();
  await server?.stop();
}

/** Registers the tests of one endpoint: hostile queries or bodies, path parameters, and field values. */
function endpointTests(endpoint: Endpoint): void {
  const name = `${endpoint.method} ${endpoint.path}`;

  if (endpoint.method === 'GET') {
    it(`${name}: hostile query strings`, async () => {
      for (const query of hostileQueries) expectHandled(endpoint, await send(endpoint, undefined, endpoint.path + query), query);
    });
  } else {
    it(`${name}: broken, oversized, mistyped and polluting bodies`, async () => {
      const ownKind = endpoint.encoding === 'form' ? hostileFormBodies : hostileBodies;
      const bodies = endpoint.encoding === 'form' ? [...hostileFormBodies, ...hostileBodies] : hostileBodies;
      for (const body of bodies) {
        const answer = await send(endpoint, body);
        expectHandled(endpoint, answer, body.name);
        if (body.status !== undefined && ownKind.includes(body)) expect(answer.status, `${name} with ${body.name}`).to.equal(body.status);
        if (endpoint.path.startsWith('/api') && answer.status < 400) expect(body.contentType ?? 'none', body.name).to.match(/json|^none$/);
      }
      // Pollution did not reach the server's objects: still not signed in without the cookie.
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(me.status).to.equal(401);
    });
  }

  if (endpoint.path.includes(':')) {
    it(`${name}: hostile path parameters`, async () => {
      for (const parameter of hostilePathParameters) {
        const path = endpoint.path.replace(/:(contactId|id|slug)/, parameter);
        const body = endpoint.validBody ? { body: JSON.stringify(endpoint.validBody(`p${counter++}`)), contentType: 'application/json' } : undefined;
        const answer = await send(endpoint, body, path);
        expectHandled(endpoint, answer, `path parameter ${parameter.slice(0, 40)}`);
        // None of them is a well-formed id: refused as such, not looked up (404).
        if (!endpoint.path.includes(':slug')) expect(answer.status, `${name} with ${parameter.slice(0, 40)}`).to.equal(400);
      }
    });
  }

  if (endpoint.validBody && endpoint.textFields) {
    const { validBody, textFields } = endpoint;
    it(`${name}: hostile strings and wrong types in every field`, async () => {
      const values: HostileValue[] = endpoint.encoding === 'json' ? [...hostileStrings, ...wrongTypes] : hostileStrings;
      for (const field of textFields) {
        for (const { name: what, value } of values) {
          const tag = `h${counter++}`;
          const body = { ...validBody(tag), [field]: value };
          const raw =
            endpoint.encoding === 'json'
              ? { body: JSON.stringify(body), contentType: 'application/json' }
              : { body: formEncode(body), contentType: 'application/x-www-form-urlencoded' };
          const answer = await send(endpoint, raw);
          const label = `${field} = ${what}`;
          expectHandled(endpoint, answer, label);
          expectEscaped(answer, value, label);
          const accepted = answer.status < 300 || answer.status === 303;
          // null is how JSON says "not given", which an optional field accepts like a blank.
          const optionalNull = value === null && endpoint.blankMeans !== undefined && field in endpoint.blankMeans;
          if (accepted && (typeof value === 'string' || optionalNull)) await expectReadBack(endpoint, field, String(value ?? ''), answer, label);
          else if (accepted) expect.fail(`${name} accepted ${label} (${answer.status})`);
        }
      }
    });
  }
}

describe(`Hostile input against every endpoint (${testDatabaseKind})`, function () {
  this.timeout(300_000);
  before(startTarget);
  after(stopTarget);
  afterEach(expectAlive);

  for (const endpoint of endpoints) endpointTests(endpoint);
});
