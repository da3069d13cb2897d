/**
 * The shared setup of the passkey tests: the site the passkeys belong to, the
 * app they run on, and what a test calls as a browser would.
 */
import { expect } from 'chai';
import { startTestApp, type TestApp } from './app.ts';
import { callJson, cookieHeader, type JsonResponse } from './http.ts';
import { type Ceremony, type SoftwareAuthenticator } from './software-authenticator.ts';

export const siteUrl = 'http://localhost:4321';
export const site = { origin: siteUrl, rpId: 'localhost' };

/**
 * Registers the hooks of a describe block: the app on `siteUrl` (handed to `started`) with the clock `clock.now`,
 * and `clock.next` before each test. The sign-in limit has its own test (on its own app): here, failures are what is tested.
 */
export function usePasskeyApp(clock: { now: () => number; next: () => void }, started: (app: TestApp) => void): void {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ SITE_URL: siteUrl }, { clock: clock.now, loginRateLimit: { windowMs: 60_000, limit: 1000 } });
    started(app);
  });
  after(() => app.close());
  beforeEach(clock.next);
}

/** The calls of a test, on the app `current` gives when the test runs. */
export function passkeyCalls(current: () => TestApp) {
  /** A request with a cookie jar: the jar takes every Set-Cookie, as a browser's would. */
  const browser = (cookie = '') => {
    const jar = { cookie };
    const call = async (method: string, path: string, body?: unknown): Promise<JsonResponse<any>> => {
      const response = await callJson(`${current().url}${path}`, method, jar.cookie, body);
      jar.cookie = cookieHeader(response.headers, jar.cookie);
      return response;
    };
    return { jar, call };
  };

  /** Registers a passkey on `authenticator` for the session in `jar`; the API's answer. */
  async function register(session: ReturnType<typeof browser>, authenticator: SoftwareAuthenticator, name = 'Laptop', ceremony: Ceremony = {}) {
    const options = await session.call('POST', '/api/auth/passkeys/registration-options');
    expect(options.status, options.text).to.equal(200);
    return session.call('POST', '/api/auth/passkeys', { name, response: authenticator.register(options.body, ceremony) });
  }

  /** A sign-in with the passkey alone from a fresh browser; the answer and the browser. */
  async function passkeySignIn(authenticator: SoftwareAuthenticator, ceremony: Ceremony = {}) {
    const session = browser();
    const options = await session.call('POST', '/api/auth/passkeys/sign-in-options');
    expect(options.status, options.text).to.equal(200);
    const answer = await session.call('POST', '/api/auth/passkeys/sign-in', { response: authenticator.assert(options.body, ceremony) });
    return { answer, session, options: options.body };
  }

  const me = (session: ReturnType<typeof browser>) => session.call('GET', '/api/auth/me');
  const passkeyRows = (userId: number) => current().db('passkeys').where({ user_id: userId });
  return { browser, register, passkeySignIn, me, passkeyRows };
}
