/**
 * Requests the reliability suites send: valid contact messages, each from its
 * own client address (TRUST_PROXY=1 + X-Forwarded-For) so rate limits count
 * each as a different visitor unless a test wants otherwise; the admin's
 * sign-in and posts published through the admin API.
 */
import { randomInt } from 'node:crypto';
import { processAdmin } from '../helpers/server-process.ts';

// A random start, so runs sharing one Redis (parallel, or within a rate-limit window) do not share counts.
let clientCounter = randomInt(0, 2 ** 24 - 100_000);

/** A distinct private address per call: 10.x.y.z. */
export function nextClientIp(): string {
  const n = ++clientCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface ContactPayload {
  fullName: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

export function contactPayload(tag: string): ContactPayload {
  return {
    fullName: `Reliability Visitor ${tag}`,
    email: `visitor-${tag}@example.com`,
    company: `Clinic ${tag}`,
    phone: '+1 (555) 010-0000',
    message: `Message ${tag}: please call me about billing.`,
  };
}

/** POST /api/contacts from its own client address. */
export async function postContact(origin: string, payload: ContactPayload, ip = nextClientIp()): Promise<Response> {
  return fetch(`${origin}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-forwarded-proto': 'https' },
    body: JSON.stringify(payload),
  });
}

/** Signs the test admin in (over "https", from a fresh address); answers the Cookie header to send. */
export async function signIn(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': nextClientIp() },
    body: JSON.stringify(processAdmin),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published?: boolean;
  status?: 'draft' | 'scheduled' | 'published';
  publishAt?: string;
}

/** POST /api/admin/blog; answers the created post (throws unless 201). */
export async function publishPost(origin: string, cookie: string, post: PostInput): Promise<{ id: number; slug: string }> {
  const created = await fetch(`${origin}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', cookie },
    body: JSON.stringify(post),
  });
  if (created.status !== 201) throw new Error(`creating a post answered ${created.status}: ${await created.text()}`);
  return (await created.json()) as { id: number; slug: string };
}
