/** Shared pieces of the contact tests: a valid message, form posts, captured logs. */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { startTestApp, type TestApp } from './app.ts';
import { postJson, request } from './http.ts';

export const validContact = {
  fullName: 'Dana Whitfield',
  email: 'dana.whitfield@riverside-obgyn.example',
  company: 'Riverside OB-GYN Associates',
  phone: '+1 (555) 010-0199',
  message: 'We would like to talk about denial management for our three locations.',
};

export function postContact(app: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  return postJson(`${app.url}/api/contacts`, payload, { headers });
}

/** A no-JavaScript form submission (application/x-www-form-urlencoded). */
export function postForm(app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(`${app.url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function contactRows(app: TestApp): Promise<Record<string, unknown>[]> {
  return app.db('contacts').select().orderBy('id');
}

/** Collects every log line the app writes. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

/**
 * A random client address, for apps started with TRUST_PROXY=1 (sent as
 * X-Forwarded-For). Random within the /56 the rate limiter keys IPv6 clients by,
 * so runs sharing one Redis do not count against each other.
 */
export function randomClientIp(): string {
  const bytes = randomBytes(3);
  return `2001:db8:${bytes.readUInt16BE(0).toString(16)}:${bytes[2]!.toString(16)}00::1`;
}

export interface ContactTestContext {
  app: TestApp;
  /** Request headers of this test's client: its own address, so its own rate-limit count. */
  headers: Record<string, string>;
}

/**
 * Registers mocha hooks: one app for the suite (TRUST_PROXY=1, so each test
 * can speak from its own X-Forwarded-For address) and an empty contacts table
 * before each test.
 */
export function useContactTestApp(env: Record<string, string> = {}): ContactTestContext {
  const context = { headers: {} } as ContactTestContext;
  before(async () => {
    context.app = await startTestApp({ TRUST_PROXY: '1', ...env });
  });
  after(() => context.app.close());
  beforeEach(async () => {
    context.headers = { 'x-forwarded-for': randomClientIp() };
    await context.app.db('contacts').del();
  });
  return context;
}
