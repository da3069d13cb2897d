/** A signed-in admin's API calls and browser pages, for the dashboard's browser tests. */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signInWriter, startTestApp, type TestApp } from './app.ts';
import { newPage, type PageOptions } from './browser.ts';
import { request } from './http.ts';

/** An API call with the session cookie; a 4xx or 5xx fails the test with the answer's body. */
export function adminApi(app: TestApp, cookie: string) {
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await request(`${app.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).to.be.below(300);
    return answer.body as T;
  };
}

/**
 * A page in a new browser context holding the session cookie (none: a visitor), with the page's CSP bypassed
 * so axe-core can be added as a script (unless `enforceCsp`, for a test of what the policy lets through). Not
 * yet navigated.
 */
export async function browserPage(app: TestApp, cookie: string | null, options: PageOptions & { enforceCsp?: boolean } = {}): Promise<Page> {
  const page = await newPage({ width: 1280, height: 800, ...options });
  page.on('pageerror', (error) => console.error('page error:', error));
  if (!options.enforceCsp) await page.setBypassCSP(true);
  if (cookie) await setCookies(page, app, cookie);
  return page;
}

/** Puts the cookies of a Cookie header (as `signIn` returns it: the session and its signature) in `page`, for the app. */
export async function setCookies(page: Page, app: TestApp, cookie: string): Promise<void> {
  for (const pair of cookie.split('; ').filter(Boolean)) {
    const separator = pair.indexOf('=');
    await page.setCookie({ name: pair.slice(0, separator), value: pair.slice(separator + 1), url: app.url });
  }
}

/**
 * For a describe block: each test gets a fresh app and a signed-in admin's cookie (with a display name: signInWriter); the pages pushed onto
 * `pages` are closed after it. Read `app` and `cookie` inside the tests (they change per test).
 */
export function signedInAppPerTest(): { app: TestApp; cookie: string; pages: Page[] } {
  const session = { app: undefined as unknown as TestApp, cookie: '', pages: [] as Page[] };
  beforeEach(async () => {
    session.app = await startTestApp();
    session.cookie = await signInWriter(session.app);
  });
  afterEach(async () => {
    for (const page of session.pages.splice(0)) await page.close();
    await session.app.close();
  });
  return session;
}
