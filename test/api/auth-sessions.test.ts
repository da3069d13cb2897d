/** Trusted devices, and the session's cookie, idle timeout, renewal and lifetime. */
import { expect } from 'chai';
import { setPassword, findUserByUsername } from '#database/users.server.ts';
import { hashPassword } from '#server/auth/passwords.server.ts';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '#server/auth/session.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { cookieHeader, postJson, request } from '../helpers/http.ts';

const me = (app: TestApp, cookie: string) => request(`${app.url}/api/auth/me`, { headers: { cookie } });

describe('Trusted devices (failed sign-ins cannot lock the admin out of a browser they used before)', () => {
  let app: TestApp;
  let trusted: string;
  const login = (body: object, ip: string, cookie?: string) =>
    postJson(`${app.url}/api/auth/login`, body, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
  const wrong = { username: 'admin', password: 'wrong-password-0' };
  const deviceCookie = (headers: Headers) => cookieHeader(headers).match(/(?:^|; )(device=[^;]+)/)?.[1];

  /** Ten failures for "admin" from ten addresses, none with a device cookie: the username is locked. */
  async function lockUsername(): Promise<void> {
    for (let i = 0; i < 10; i += 1) expect((await login(wrong, `198.51.100.${i + 1}`)).status).to.equal(401);
    expect((await login(testAdmin, '198.51.100.99')).status).to.equal(429);
  }

  beforeEach(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    await createAdmin(app);
    const first = await login(testAdmin, '192.0.2.1');
    expect(first.status).to.equal(200);
    trusted = deviceCookie(first.headers)!;
  });
  afterEach(() => app.close());

  it('sets a signed device cookie (HttpOnly, SameSite=Strict, 180 days) on sign-in, and keeps its id when renewed', async () => {
    const header = (await login(testAdmin, '192.0.2.2', trusted)).headers.getSetCookie().find((line) => line.startsWith('device='))!;
    expect(header).to.match(/^device=[\w-]{22}\.[\w-]{43};/);
    expect(header).to.match(/; Max-Age=15552000;/);
    expect(header).to.match(/; HttpOnly/);
    expect(header).to.match(/; SameSite=Strict/);
    expect(header.split(';')[0]).to.equal(trusted);
  });

  it('signs the admin in from a trusted browser while the username is locked for everyone else', async () => {
    await lockUsername();
    expect((await login(testAdmin, '203.0.113.5', trusted)).status).to.equal(200);
    // The form without JavaScript honours it too.
    const form = await request(`${app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.6', cookie: trusted },
      body: new URLSearchParams(testAdmin).toString(),
    });
    expect(form.status).to.equal(303);
    expect(form.headers.get('location')).to.equal('/dashboard');
  });

  it('counts failures from a trusted browser against that browser, not the username', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login(wrong, `203.0.113.${i + 1}`, trusted)).status).to.equal(401);
    const limited = await login(testAdmin, '203.0.113.50', trusted);
    expect(limited.status).to.equal(429);
    expect(limited.body.message).to.match(/^Too many failed sign-in attempts\./);
    // The username's own count is untouched: a browser without the cookie still signs in.
    expect((await login(testAdmin, '203.0.113.51')).status).to.equal(200);
  });

  it('voids every device cookie when the password is reset', async () => {
    const user = (await findUserByUsername(app.db, 'admin'))!;
    const newPassword = 'a brand new password 99';
    await setPassword(app.db, user.id, await hashPassword(newPassword));
    await lockUsername();
    // The old cookie no longer exempts anyone, even with the new password…
    expect((await login({ username: 'admin', password: newPassword }, '203.0.113.90', trusted)).status).to.equal(429);
    // …and its failures would have counted against the username (it is locked for everyone).
    expect((await login({ username: 'admin', password: newPassword }, '203.0.113.91')).status).to.equal(429);
  });

  it('treats an altered cookie, or one issued for another username, as no cookie', async () => {
    await createAdmin(app, 'office-manager', 'office manager password 7');
    const otherCookie = deviceCookie((await login({ username: 'office-manager', password: 'office manager password 7' }, '192.0.2.3')).headers)!;
    await lockUsername();
    const [id, signature] = trusted.slice('device='.length).split('.') as [string, string];
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const cookie of [
      otherCookie,
      `device=${flipped(id)}.${signature}`,
      `device=${id}.${flipped(signature)}`,
      `device=${id}`,
      'device=..',
      'device=%E0%A4%A',
      `device=${id}.${'A'.repeat(4000)}`,
    ]) {
      expect((await login(testAdmin, '203.0.113.77', cookie)).status, cookie).to.equal(429);
    }
    expect((await login(testAdmin, '203.0.113.78', trusted)).status).to.equal(200);
  });
});

describe('Sessions', () => {
  let app: TestApp;
  let now = Date.parse('2026-01-05T09:00:00Z');
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
  });
  after(() => app.close());

  it('GET /api/auth/me answers 401 without a session and the user with one', async () => {
    const anonymous = await request(`${app.url}/api/auth/me`);
    expect(anonymous.status).to.equal(401);
    expect(anonymous.body.message).to.be.a('string');
    const cookie = await signIn(app);
    const response = await me(app, cookie);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({
      user: { username: 'admin', role: 'owner', twoFactor: { enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: 0 } },
    });
    expect(response.headers.get('cache-control')).to.equal('no-store');
  });

  it('rejects a cookie whose value was changed', async () => {
    const cookie = await signIn(app);
    const forged = cookie.replace(/(^|; )session=([^;]+)/, (_match, start: string, value: string) => {
      const payload = JSON.parse(Buffer.from(value, 'base64').toString());
      return `${start}session=${Buffer.from(JSON.stringify({ ...payload, uid: payload.uid + 1 })).toString('base64')}`;
    });
    expect((await me(app, forged)).status).to.equal(401);
  });

  it('logout clears the cookie, and replaying the cookie captured before logout gets 401', async () => {
    const cookie = await signIn(app);
    const other = await signIn(app);
    const logout = await request(`${app.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).to.equal(200);
    expect(logout.body.message).to.be.a('string');
    const cleared = logout.headers.getSetCookie();
    expect(cleared).to.have.length(2);
    for (const header of cleared) expect(header).to.match(/expires=Thu, 01 Jan 1970/);
    // Only the trusted-device cookie is left: it is not a session and outlives it.
    expect(cookieHeader(logout.headers, cookie)).to.match(/^device=[^;]+$/);
    expect((await me(app, cookie)).status).to.equal(401);
    // Logout signs the admin out everywhere: the other device's cookie is void too.
    expect((await me(app, other)).status).to.equal(401);
  });

  it('a password change voids earlier cookies', async () => {
    const cookie = await signIn(app);
    const user = (await findUserByUsername(app.db, 'admin'))!;
    await setPassword(app.db, user.id, await hashPassword(testAdmin.password));
    expect((await me(app, cookie)).status).to.equal(401);
  });

  it('ends a session after 30 idle minutes, measured from the last request', async () => {
    let cookie = await signIn(app);
    now += IDLE_TIMEOUT_MS - 60_000;
    const active = await me(app, cookie);
    expect(active.status).to.equal(200);
    cookie = cookieHeader(active.headers, cookie);
    now += IDLE_TIMEOUT_MS - 60_000;
    expect((await me(app, cookie)).status).to.equal(200);
    now += IDLE_TIMEOUT_MS;
    const expired = await me(app, cookie);
    expect(expired.status).to.equal(401);
    expect(cookieHeader(expired.headers, cookie)).to.match(/^device=[^;]+$/);
  });

  it('rewrites the cookie at most once a minute', async () => {
    const cookie = await signIn(app);
    now += 30_000;
    expect((await me(app, cookie)).headers.getSetCookie()).to.deep.equal([]);
    now += 31_000;
    expect((await me(app, cookie)).headers.getSetCookie()).to.have.length(2);
  });

  it('ends even an active session 12 hours after sign-in', async () => {
    let cookie = await signIn(app);
    const signedInAt = now;
    while (now - signedInAt < ABSOLUTE_LIFETIME_MS - 25 * 60_000) {
      now += 25 * 60_000;
      const response = await me(app, cookie);
      expect(response.status).to.equal(200);
      cookie = cookieHeader(response.headers, cookie);
    }
    now = signedInAt + ABSOLUTE_LIFETIME_MS;
    expect((await me(app, cookie)).status).to.equal(401);
  });
});
