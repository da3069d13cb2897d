/**
 * The hostile-input list and the endpoints it is thrown at, in one place so
 * both are easy to extend. hostile-input.test.ts runs every item against every
 * endpoint. Add an endpoint here when the route table grows.
 */
import { hasVisibleText } from '#shared/visible-text.ts';
import { settingsBody } from '../helpers/company.ts';
import { revenueCheckEndpoints } from './hostile-input-revenue-check.ts';

export interface HostileValue {
  name: string;
  value: unknown;
}

const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Strings that must be stored and shown back exactly (or refused with a 4xx), never break anything. */
export const hostileStrings: HostileValue[] = [
  { name: 'SQL injection (quote)', value: "Robert'); DROP TABLE contacts;--" },
  { name: 'SQL injection (tautology)', value: "' OR '1'='1' --" },
  { name: 'SQL injection (union)', value: '" UNION SELECT username, password_hash FROM users --' },
  { name: 'SQL comment and semicolon', value: '1; SELECT pg_sleep(10); /*' },
  { name: 'HTML script tag', value: '<script>alert(1)</script>' },
  { name: 'HTML attribute breakout', value: '"><img src=x onerror=alert(1)>' },
  { name: 'entity-looking text', value: '&lt;b&gt; &amp;amp; &#x27;' },
  { name: 'template syntax', value: '${process.exit(1)} {{7*7}} <%= 7*7 %>' },
  { name: 'NUL byte', value: 'before\u0000after' },
  { name: 'other control characters', value: 'bell\u0007 escape\u001b[31m backspace\u0008' },
  { name: 'CR/LF (header injection)', value: 'Name\r\nBcc: victim@example.com' },
  { name: 'Unicode line separator', value: 'one\u2028two\u2029three' },
  { name: 'lone high surrogate', value: 'broken \ud800 text' },
  { name: 'lone low surrogate', value: 'broken \udfff text' },
  { name: 'RTL override', value: 'invoice\u202Egnp.exe' },
  { name: 'zero-width characters', value: 'zero\u200Bwidth\u200Cjoin\u200Dner\uFEFF' },
  { name: 'only invisible characters', value: '\u200B\u200C\u200D\u2060\uFEFF\u00AD \u3164' },
  { name: 'emoji and ZWJ sequences', value: 'Clinic 👩‍⚕️🏥 👨‍👩‍👧‍👦 🇺🇸' },
  { name: 'combining marks', value: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇' },
  { name: 'astral plane characters', value: '𝕳𝖊𝖑𝖑𝖔 𠜎𠜱' },
  { name: 'prototype words', value: '__proto__ constructor prototype' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'very long string (100 000 characters)', value: 'x'.repeat(100_000) },
  { name: 'long string within limits (190 characters)', value: 'Ünïcödé '.repeat(23).slice(0, 190) },
  { name: 'empty string', value: '' },
  { name: 'only whitespace', value: ' \t\u00A0\u3000 ' },
];

/** Values of the wrong type for a text field. */
export const wrongTypes: HostileValue[] = [
  { name: 'number', value: 42 },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'array of strings', value: ['a', 'b'] },
  { name: 'huge array', value: Array.from({ length: 5000 }, () => 1) },
  { name: 'object', value: { text: 'x' } },
  { name: 'nested object (depth 200)', value: deepObject(200) },
  { name: 'object with toString', value: { toString: 'x', valueOf: 'y' } },
];

export interface RawBody {
  name: string;
  body: string;
  contentType: string | undefined;
  /** The one answer allowed, when any 4xx will not do, on every endpoint that parses this kind of body. */
  status?: number;
}

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole bodies that are broken, in the wrong format, or pollution attempts. */
export const hostileBodies: RawBody[] = [
  { name: 'malformed JSON', body: '{"fullName": "x",', contentType: 'application/json' },
  { name: 'JSON with a trailing comma', body: '{"a": 1,}', contentType: 'application/json' },
  { name: 'single-quoted JSON', body: "{'a': 1}", contentType: 'application/json' },
  { name: 'deeply nested JSON (10 000 levels)', body: nested(10_000), contentType: 'application/json' },
  { name: 'deeply nested arrays (50 000 levels)', body: '['.repeat(50_000) + ']'.repeat(50_000), contentType: 'application/json' },
  { name: 'top-level array', body: '[1, 2, 3]', contentType: 'application/json' },
  { name: 'top-level string', body: '"hello"', contentType: 'application/json' },
  { name: 'top-level number', body: '12345', contentType: 'application/json' },
  { name: 'top-level null', body: 'null', contentType: 'application/json' },
  { name: 'empty JSON object', body: '{}', contentType: 'application/json' },
  { name: 'empty body with JSON type', body: '', contentType: 'application/json' },
  { name: 'missing body and type', body: '', contentType: undefined },
  { name: 'oversized body (200 KB)', body: JSON.stringify({ message: 'x'.repeat(200_000) }), contentType: 'application/json' },
  { name: 'text/plain body', body: 'fullName=x', contentType: 'text/plain' },
  { name: 'XML body', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', contentType: 'application/xml' },
  { name: 'multipart body', body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
  // Bodies are UTF-8 only: any other charset is refused before decoding (server/utf8-body.server.ts).
  { name: 'JSON declared as UTF-7', body: '{"a":1}', contentType: 'application/json; charset=utf-7', status: 415 },
  { name: 'JSON declared as UTF-16', body: '{"a":1}', contentType: 'application/json; charset="UTF-16"', status: 415 },
  { name: 'JSON declared as ISO-8859-1', body: '{"a":1}', contentType: 'application/json; charset=iso-8859-1', status: 415 },
  { name: 'invalid UTF-8 bytes', body: '{"a":"\xff\xfe"}', contentType: 'application/json' },
  {
    name: '__proto__ pollution',
    body: '{"__proto__": {"polluted": "yes", "isAdmin": true, "user": {"id": 1, "username": "x"}}}',
    contentType: 'application/json',
  },
  { name: 'constructor.prototype pollution', body: '{"constructor": {"prototype": {"polluted": "yes", "isAdmin": true}}}', contentType: 'application/json' },
  { name: 'prototype key', body: '{"prototype": {"polluted": "yes"}}', contentType: 'application/json' },
];

/** Form-encoded bodies for the HTML form endpoints. */
export const hostileFormBodies: RawBody[] = [
  { name: 'empty form', body: '', contentType: 'application/x-www-form-urlencoded' },
  { name: 'repeated fields (arrays)', body: 'fullName=a&fullName=b&email=x@example.com&email=y@example.com', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'bracket syntax (objects)',
    body: 'fullName[a]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'too many fields', body: Array.from({ length: 500 }, (_, i) => `f${i}=1`).join('&'), contentType: 'application/x-www-form-urlencoded' },
  { name: 'oversized form (200 KB)', body: `message=${'x'.repeat(200_000)}`, contentType: 'application/x-www-form-urlencoded' },
  { name: 'broken percent-encoding', body: 'fullName=%E0%A4%A&email=%ZZ&message=%', contentType: 'application/x-www-form-urlencoded' },
  { name: 'JSON to a form endpoint', body: '{"fullName": "x"}', contentType: 'application/json' },
  { name: 'malformed JSON to a form endpoint', body: '{"fullName": ', contentType: 'application/json' },
  {
    name: 'multipart to a form endpoint',
    body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { name: 'text/plain to a form endpoint', body: 'hello', contentType: 'text/plain' },
  { name: 'form declared as ISO-8859-1', body: 'fullName=Zo%EB', contentType: 'application/x-www-form-urlencoded; charset=iso-8859-1', status: 415 },
  { name: 'form declared as UTF-16', body: 'fullName=x', contentType: 'application/x-www-form-urlencoded; charset=utf-16', status: 415 },
];

export type Encoding = 'json' | 'form';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:id` and `:slug` are filled in from a post the test creates, `:contactId` from a contact message. */
  path: string;
  /** Content type of a successful answer when it is not JSON. */
  successType?: RegExp;
  encoding: Encoding;
  admin: boolean;
  /** A body the endpoint accepts; hostile values replace one field at a time. */
  validBody?: (tag: string) => Record<string, unknown>;
  /** Text fields to inject into (the others keep their valid values). */
  textFields?: string[];
  /** How an accepted value is read back and where it shows in a page, to check it byte for byte. */
  readBack?: 'contact' | 'post';
  /** What an optional field stores when it arrives blank (after trimming). */
  blankMeans?: Record<string, unknown>;
  /** How the endpoint normalizes accepted text (default: fieldText). */
  normalize?: (text: string) => string;
}

/** Accepted text as stored: trimmed, as joi's trim does, and blank when nothing in it is visible. */
export const fieldText = (text: string) => (hasVisibleText(text) ? text.trim() : '');

/** Post text: NUL characters dropped, then as fieldText (server/blog/validation.server.ts). */
const postText = (text: string) => fieldText(text.replaceAll('\u0000', ''));

export const contactBody = (tag: string) => ({
  fullName: `Hostile Tester ${tag}`,
  email: `hostile-${tag}@example.com`,
  company: `Clinic ${tag}`,
  phone: '+1 555 010 0000',
  subject: 'Billing question',
  message: `Hello ${tag}`,
});

export const postBody = (tag: string) => ({
  title: `Hostile post ${tag}`,
  slug: `hostile-post-${tag}`,
  excerpt: `<strong>Excerpt</strong> ${tag}`,
  content: `<p>Content ${tag}</p>`,
  published: true,
});

const certificationBody = (tag: string) => ({ kind: 'certification', name: `Membership ${tag}`, issuer: 'Issuer', link: '' });

/** A 1×1 PNG, base64. */
const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

const contactFields = ['fullName', 'email', 'company', 'phone', 'subject', 'message'];
/** Optional contact fields left blank: no phone, the default subject. */
const contactBlanks = { phone: null, subject: 'Website contact' };

/** Every endpoint of the API route table (server/api/index.server.ts) and the HTML form endpoints. */
export const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/contacts',
    encoding: 'json',
    admin: false,
    validBody: contactBody,
    textFields: contactFields,
    readBack: 'contact',
    blankMeans: contactBlanks,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    encoding: 'json',
    admin: false,
    validBody: () => ({ username: 'nobody-here', password: 'wrong password 123' }),
    textFields: ['username', 'password'],
  },
  { method: 'GET', path: '/api/auth/me', encoding: 'json', admin: true },
  { method: 'POST', path: '/api/auth/logout', encoding: 'json', admin: false },
  { method: 'GET', path: '/api/auth/profile', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/auth/sessions', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/blog', encoding: 'json', admin: false },
  { method: 'GET', path: '/api/blog/:slug', encoding: 'json', admin: false },
  { method: 'GET', path: '/api/admin/blog', encoding: 'json', admin: true },
  {
    method: 'POST',
    path: '/api/admin/blog',
    encoding: 'json',
    admin: true,
    validBody: postBody,
    textFields: ['title', 'slug', 'excerpt', 'content'],
    readBack: 'post',
    normalize: postText,
  },
  {
    method: 'PUT',
    path: '/api/admin/blog/:id',
    encoding: 'json',
    admin: true,
    validBody: postBody,
    textFields: ['title', 'slug', 'excerpt', 'content'],
    readBack: 'post',
    normalize: postText,
  },
  { method: 'DELETE', path: '/api/admin/blog/:id', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/tags', encoding: 'json', admin: true },
  { method: 'POST', path: '/api/admin/blog/:id/preview-links', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/blog/:id/preview-links', encoding: 'json', admin: true },
  { method: 'DELETE', path: '/api/admin/blog/:id/preview-links/:id', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/contacts', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/contacts.csv', encoding: 'json', admin: true, successType: /^text\/csv/ },
  { method: 'PATCH', path: '/api/admin/contacts/:contactId', encoding: 'json', admin: true, validBody: () => ({ handled: true }) },
  // Uploads are multipart: every JSON body is refused (415), a form without a file is 400.
  { method: 'POST', path: '/api/admin/media', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media/usage', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media/:id', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/settings', encoding: 'json', admin: true },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    encoding: 'json',
    admin: true,
    validBody: (tag) => settingsBody(`Hostile ${tag}`),
    textFields: ['name', 'legalName', 'email', 'phone', 'hours'],
  },
  { method: 'POST', path: '/api/admin/settings/logo', encoding: 'json', admin: true, validBody: () => ({ data: tinyPng }), textFields: ['data'] },
  { method: 'GET', path: '/api/admin/proof', encoding: 'json', admin: true },
  { method: 'POST', path: '/api/admin/proof', encoding: 'json', admin: true, validBody: certificationBody, textFields: ['name', 'issuer', 'link'] },
  { method: 'POST', path: '/api/admin/proof/images', encoding: 'json', admin: true, validBody: () => ({ data: tinyPng }), textFields: ['data'] },
  { method: 'PUT', path: '/api/admin/proof/order', encoding: 'json', admin: true, validBody: () => ({ kind: 'case-study', ids: [] }), textFields: ['kind'] },
  {
    method: 'POST',
    path: '/contact',
    encoding: 'form',
    admin: false,
    validBody: (tag) => ({ ...contactBody(tag), source: 'home' }),
    textFields: contactFields,
    readBack: 'contact',
    blankMeans: contactBlanks,
  },
  {
    method: 'POST',
    path: '/login',
    encoding: 'form',
    admin: false,
    validBody: () => ({ username: 'nobody-here', password: 'wrong password 123' }),
    textFields: ['username', 'password'],
  },
  ...revenueCheckEndpoints,
];

/** Hostile values for the path parameters (slug, ids). */
export const hostilePathParameters = [
  "1' OR '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '-1',
  '1.5',
  '1e309',
  '2147483648',
  '99999999999999999999999',
  '0x10',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '%ED%A0%80',
  '%ZZ',
];
