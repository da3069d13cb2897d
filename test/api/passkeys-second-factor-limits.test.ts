/**
 * Passkeys (decision 034): renaming and removing, a passkey as the second
 * factor, the sign-in limit, the cap on live challenges, and hostile bodies.
 */
import { expect } from 'chai';
import { ANONYMOUS_CHALLENGE_CAP, CHALLENGE_LIFETIME_MS, challengesFull } from '#server/auth/passkey-challenges.server.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, cookieHeader, request } from '../helpers/http.ts';
import { SoftwareAuthenticator } from '../helpers/software-authenticator.ts';
import { enrolTotp, passwordStep, TOTP_STEP_MS } from '../helpers/two-factor.ts';
import { totpCode } from '#server/auth/totp.server.ts';
import { passkeyCalls, site, siteUrl, usePasskeyApp } from '../helpers/passkey-session.ts';

let app: TestApp;
let now = Date.parse('2026-11-23T12:00:00.000Z');
const { browser, register, passkeySignIn, me, passkeyRows } = passkeyCalls(() => app);

/** The app of the describe block; each test two TOTP steps later. */
const usePasskeys = () => usePasskeyApp({ now: () => now, next: () => void (now += 2 * TOTP_STEP_MS) }, (started) => (app = started));

describe(`Passkeys: removing, and the second factor (${testDatabaseKind})`, () => {
  usePasskeys();

  it('renames; removes only with the password or a current code; a removed passkey no longer signs in', async () => {
    const id = await createAdmin(app, 'remover', testAdmin.password, 'editor');
    const session = browser(await signIn(app, 'remover'));
    const authenticator = new SoftwareAuthenticator(site);
    const created = await register(session, authenticator, 'Old name');
    const passkeyId = created.body.passkey.id;
    const renamed = await session.call('PATCH', `/api/auth/passkeys/${passkeyId}`, { name: 'YubiKey 5' });
    expect(renamed.status).to.equal(200);
    expect(renamed.body.passkey.name).to.equal('YubiKey 5');
    expect((await session.call('PATCH', '/api/auth/passkeys/999999', { name: 'x' })).status).to.equal(404);

    // Another user's passkey is "not found" to this one.
    const other = browser(await signIn(app, 'remover-2'));
    expect((await other.call('DELETE', `/api/auth/passkeys/${passkeyId}`, { password: testAdmin.password })).status).to.equal(404);
    expect((await other.call('PATCH', `/api/auth/passkeys/${passkeyId}`, { name: 'mine' })).status).to.equal(404);

    const wrong = await session.call('DELETE', `/api/auth/passkeys/${passkeyId}`, { password: 'not the password' });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors).to.deep.equal([{ field: 'password', message: 'That password or code is not correct' }]);
    // A code, without an authenticator app set up, proves nothing.
    expect((await session.call('DELETE', `/api/auth/passkeys/${passkeyId}`, { code: '123456' })).status).to.equal(400);
    expect((await session.call('DELETE', `/api/auth/passkeys/${passkeyId}`)).status).to.equal(400);
    expect(await passkeyRows(id)).to.have.length(1);

    const removed = await session.call('DELETE', `/api/auth/passkeys/${passkeyId}`, { password: testAdmin.password });
    expect(removed.status, removed.text).to.equal(200);
    expect(removed.body.twoFactor.passkeys).to.equal(0);
    expect(await passkeyRows(id)).to.have.length(0);
    const actions = (
      await app
        .db('audit_log')
        .where({ target: `user:${id}` })
        .orderBy('id')
        .select('action')
    ).map((row: { action: string }) => row.action);
    expect(actions).to.include.members(['2fa.passkey-add', '2fa.passkey-rename', '2fa.passkey-remove']);

    const { answer } = await passkeySignIn(authenticator);
    expect(answer.status).to.equal(401);
    const [entry] = await app.db('audit_log').where({ action: 'sign-in-failed' }).orderBy('id', 'desc');
    expect(JSON.parse(entry.details)).to.deep.equal({ factor: 'passkey', reason: 'unknown-passkey' });
  });

  it('removes a passkey with a current code from the authenticator app', async () => {
    await createAdmin(app, 'code-remover', testAdmin.password, 'editor');
    const session = browser(await signIn(app, 'code-remover'));
    const { secret } = await enrolTotp(app, session.jar.cookie, now);
    now += TOTP_STEP_MS;
    const created = await register(session, new SoftwareAuthenticator(site));
    const removed = await session.call('DELETE', `/api/auth/passkeys/${created.body.passkey.id}`, { code: totpCode(secret, now) });
    expect(removed.status, removed.text).to.equal(200);
  });

  it('acts as the second factor after the password; only with one of that user’s passkeys', async () => {
    const id = await createAdmin(app, 'two-step', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'two-step')), authenticator);

    const { cookie, response } = await passwordStep(app, 'two-step', testAdmin.password);
    expect(response.body).to.deep.equal({ secondFactorRequired: true, methods: ['passkey'] });
    const half = browser(cookie);
    expect((await me(half)).status).to.equal(401);
    // Someone else's passkey (valid for its own user) is not this user's second factor.
    const intruder = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'intruder')), intruder);
    let options = await half.call('POST', '/api/auth/passkeys/second-factor-options');
    expect(options.status).to.equal(200);
    expect(options.body.allowCredentials.map((credential: { id: string }) => credential.id)).to.deep.equal([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const refused = await half.call('POST', '/api/auth/passkeys/second-factor', { response: intruder.assert(options.body) });
    expect(refused.status).to.equal(401);
    expect((await me(half)).status).to.equal(401);

    options = await half.call('POST', '/api/auth/passkeys/second-factor-options');
    const done = await half.call('POST', '/api/auth/passkeys/second-factor', { response: authenticator.assert(options.body) });
    expect(done.status, done.text).to.equal(200);
    expect((await me(half)).body.user.username).to.equal('two-step');
    const [entry] = await app
      .db('audit_log')
      .where({ action: 'sign-in', target: `user:${id}` })
      .orderBy('id', 'desc');
    expect(JSON.parse(entry.details)).to.deep.equal({ method: 'password+passkey' });

    // Without a half session: 401, and the sign-in challenge does not serve the second step.
    expect((await browser().call('POST', '/api/auth/passkeys/second-factor-options')).status).to.equal(401);
    const { session } = await passkeySignIn(authenticator);
    const crossed = await passwordStep(app, 'two-step', testAdmin.password);
    const mixed = browser(crossed.cookie);
    const signInOptions = await mixed.call('POST', '/api/auth/passkeys/sign-in-options');
    const wrongPurpose = await mixed.call('POST', '/api/auth/passkeys/second-factor', { response: authenticator.assert(signInOptions.body) });
    expect(wrongPurpose.status).to.equal(400);
    expect(session.jar.cookie).not.to.equal('');
  });
});

describe(`Passkeys: limits and hostile bodies (${testDatabaseKind})`, () => {
  usePasskeys();

  it('counts failed passkey sign-ins in the sign-in limit per address, shared with passwords (429)', async () => {
    const limited = await startTestApp({ SITE_URL: siteUrl }, { clock: () => now, loginRateLimit: { windowMs: 60_000, limit: 3 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const session = browser();
        const options = await callJson(`${limited.url}/api/auth/passkeys/sign-in-options`, 'POST', '');
        const cookie = cookieHeader(options.headers);
        const answer = new SoftwareAuthenticator(site);
        answer.register({ challenge: 'x', user: { id: 'eA' } });
        statuses.push((await callJson(`${limited.url}/api/auth/passkeys/sign-in`, 'POST', cookie, { response: answer.assert(options.body) })).status);
        expect(session.jar.cookie).to.equal('');
      }
      expect(statuses).to.deep.equal([401, 401, 401, 429]);
      // The password shares the count.
      expect((await callJson(`${limited.url}/api/auth/login`, 'POST', '', { username: 'admin', password: 'x' })).status).to.equal(429);
    } finally {
      await limited.close();
    }
  });

  it('is accepted as the second factor when owners require one: enrolment with a passkey, then sign-in', async () => {
    const owner = await signIn(app);
    const ownerSession = browser(owner);
    await enrolTotp(app, owner, now);
    const id = await createAdmin(app, 'required-user', testAdmin.password, 'editor');
    expect((await ownerSession.call('PUT', '/api/admin/security-settings', { requireTwoFactor: true })).status).to.equal(200);
    try {
      const { cookie, response } = await passwordStep(app, 'required-user', testAdmin.password);
      expect(response.body).to.deep.equal({ enrolmentRequired: true });
      const enrolling = browser(cookie);
      expect((await enrolling.call('GET', '/api/auth/passkeys')).status).to.equal(401);
      const authenticator = new SoftwareAuthenticator(site);
      const created = await register(enrolling, authenticator, 'Phone');
      expect(created.status, created.text).to.equal(201);
      expect((await me(enrolling)).body.user.username).to.equal('required-user');

      const next = await passwordStep(app, 'required-user', testAdmin.password);
      expect(next.response.body).to.deep.equal({ secondFactorRequired: true, methods: ['passkey'] });
      // A passkey alone still signs in: it is both factors.
      expect((await passkeySignIn(authenticator)).answer.status).to.equal(200);
      // The only second factor cannot be removed while one is required.
      const { session } = await passkeySignIn(authenticator);
      const refused = await session.call('DELETE', `/api/auth/passkeys/${created.body.passkey.id}`, { password: testAdmin.password });
      expect(refused.status).to.equal(409);
      expect(await passkeyRows(id)).to.have.length(1);
    } finally {
      expect((await ownerSession.call('PUT', '/api/admin/security-settings', { requireTwoFactor: false })).status).to.equal(200);
    }
  });

  it('keeps at most 1,000 live challenges for sign-ins with a passkey alone, site-wide (429 past it)', async () => {
    expect(ANONYMOUS_CHALLENGE_CAP).to.equal(1000);
    await app.db('passkey_challenges').delete();
    const expiresAt = new Date(now + CHALLENGE_LIFETIME_MS).toISOString();
    const rows = Array.from({ length: ANONYMOUS_CHALLENGE_CAP - 1 }, (_, index) => ({
      binding_hash: index.toString(16).padStart(64, '0'),
      purpose: 'sign-in',
      challenge: 'c'.repeat(43),
      user_id: null,
      expires_at: expiresAt,
    }));
    await app.db.batchInsert('passkey_challenges', rows, 200);
    const last = browser();
    expect((await last.call('POST', '/api/auth/passkeys/sign-in-options')).status).to.equal(200);
    // The same browser asking again replaces its own challenge: still room for it.
    expect((await last.call('POST', '/api/auth/passkeys/sign-in-options')).status).to.equal(200);
    const refused = await browser().call('POST', '/api/auth/passkeys/sign-in-options');
    expect(refused.status).to.equal(429);
    expect(refused.body.message).to.equal(challengesFull);
    expect(refused.headers.get('retry-after')).to.equal('60');
    const [counted] = await app.db('passkey_challenges').count({ count: '*' });
    expect(Number(counted!.count)).to.equal(ANONYMOUS_CHALLENGE_CAP);
    // A signed-in user's ceremony is not capped (it needs an account), and expired challenges make room.
    expect((await browser(await signIn(app, 'capped-user')).call('POST', '/api/auth/passkeys/registration-options')).status).to.equal(200);
    now += CHALLENGE_LIFETIME_MS + 1000;
    expect((await browser().call('POST', '/api/auth/passkeys/sign-in-options')).status).to.equal(200);
    await app.db('passkey_challenges').delete();
  });

  it('answers hostile bodies with 400 and writes nothing', async () => {
    const id = await createAdmin(app, 'hostile', testAdmin.password, 'editor');
    const session = browser(await signIn(app, 'hostile'));
    const authenticator = new SoftwareAuthenticator(site);
    const options = await session.call('POST', '/api/auth/passkeys/registration-options');
    const good = authenticator.register(options.body);
    const challengesBefore = await app.db('passkey_challenges').count({ count: '*' }).first();
    const bodies: unknown[] = [
      '{"name":',
      '[]',
      'null',
      { response: good },
      { name: '', response: good },
      { name: 'x'.repeat(65), response: good },
      { name: 'a\nb', response: good },
      { name: 'Laptop' },
      { name: 'Laptop', response: { ...good, type: 'password' } },
      { name: 'Laptop', response: { ...good, id: 'not base64url!' } },
      { name: 'Laptop', response: { ...good, response: { ...good.response, attestationObject: 'x'.repeat(20_000) } } },
      { name: 'Laptop', response: { ...good, response: { ...good.response, clientDataJSON: 42 } } },
      { name: 'Laptop', response: { ...good, response: { ...good.response, transports: 'internal' } } },
      { name: { $ne: null }, response: good },
      { name: 'Laptop', response: { ...good, __proto__: { admin: true }, response: null } },
      { name: 'Laptop', response: good, userId: 1 },
    ];
    for (const body of bodies) {
      const response = await session.call('POST', '/api/auth/passkeys', body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(response.headers.get('content-type')).to.match(/json/);
      expect(response.body.message).to.be.a('string');
    }
    const oversized = await session.call('POST', '/api/auth/passkeys', { name: 'Laptop', response: { ...good, padding: 'x'.repeat(40_000) } });
    expect(oversized.status).to.equal(413);
    expect(await passkeyRows(id)).to.have.length(0);
    expect(await app.db('passkey_challenges').count({ count: '*' }).first()).to.deep.equal(challengesBefore);
    // The challenge survived every refusal: the real answer still registers.
    expect((await session.call('POST', '/api/auth/passkeys', { name: 'Laptop', response: good })).status).to.equal(201);

    for (const path of ['/api/auth/passkeys/sign-in', '/api/auth/passkeys/second-factor']) {
      for (const body of ['{', '"x"', {}, { response: {} }, { response: { ...authenticator.assert({ challenge: 'x' }), response: { signature: 'x' } } }]) {
        const response = await browser().call('POST', path, body);
        expect([400, 401], `${path} ${JSON.stringify(body)}`).to.include(response.status);
        expect(response.body.message).to.be.a('string');
      }
    }
    for (const body of [{ name: '' }, { name: 7 }, 'x', { name: 'ok', id: 3 }]) {
      const passkeyId = (await passkeyRows(id))[0].id;
      expect((await session.call('PATCH', `/api/auth/passkeys/${passkeyId}`, body)).status, JSON.stringify(body)).to.equal(400);
    }
    for (const path of ['/api/auth/passkeys/abc', '/api/auth/passkeys/0', '/api/auth/passkeys/1e3', '/api/auth/passkeys']) {
      expect((await session.call('PATCH', path, { name: 'x' })).status, path).to.equal(400);
      expect((await session.call('DELETE', path, { password: testAdmin.password })).status, path).to.equal(400);
    }
    expect((await passkeyRows(id))[0].name).to.equal('Laptop');
    expect(await passkeyRows(id)).to.have.length(1);
    expect((await request(`${app.url}/api/auth/passkeys`, { headers: { cookie: session.jar.cookie } })).body.passkeys).to.have.length(1);
  });

  it('is what signInAs users see: no passkeys at first', async () => {
    const { cookie } = await signInAs(app, 'owner', 'fresh-owner');
    expect((await request(`${app.url}/api/auth/passkeys`, { headers: { cookie } })).body).to.deep.equal({ passkeys: [] });
  });
});
