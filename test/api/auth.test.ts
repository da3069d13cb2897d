import { expect } from 'chai';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { postJson, request } from '../helpers/http.ts';

describe('POST /api/auth/login', () => {
  let app: TestApp;
  before(async () => {
    // Production's bcrypt cost, for the timing test below: at the tests' cost of 4 a check is lost in the request's time.
    app = await startTestApp({ PASSWORD_HASH_COST: '12' });
    await createAdmin(app);
  });
  after(() => app.close());

  it('signs in with the right credentials and answers the user with a session cookie', async () => {
    const response = await postJson(`${app.url}/api/auth/login`, testAdmin);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ user: { username: 'admin', role: 'owner' } });
    // The session and its signature, and the trusted-device cookie (login-limits.server.ts).
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).to.have.members(['session', 'session.sig', 'device']);
  });

  it('signs the cookie with HMAC-SHA-256 (a 43-character signature)', async () => {
    const response = await postJson(`${app.url}/api/auth/login`, testAdmin);
    const signature = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('session.sig='))!
      .split(';')[0]!
      .split('=')[1]!;
    expect(signature).to.match(/^[\w-]{43}$/);
  });

  it('accepts the username in another letter case or with spaces around it', async () => {
    const response = await postJson(`${app.url}/api/auth/login`, { username: '  ADMIN ', password: testAdmin.password });
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ user: { username: 'admin', role: 'owner' } });
  });

  for (const [name, payload, field] of [
    ['a blank username', { username: '   ', password: 'whatever-password' }, 'username'],
    ['a blank password', { username: 'admin', password: ' \t ' }, 'password'],
    ['a missing password', { username: 'admin' }, 'password'],
  ] as const) {
    it(`rejects ${name} with 400 and the field`, async () => {
      const response = await postJson(`${app.url}/api/auth/login`, payload);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.equal('Please fill in all fields');
      expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal([field]);
      expect(response.headers.getSetCookie()).to.deep.equal([]);
    });
  }

  it('answers an unknown user and a wrong password with the identical 401', async () => {
    const unknown = await postJson(`${app.url}/api/auth/login`, { username: 'nobody', password: 'wrong-password-1' });
    const wrong = await postJson(`${app.url}/api/auth/login`, { username: 'admin', password: 'wrong-password-1' });
    for (const response of [unknown, wrong]) {
      expect(response.status).to.equal(401);
      expect(response.text).to.equal('{"message":"Invalid credentials"}');
      expect(response.headers.getSetCookie()).to.deep.equal([]);
    }
    expect(unknown.headers.get('content-type')).to.equal(wrong.headers.get('content-type'));
  });

  it('spends bcrypt work on unknown users too, so timing does not reveal them', async () => {
    const timed = async (username: string) => {
      const start = performance.now();
      await postJson(`${app.url}/api/auth/login`, { username, password: 'wrong-password-2' });
      return performance.now() - start;
    };
    await timed('nobody'); // the dummy hash is made on first use
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const unknown = median([await timed('nobody-1'), await timed('nobody-2'), await timed('nobody-3')]);
    const known = median([await timed('admin'), await timed('admin'), await timed('admin')]);
    // Without the dummy hash an unknown user answers in about 1% of the time of a bcrypt check.
    expect(unknown).to.be.greaterThan(known * 0.5);
  });

  it('refuses a form-encoded body with 415 (the form posts to /login instead)', async () => {
    const response = await request(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=x',
    });
    expect(response.status).to.equal(415);
  });
});

describe('Login rate limits', () => {
  const fail = (app: TestApp, username: string, ip?: string) =>
    postJson(`${app.url}/api/auth/login`, { username, password: 'wrong-password-0' }, ip ? { headers: { 'x-forwarded-for': ip } } : {});

  it('answers 429 with a message and Retry-After after 10 failures for one username, from any address', async () => {
    const app = await startTestApp({ TRUST_PROXY: '1' });
    try {
      await createAdmin(app);
      for (let i = 0; i < 10; i += 1) {
        const name = ['admin', 'Admin', ' ADMIN '][i % 3]!;
        expect((await fail(app, name, `198.51.100.${i + 1}`)).status).to.equal(401);
      }
      const limited = await postJson(`${app.url}/api/auth/login`, testAdmin, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.match(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 900);
      expect(limited.headers.getSetCookie()).to.deep.equal([]);
      // Another account is not affected.
      expect((await fail(app, 'someone-else', '203.0.113.9')).status).to.equal(401);
    } finally {
      await app.close();
    }
  });

  it('limits one client address (X-Forwarded-For behind TRUST_PROXY) across usernames', async () => {
    const app = await startTestApp({ TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 10; i += 1) expect((await fail(app, `user-${i}`, '192.0.2.7')).status).to.equal(401);
      expect((await fail(app, 'user-10', '192.0.2.7')).status).to.equal(429);
      expect((await fail(app, 'user-11', '192.0.2.8')).status).to.equal(401);
    } finally {
      await app.close();
    }
  });

  it('does not count successful sign-ins', async () => {
    const app = await startTestApp();
    try {
      await createAdmin(app);
      for (let i = 0; i < 5; i += 1) expect((await postJson(`${app.url}/api/auth/login`, testAdmin)).status).to.equal(200);
      for (let i = 0; i < 10; i += 1) expect((await fail(app, 'admin')).status).to.equal(401);
      expect((await fail(app, 'admin')).status).to.equal(429);
    } finally {
      await app.close();
    }
  });

  it('lets sign-ins through again once the window has passed', async () => {
    // The window is long enough for two bcrypt comparisons on a loaded machine; the wait is
    // measured from the first failure, so the window has surely passed before the last sign-in.
    const windowMs = 5000;
    const app = await startTestApp({}, { loginRateLimit: { windowMs, limit: 2 } });
    try {
      await createAdmin(app);
      const firstFailure = Date.now();
      await fail(app, 'admin');
      await fail(app, 'admin');
      expect((await postJson(`${app.url}/api/auth/login`, testAdmin)).status).to.equal(429);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstFailure + windowMs + 200 - Date.now())));
      expect((await postJson(`${app.url}/api/auth/login`, testAdmin)).status).to.equal(200);
    } finally {
      await app.close();
    }
  });
});
