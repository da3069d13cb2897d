/**
 * The per-account limit on second-factor guesses (10 per 15 minutes) cannot be
 * reset by signing in again: a right password alone gets no trusted-device
 * cookie, and the second step counts per account whatever cookie comes with
 * it. The attack it answers: someone who holds the password signs in afresh
 * from many addresses and tries one code after each sign-in.
 */
import { expect } from 'chai';
import { totpCode } from '#server/auth/totp.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, cookieHeader, postJson, request } from '../helpers/http.ts';
import { SoftwareAuthenticator } from '../helpers/software-authenticator.ts';
import { enrolTotp, TOTP_STEP_MS } from '../helpers/two-factor.ts';

const siteUrl = 'http://localhost:4321';
const site = { origin: siteUrl, rpId: 'localhost' };
const hasDeviceCookie = (headers: Headers) => headers.getSetCookie().some((line) => line.startsWith('device='));

interface Account {
  username: string;
  secret: string;
  recoveryCodes: string[];
  authenticator: SoftwareAuthenticator;
}

/** An account with an authenticator app, recovery codes and a passkey. */
async function accountWithEveryFactor(app: TestApp, username: string, now: number): Promise<Account> {
  await createAdmin(app, username, testAdmin.password, 'editor');
  const cookie = await signIn(app, username, testAdmin.password);
  const authenticator = new SoftwareAuthenticator(site);
  const options = await callJson(`${app.url}/api/auth/passkeys/registration-options`, 'POST', cookie);
  const registered = await callJson(`${app.url}/api/auth/passkeys`, 'POST', cookieHeader(options.headers, cookie), {
    name: 'Laptop',
    response: authenticator.register(options.body),
  });
  expect(registered.status, registered.text).to.equal(201);
  return { username, authenticator, ...(await enrolTotp(app, cookie, now)) };
}

/** A sign-in with the right password from a browser with no cookies, at `ip`: the half session's cookies. */
async function freshSignIn(app: TestApp, username: string, ip: string): Promise<string> {
  const response = await postJson(`${app.url}/api/auth/login`, { username, password: testAdmin.password }, { headers: { 'x-forwarded-for': ip } });
  expect(response.status, response.text).to.equal(200);
  expect(response.body.secondFactorRequired).to.equal(true);
  // The password alone is not a sign-in: no trusted-device cookie yet.
  expect(hasDeviceCookie(response.headers)).to.equal(false);
  return cookieHeader(response.headers);
}

/** A complete sign-in (password and a current code) at `ip`; `later` moves the clock to a fresh time step first. */
async function signInFully(app: TestApp, account: Account, ip: string, later: () => number): Promise<string> {
  const cookie = await freshSignIn(app, account.username, ip);
  const done = await secondStep(app, cookie, ip, { code: totpCode(account.secret, later()) });
  expect(done.status, done.text).to.equal(200);
  return cookieHeader(done.headers, cookie);
}

const secondStep = (app: TestApp, cookie: string, ip: string, body: unknown) =>
  postJson(`${app.url}/api/auth/2fa/verify`, body, { headers: { cookie, 'x-forwarded-for': ip } });

/** A passkey answer as the second step: the options, then the answer of `authenticator`. */
async function passkeyStep(app: TestApp, cookie: string, ip: string, authenticator: SoftwareAuthenticator) {
  const headers = { cookie, 'x-forwarded-for': ip };
  const options = await postJson(`${app.url}/api/auth/passkeys/second-factor-options`, {}, { headers });
  expect(options.status, options.text).to.equal(200);
  const withChallenge = { cookie: cookieHeader(options.headers, cookie), 'x-forwarded-for': ip };
  return postJson(`${app.url}/api/auth/passkeys/second-factor`, { response: authenticator.assert(options.body) }, { headers: withChallenge });
}

/** An authenticator nobody registered: its answers are wrong passkeys. */
function strangerAuthenticator(): SoftwareAuthenticator {
  const stranger = new SoftwareAuthenticator(site);
  stranger.register({ challenge: 'eA', user: { id: 'eA' } });
  return stranger;
}

describe(`Second-factor guesses are limited per account across fresh sign-ins (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now = Date.parse('2026-11-27T12:00:00.000Z');
  // The default limit: 10 failures per 15 minutes per account.
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1', SITE_URL: siteUrl }, { clock: () => now });
  });
  after(() => app.close());

  it('answers 429 to the 11th wrong code across 11 fresh sign-ins from 11 addresses, then refuses a right code, recovery code and passkey too', async () => {
    const account = await accountWithEveryFactor(app, 'guessed', now);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const ip = `198.51.100.${attempt}`;
      statuses.push((await secondStep(app, await freshSignIn(app, account.username, ip), ip, { code: '000000' })).status);
    }
    expect(statuses).to.deep.equal([...Array<number>(10).fill(401), 429]);

    now += 2 * TOTP_STEP_MS;
    const right = await secondStep(app, await freshSignIn(app, account.username, '198.51.100.50'), '198.51.100.50', { code: totpCode(account.secret, now) });
    expect(right.status).to.equal(429);
    expect(right.body.message).to.match(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(hasDeviceCookie(right.headers)).to.equal(false);
    const recovery = await secondStep(app, await freshSignIn(app, account.username, '198.51.100.51'), '198.51.100.51', {
      recoveryCode: account.recoveryCodes[0],
    });
    expect(recovery.status).to.equal(429);
    const passkey = await passkeyStep(app, await freshSignIn(app, account.username, '198.51.100.52'), '198.51.100.52', account.authenticator);
    expect(passkey.status).to.equal(429);
    // The form without JavaScript shares the count.
    const form = await request(`${app.url}/login/verify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.53',
        cookie: await freshSignIn(app, account.username, '198.51.100.53'),
      },
      body: new URLSearchParams({ code: totpCode(account.secret, now) }).toString(),
    });
    expect(form.status).to.equal(429);
    // Nothing was used up by the refused attempts.
    expect(
      await app.db('recovery_codes').whereNotNull('used_at').join('users', 'users.id', 'recovery_codes.user_id').where('users.username', 'guessed'),
    ).to.have.length(0);
  });

  it('counts wrong recovery codes and wrong passkeys in the same per-account count', async () => {
    const account = await accountWithEveryFactor(app, 'mixed', now);
    const stranger = strangerAuthenticator();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const ip = `203.0.113.${attempt}`;
      const cookie = await freshSignIn(app, account.username, ip);
      const answer = attempt % 2 === 0 ? await passkeyStep(app, cookie, ip, stranger) : await secondStep(app, cookie, ip, { recoveryCode: 'aaaaa-aaaaa' });
      statuses.push(answer.status);
    }
    expect(statuses).to.deep.equal([...Array<number>(10).fill(401), 429]);
  });

  it("leaves other accounts' counts alone, and sets the device cookie once the second step passes", async () => {
    const account = await accountWithEveryFactor(app, 'bystander', now);
    now += 2 * TOTP_STEP_MS;
    const done = await secondStep(app, await freshSignIn(app, account.username, '192.0.2.10'), '192.0.2.10', { code: totpCode(account.secret, now) });
    expect(done.status, done.text).to.equal(200);
    expect(hasDeviceCookie(done.headers)).to.equal(true);
    now += 2 * TOTP_STEP_MS;
    const byPasskey = await passkeyStep(app, await freshSignIn(app, account.username, '192.0.2.11'), '192.0.2.11', account.authenticator);
    expect(byPasskey.status, byPasskey.text).to.equal(200);
    expect(hasDeviceCookie(byPasskey.headers)).to.equal(true);
  });
});

describe(`Second-factor limit: codes proving a passkey removal (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now = Date.parse('2026-11-27T12:00:00.000Z');
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1', SITE_URL: siteUrl }, { clock: () => now });
  });
  after(() => app.close());

  it('counts wrong codes given to remove a passkey in the per-account count, from any address', async () => {
    const account = await accountWithEveryFactor(app, 'stolen-session', now);
    const cookie = await signInFully(app, account, '192.0.2.1', () => (now += 2 * TOTP_STEP_MS));
    const [passkey] = (await callJson(`${app.url}/api/auth/passkeys`, 'GET', cookie)).body.passkeys as { id: number }[];
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const removal = await request(`${app.url}/api/auth/passkeys/${passkey!.id}`, {
        method: 'DELETE',
        headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
        body: JSON.stringify({ code: '000000' }),
      });
      statuses.push(removal.status);
    }
    expect(statuses).to.deep.equal([...Array<number>(10).fill(400), 429]);
    // The sign-in's second step shares that count.
    now += 2 * TOTP_STEP_MS;
    const ip = '198.51.100.40';
    expect((await secondStep(app, await freshSignIn(app, account.username, ip), ip, { code: totpCode(account.secret, now) })).status).to.equal(429);
  });
});

describe(`Second-factor limit: the window passing (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now = Date.parse('2026-11-27T12:00:00.000Z');
  // Long enough for three sign-ins (bcrypt) on a busy machine, short enough to wait out.
  const windowMs = 6000;
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1', SITE_URL: siteUrl }, { clock: () => now, loginRateLimit: { windowMs, limit: 2 } });
  });
  after(() => app.close());

  it('accepts a right code again once the window has passed', async () => {
    const account = await accountWithEveryFactor(app, 'patient', now);
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect((await secondStep(app, await freshSignIn(app, account.username, ip), ip, { code: '000000' })).status).to.equal(401);
    }
    now += 2 * TOTP_STEP_MS;
    const cookie = await freshSignIn(app, account.username, '198.51.100.3');
    expect((await secondStep(app, cookie, '198.51.100.3', { code: totpCode(account.secret, now) })).status).to.equal(429);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 200));
    const after = await secondStep(app, cookie, '198.51.100.3', { code: totpCode(account.secret, now) });
    expect(after.status, after.text).to.equal(200);
  });
});
