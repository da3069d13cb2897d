/** Signing in: the login form without JavaScript, no default credentials, and the session cookie's attributes. */
import { expect } from 'chai';
import { pino } from 'pino';
import { countUsers } from '#database/users.server.ts';
import { ensureAdmin } from '#server/auth/accounts.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { postJson, request } from '../helpers/http.ts';

const formPost = (url: string, fields: Record<string, string>, init: RequestInit = {}) =>
  request(url, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(init.headers as Record<string, string> | undefined) },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /login (the form without JavaScript)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
  });
  after(() => app.close());

  it('signs in and answers 303 to /dashboard with the session cookie', async () => {
    const response = await formPost(`${app.url}/login`, testAdmin);
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.equal('/dashboard');
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    expect((await request(`${app.url}/dashboard`, { headers: { cookie } })).status).to.equal(200);
  });

  it('shows the login page again with "Invalid credentials" and the username kept', async () => {
    const response = await formPost(`${app.url}/login`, { username: 'admin', password: 'wrong-password-3' });
    expect(response.status).to.equal(401);
    expect(response.headers.get('content-type')).to.match(/^text\/html/);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.text).to.match(/role="alert"[^>]*>Invalid credentials</);
    expect(response.text).to.match(/name="username"[^>]*value="admin"/);
    expect(response.text).not.to.include('wrong-password-3');
    expect(response.headers.getSetCookie()).to.deep.equal([]);
  });

  it('answers blank fields with 400 and the message', async () => {
    const response = await formPost(`${app.url}/login`, { username: ' ', password: '' });
    expect(response.status).to.equal(400);
    expect(response.text).to.include('Please fill in all fields');
  });

  it('answers too many failures with 429 and the message on the login page', async () => {
    const limited = await startTestApp({}, { loginRateLimit: { windowMs: 60_000, limit: 1 } });
    try {
      await formPost(`${limited.url}/login`, { username: 'admin', password: 'wrong-password-4' });
      const response = await formPost(`${limited.url}/login`, { username: 'admin', password: 'wrong-password-4' });
      expect(response.status).to.equal(429);
      expect(response.headers.get('retry-after')).to.match(/^\d+$/);
      expect(response.text).to.match(/role="alert"[^>]*>Too many failed sign-in attempts\. Please try again in 1 minute\.</);
    } finally {
      await limited.close();
    }
  });

  it('serves the login page with labelled fields, noindex, and no credentials', async () => {
    const response = await request(`${app.url}/login`);
    expect(response.status).to.equal(200);
    expect(response.headers.getSetCookie()).to.deep.equal([]);
    expect(response.text).to.include('<meta name="robots" content="noindex, nofollow">');
    expect(response.text).to.match(/<form class="login-form" action="\/login" method="post">/);
    expect(response.text).to.match(/<label for="login-username">Username<\/label>/);
    expect(response.text).to.match(/<label for="login-password">Password<\/label>/);
    // HTML attribute names are case-insensitive (React writes autoComplete).
    expect(response.text).to.match(/id="login-username"[^>]*autocomplete="username"/i);
    expect(response.text).to.match(/id="login-password"[^>]*autocomplete="current-password"/i);
    expect(response.text).to.match(/<button type="submit"[^>]*>Login<\/button>/);
    expect(response.text).not.to.match(/admin123|password123|default credentials|demo/i);
  });
});

describe('No default credentials', () => {
  it('signs in with none of the usual defaults on a freshly started site', async () => {
    // A generous limit, so every guess reaches the password check instead of a 429.
    const app = await startTestApp({}, { loginRateLimit: { windowMs: 60_000, limit: 1000 } });
    try {
      await ensureAdmin(app.db, app.config, pino({ level: 'silent' }));
      expect(await countUsers(app.db)).to.equal(1);
      for (const username of ['admin', 'administrator', 'root']) {
        for (const password of ['admin', 'password', 'admin123', 'password123', 'changeme', '123456', 'adminadmin1234']) {
          const response = await postJson(`${app.url}/api/auth/login`, { username, password });
          expect(response.status, `${username}/${password}`).to.equal(401);
        }
      }
    } finally {
      await app.close();
    }
  });
});

describe('Session cookie', () => {
  it('in production over plain http on loopback: __Host- prefix, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain', async () => {
    const app = await startTestApp({ NODE_ENV: 'production' });
    try {
      await createAdmin(app);
      const response = await postJson(`${app.url}/api/auth/login`, testAdmin);
      expect(response.status).to.equal(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.map((cookie) => cookie.split('=')[0])).to.have.members(['__Host-session', '__Host-session.sig', '__Host-device']);
      for (const cookie of cookies) {
        const attributes = cookie
          .split(/;\s*/)
          .slice(1)
          .map((attribute) => attribute.toLowerCase());
        expect(attributes).to.include.members(['path=/', 'secure', 'httponly', 'samesite=strict']);
        expect(attributes.some((attribute) => attribute.startsWith('domain'))).to.equal(false);
      }
      const cookie = cookies.map((header) => header.split(';')[0]).join('; ');
      expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(200);
    } finally {
      await app.close();
    }
  });

  it('behind a proxy (TRUST_PROXY=1) is set on https requests (X-Forwarded-Proto), and plain http is refused', async () => {
    // The https rule applies where the site is https (SITE_URL), as in a real deployment.
    const app = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: '1', SITE_URL: 'https://www.example.com' });
    try {
      await createAdmin(app);
      const https = await postJson(`${app.url}/api/auth/login`, testAdmin, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.status).to.equal(200);
      expect(https.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-session='))).to.match(/; secure; httponly$/);
      const http = await postJson(`${app.url}/api/auth/login`, testAdmin, { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.status).to.equal(403);
      expect(http.headers.getSetCookie()).to.deep.equal([]);
    } finally {
      await app.close();
    }
  });

  it('is never set on public pages or public API answers, even when the browser sends one', async () => {
    const app = await startTestApp();
    try {
      const cookie = await signIn(app);
      const publicRequests: [string, string][] = [
        ['GET', '/'],
        ['GET', '/blog'],
        ['GET', '/services/medical-coding'],
        ['GET', '/no-such-page'],
        ['GET', '/healthz'],
        ['GET', '/api/blog'],
        ['GET', '/api/blog/some-post'],
        ['POST', '/api/contacts'],
        ['GET', '/login'],
      ];
      for (const [method, path] of publicRequests) {
        const sent: Record<string, string>[] = [{}, { cookie }];
        for (const headers of sent) {
          const response = await request(`${app.url}${path}`, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: method === 'POST' ? '{}' : undefined,
          });
          expect(response.headers.getSetCookie(), `${method} ${path}`).to.deep.equal([]);
        }
      }
    } finally {
      await app.close();
    }
  });
});
