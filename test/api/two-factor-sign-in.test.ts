/**
 * Signing in with TOTP (decision 017): the second step of a sign-in, replay,
 * recovery codes, hostile codes and the half session. Time comes from the
 * app's injected clock, so every code is known in advance.
 */
import { expect } from 'chai';
import { findUserByUsername } from '#database/users.server.ts';
import { HALF_SESSION_LIFETIME_MS } from '#server/auth/session.server.ts';
import { totpCode } from '#server/auth/totp.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { cookieHeader, request } from '../helpers/http.ts';
import { enrolTotp, passwordStep, post, TOTP_STEP_MS } from '../helpers/two-factor.ts';

const start = Date.parse('2026-11-22T12:00:00.000Z');

let app: TestApp;
let now = start;
let secret: string;
let recoveryCodes: string[];
const username = 'two-step';

/** An app with one editor enrolled in TOTP; each test a new step, so codes from the previous one are not replays by accident. */
function useEnrolledEditor(): void {
  before(async () => {
    app = await startTestApp({}, { clock: () => now, loginRateLimit: { windowMs: 60 * 60_000, limit: 1000 } });
    await createAdmin(app);
    await createAdmin(app, username, testAdmin.password, 'editor');
    ({ secret, recoveryCodes } = await enrolTotp(app, await signIn(app, username, testAdmin.password), now));
  });
  after(() => app.close());
  beforeEach(() => {
    now += 5 * TOTP_STEP_MS;
  });
}

describe(`Signing in with TOTP: the code step and replay (${testDatabaseKind})`, () => {
  useEnrolledEditor();

  it('answers "second factor required" after the password; the half session can do nothing else', async () => {
    const signIns = async () => (await app.db('audit_log').where({ action: 'sign-in', actor: username })).length;
    const signInsBefore = await signIns();
    const { cookie, response } = await passwordStep(app, username, testAdmin.password);
    expect(response.body).to.deep.equal({ secondFactorRequired: true, methods: ['totp', 'recovery-code'] });
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).status).to.equal(401);
    expect((await post(app, '/api/auth/2fa/totp/setup', cookie)).status).to.equal(401);
    const dashboard = await request(`${app.url}/dashboard`, { headers: { cookie } });
    expect(dashboard.status).to.equal(303);
    expect(dashboard.headers.get('location')).to.equal('/login');
    expect((await request(`${app.url}/dashboard/security`, { headers: { cookie } })).status).to.equal(303);
    expect(await signIns()).to.equal(signInsBefore);
  });

  it('completes the sign-in with the current code, and with a code one step either side', async () => {
    for (const offset of [0, -1, 1]) {
      now += 5 * TOTP_STEP_MS;
      const { cookie } = await passwordStep(app, username, testAdmin.password);
      const verify = await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now + offset * TOTP_STEP_MS) });
      expect(verify.status, `offset ${offset}: ${verify.text}`).to.equal(200);
      expect(verify.body).to.deep.equal({ user: { username, role: 'editor' } });
      const full = cookieHeader(verify.headers, cookie);
      expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: full } })).status).to.equal(200);
      expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie: full } })).status).to.equal(200);
    }
    const entries = await app.db('audit_log').where({ action: 'sign-in', actor: username }).orderBy('id');
    expect(entries.map((entry) => JSON.parse(entry.details).method)).to.include('password+totp');
  });

  it('refuses a code two steps away', async () => {
    for (const offset of [-2, 2]) {
      const { cookie } = await passwordStep(app, username, testAdmin.password);
      const verify = await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now + offset * TOTP_STEP_MS) });
      expect(verify.status).to.equal(401);
      expect(verify.body).to.deep.equal({ message: 'Invalid code' });
    }
  });

  it('refuses a code used once already (replay), and an older one after it; the next step works', async () => {
    const code = totpCode(secret, now);
    const first = await passwordStep(app, username, testAdmin.password);
    expect((await post(app, '/api/auth/2fa/verify', first.cookie, { code })).status).to.equal(200);

    const second = await passwordStep(app, username, testAdmin.password);
    const replay = await post(app, '/api/auth/2fa/verify', second.cookie, { code });
    expect(replay.status).to.equal(401);
    expect(replay.body.message).to.equal('This code was already used. Wait for the next one.');
    const older = await post(app, '/api/auth/2fa/verify', second.cookie, { code: totpCode(secret, now - TOTP_STEP_MS) });
    expect(older.status).to.equal(401);
    // Also the same half session cannot send the same code twice at once: one of two wins.
    now += TOTP_STEP_MS;
    const next = totpCode(secret, now);
    const [a, b] = await Promise.all([
      post(app, '/api/auth/2fa/verify', second.cookie, { code: next }),
      post(app, '/api/auth/2fa/verify', second.cookie, { code: next }),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 401]);

    const failures = await app.db('audit_log').where({ action: 'sign-in-failed', actor: username });
    expect(failures.map((entry) => JSON.parse(entry.details))).to.deep.include({ factor: 'totp', reason: 'replayed' });
    expect(JSON.stringify(failures)).not.to.include(code);
  });
});

describe(`Signing in with TOTP: recovery codes, hostile codes and the half session (${testDatabaseKind})`, () => {
  useEnrolledEditor();

  it('accepts a recovery code once (any letter case, with or without the dash), and counts what is left', async () => {
    const [first, second] = recoveryCodes as [string, string];
    const one = await passwordStep(app, username, testAdmin.password);
    const used = await post(app, '/api/auth/2fa/verify', one.cookie, { recoveryCode: first });
    expect(used.status).to.equal(200);
    const two = await passwordStep(app, username, testAdmin.password);
    const again = await post(app, '/api/auth/2fa/verify', two.cookie, { recoveryCode: first });
    expect(again.status).to.equal(401);
    expect(again.body.message).to.equal('Invalid recovery code');
    const other = await post(app, '/api/auth/2fa/verify', two.cookie, { recoveryCode: second.replace('-', '').toUpperCase() });
    expect(other.status).to.equal(200);
    const me = await request(`${app.url}/api/auth/me`, { headers: { cookie: cookieHeader(other.headers, two.cookie) } });
    expect(me.body.user.twoFactor.recoveryCodesLeft).to.equal(8);
    const entries = await app.db('audit_log').where({ action: '2fa.recovery-code-used', actor: username });
    expect(entries.map((entry) => JSON.parse(entry.details))).to.deep.equal([{ left: 9 }, { left: 8 }]);
    expect(JSON.stringify(await app.db('audit_log'))).not.to.include(first);
  });

  it('answers hostile codes with a clear 400 and no effect', async () => {
    const { cookie } = await passwordStep(app, username, testAdmin.password);
    const user = await findUserByUsername(app.db, username);
    const lastStep = (await app.db('users').where({ id: user!.id }).first()).totp_last_step;
    const sixDigits = 'Code must be the 6 digits your authenticator app shows.';
    for (const [body, message] of [
      [{ code: '1234567' }, sixDigits],
      [{ code: '12345' }, sixDigits],
      [{ code: 'abcdef' }, sixDigits],
      [{ code: '123 456' }, sixDigits],
      [{ code: ' 123456' }, sixDigits],
      [{ code: '１２３４５６' }, sixDigits],
      [{ code: '9'.repeat(5000) }, 'Code must be at most 32 characters.'],
      [{ code: 123456 }, 'Code must be text.'],
      [{ code: '' }, 'Code is required.'],
      [{ recoveryCode: 'abc' }, 'Recovery code must be one of your recovery codes, like abcde-23456.'],
      [{ recoveryCode: "x' OR '1'='1" }, 'Recovery code must be one of your recovery codes, like abcde-23456.'],
      [{ code: totpCode(secret, now), recoveryCode: recoveryCodes[5] }, 'Send either a code from your app or a recovery code, not both.'],
      [{}, 'Send code or recovery code.'],
      [[], 'Send a code or a recovery code as a JSON object.'],
    ] as const) {
      const response = await post(app, '/api/auth/2fa/verify', cookie, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(response.body.message, JSON.stringify(body)).to.equal(message);
    }
    expect((await app.db('users').where({ id: user!.id }).first()).totp_last_step).to.equal(lastStep);
    // Still half signed in, and the right code still works.
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now) })).status).to.equal(200);
  });

  it('refuses a code without a half session, and after the half session has lasted 10 minutes', async () => {
    const anonymous = await post(app, '/api/auth/2fa/verify', '', { code: totpCode(secret, now) });
    expect(anonymous.status).to.equal(401);
    expect(anonymous.body.message).to.equal('Sign in with your username and password first');
    const { cookie } = await passwordStep(app, username, testAdmin.password);
    now += HALF_SESSION_LIFETIME_MS;
    const late = await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now) });
    expect(late.status).to.equal(401);
    expect(late.body.message).to.equal('Sign in with your username and password first');
  });

  it('a full session cannot be turned back into a half one by a new password step elsewhere', async () => {
    const { cookie } = await passwordStep(app, username, testAdmin.password);
    const full = cookieHeader((await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now) })).headers, cookie);
    // A verify call on a full session is not a sign-in step.
    expect((await post(app, '/api/auth/2fa/verify', full, { code: totpCode(secret, now + TOTP_STEP_MS) })).status).to.equal(401);
  });

  it('without JavaScript: POST /login leads to /login/verify, whose form completes the sign-in', async () => {
    const form = (path: string, cookie: string, fields: Record<string, string>) =>
      request(`${app.url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const login = await form('/login', '', { username, password: testAdmin.password });
    expect(login.status).to.equal(303);
    expect(login.headers.get('location')).to.equal('/login/verify');
    const cookie = cookieHeader(login.headers);
    const page = await request(`${app.url}/login/verify`, { headers: { cookie } });
    expect(page.status).to.equal(200);
    expect(page.text).to.include('action="/login/verify"').and.include('name="code"').and.include('name="recoveryCode"');

    const wrong = await form('/login/verify', cookie, { code: '12345x' });
    expect(wrong.status).to.equal(400);
    expect(wrong.text).to.include('Code must be the 6 digits your authenticator app shows.');
    const right = await form('/login/verify', cookie, { code: totpCode(secret, now) });
    expect(right.status).to.equal(303);
    expect(right.headers.get('location')).to.equal('/dashboard');
    expect((await request(`${app.url}/dashboard`, { headers: { cookie: cookieHeader(right.headers, cookie) } })).status).to.equal(200);

    const stranger = await request(`${app.url}/login/verify`);
    expect(stranger.status).to.equal(303);
    expect(stranger.headers.get('location')).to.equal('/login');
    expect((await form('/login/verify', '', { code: '123456' })).headers.get('location')).to.equal('/login');
  });
});
