/**
 * The hostile-input list and the endpoints it is thrown at, in one place so
 * both are easy to extend. hostile-input.test.ts runs every item against every
 * endpoint. Add an endpoint here when the route table grows.
 */
import { hasVisibleText } from '#shared/visible-text.ts';
import { settingsBody } from '../helpers/company.ts';
import { revenueCheckEndpoints } from './hostile-input-revenue-check.ts';

export { hostileBodies, hostileFormBodies, hostileStrings, wrongTypes, type HostileValue, type RawBody } from './hostile-values.ts';

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

const redirectBody = (tag: string) => ({ from: `/gone-${tag}`, to: '/solutions', status: 301 });

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
  { method: 'POST', path: '/api/admin/blog/:id/revisions/keep', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/contacts', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/contacts.csv', encoding: 'json', admin: true, successType: /^text\/csv/ },
  { method: 'GET', path: '/api/admin/backup', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/backup/download', encoding: 'json', admin: true, successType: /^application\/octet-stream/ },
  { method: 'GET', path: '/api/admin/backup/content.zip', encoding: 'json', admin: true, successType: /^application\/zip/ },
  { method: 'PATCH', path: '/api/admin/contacts/:contactId', encoding: 'json', admin: true, validBody: () => ({ handled: true }) },
  // Uploads are multipart: every JSON body is refused (415), a form without a file is 400.
  { method: 'POST', path: '/api/admin/media', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media/usage', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/media/:id', encoding: 'json', admin: true },
  // Hostile bodies are refused (400) before the image is looked up.
  {
    method: 'PATCH',
    path: '/api/admin/media/:id',
    encoding: 'json',
    admin: true,
    validBody: (tag) => ({ alt: `Alt ${tag}`, applyTo: [1] }),
    textFields: ['alt'],
  },
  { method: 'DELETE', path: '/api/admin/media/:id', encoding: 'json', admin: true },
  { method: 'POST', path: '/api/admin/guides', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/guides', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/guides/:id', encoding: 'json', admin: true },
  { method: 'PUT', path: '/api/admin/guides/:id', encoding: 'json', admin: true },
  { method: 'DELETE', path: '/api/admin/guides/:id', encoding: 'json', admin: true },
  { method: 'POST', path: '/api/guides/:id/request', encoding: 'json', admin: false },
  { method: 'GET', path: '/api/admin/settings', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/newsletter-settings', encoding: 'json', admin: true },
  { method: 'PUT', path: '/api/admin/newsletter-settings', encoding: 'json', admin: true, validBody: () => ({ countClicks: false }) },
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
  { method: 'POST', path: '/api/admin/redirects', encoding: 'json', admin: true, validBody: redirectBody, textFields: ['from', 'to'] },

  { method: 'GET', path: '/api/admin/not-found', encoding: 'json', admin: true },
  { method: 'GET', path: '/api/admin/site-health', encoding: 'json', admin: true },
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
  // The subscriber list's import and export (docs/product/subscriptions.md#import-and-export).
  {
    method: 'POST',
    path: '/api/admin/subscribers/import',
    encoding: 'json',
    admin: true,
    validBody: (tag) => ({ csv: `email\nimported-${tag}@example.com\n`, basis: 'Asked in person at a conference', fileName: 'list.csv' }),
    textFields: ['csv', 'basis', 'fileName'],
  },
  { method: 'GET', path: '/api/admin/subscribers/export.csv', encoding: 'json', admin: true, successType: /^text\/csv/ },
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
