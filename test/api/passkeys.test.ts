/**
 * Passkeys (decision 034): registering, a sign-in with a passkey
 * alone, a passkey as the second factor, and every answer the server must
 * refuse: a replayed or expired challenge, another browser's challenge,
 * another origin or RP ID, a counter that went back, no user verification, a
 * removed passkey, a deactivated user. The authenticator is software
 * (test/helpers/software-authenticator.ts), making real ES256 signatures.
 */
import { expect } from 'chai';
import { CHALLENGE_LIFETIME_MS } from '#server/auth/passkey-challenges.server.ts';
import { createAdmin, signIn, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';
import { SoftwareAuthenticator } from '../helpers/software-authenticator.ts';
import { TOTP_STEP_MS } from '../helpers/two-factor.ts';
import { passkeyCalls, site, usePasskeyApp } from '../helpers/passkey-session.ts';

let app: TestApp;
let now = Date.parse('2026-11-23T12:00:00.000Z');
const { browser, register, passkeySignIn, me, passkeyRows } = passkeyCalls(() => app);

/** The app of the describe block; each test two TOTP steps later. */
const usePasskeys = () => usePasskeyApp({ now: () => now, next: () => void (now += 2 * TOTP_STEP_MS) }, (started) => (app = started));

describe(`Passkeys: registering and signing in (${testDatabaseKind})`, () => {
  usePasskeys();

  it('answers registration options for the signed-in user only: RP from SITE_URL, discoverable, user verification required', async () => {
    expect((await browser().call('POST', '/api/auth/passkeys/registration-options')).status).to.equal(401);
    const id = await createAdmin(app, 'options-user', testAdmin.password, 'editor');
    const session = browser(await signIn(app, 'options-user'));
    const options = await session.call('POST', '/api/auth/passkeys/registration-options');
    expect(options.status).to.equal(200);
    expect(options.body.rp).to.deep.equal({ name: 'localhost', id: 'localhost' });
    expect(options.body.user.name).to.equal('options-user');
    expect(Buffer.from(options.body.user.id, 'base64url').toString()).to.equal(String(id));
    expect(options.body.authenticatorSelection).to.include({ residentKey: 'required', userVerification: 'required' });
    expect(options.body.attestation).to.equal('none');
    expect(options.body.challenge).to.match(/^[\w-]{43}$/);
  });

  it('registers several named passkeys, lists them without keys, and audits each', async () => {
    const id = await createAdmin(app, 'many-keys', testAdmin.password, 'author');
    const session = browser(await signIn(app, 'many-keys'));
    const laptop = new SoftwareAuthenticator(site);
    const phone = new SoftwareAuthenticator(site);
    const first = await register(session, laptop, '  Work laptop  ');
    expect(first.status, first.text).to.equal(201);
    expect(first.body.passkey).to.include({ name: 'Work laptop', lastUsedAt: null, backedUp: false });
    expect(first.body.twoFactor).to.deep.equal({ enabled: true, totp: false, recoveryCodesLeft: 0, passkeys: 1 });
    expect((await register(session, phone, 'Phone')).status).to.equal(201);

    const list = await session.call('GET', '/api/auth/passkeys');
    expect(list.body.passkeys.map((passkey: { name: string }) => passkey.name)).to.deep.equal(['Work laptop', 'Phone']);
    expect(list.text).not.to.include((await passkeyRows(id))[0].public_key);
    const rows = await passkeyRows(id);
    expect(rows).to.have.length(2);
    expect(rows[0].credential_id).to.equal(laptop.credentials[0]!.id.toString('base64url'));
    expect(Number(rows[0].sign_count)).to.equal(0);
    const audit = await app.db('audit_log').where({ action: '2fa.passkey-add', target: `user:${id}` });
    expect(audit).to.have.length(2);
    expect((await me(session)).body.user.twoFactor).to.deep.equal({ enabled: true, totp: false, recoveryCodesLeft: 0, passkeys: 2 });
  });

  it('signs in with a passkey alone (both factors): a full session, audited, the counter stored', async () => {
    const id = await createAdmin(app, 'alone', testAdmin.password, 'sales');
    const authenticator = new SoftwareAuthenticator(site);
    expect((await register(browser(await signIn(app, 'alone')), authenticator)).status).to.equal(201);

    const { answer, session, options } = await passkeySignIn(authenticator);
    expect(options.allowCredentials ?? []).to.deep.equal([]);
    expect(options.userVerification).to.equal('required');
    expect(options.rpId).to.equal('localhost');
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body).to.deep.equal({ user: { username: 'alone', role: 'sales' } });
    expect((await me(session)).body.user.username).to.equal('alone');
    const [row] = await passkeyRows(id);
    expect(Number(row.sign_count)).to.equal(1);
    expect(row.last_used_at).not.to.equal(null);
    const [entry] = await app
      .db('audit_log')
      .where({ action: 'sign-in', target: `user:${id}` })
      .orderBy('id', 'desc');
    expect(JSON.parse(entry.details)).to.deep.equal({ method: 'passkey' });
  });

  it('refuses a replayed challenge: the same answer twice, and a second answer to one challenge', async () => {
    await createAdmin(app, 'replayer', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'replayer')), authenticator);
    const session = browser();
    const options = await session.call('POST', '/api/auth/passkeys/sign-in-options');
    const cookieWithChallenge = session.jar.cookie;
    const answer = authenticator.assert(options.body);
    expect((await session.call('POST', '/api/auth/passkeys/sign-in', { response: answer })).status).to.equal(200);

    // A copy of the cookie from before the sign-in, with the same answer or a new signature: the challenge is gone.
    for (const response of [answer, authenticator.assert(options.body)]) {
      const replay = await callJson(`${app.url}/api/auth/passkeys/sign-in`, 'POST', cookieWithChallenge, { response });
      expect(replay.status).to.equal(400);
      expect(replay.body.message).to.equal('This passkey request has expired or was already used. Start again.');
      expect(replay.headers.getSetCookie().join()).not.to.match(/session=[^;]*uid/);
    }
  });
});

describe(`Passkeys: refused sign-ins (${testDatabaseKind})`, () => {
  usePasskeys();

  it("refuses an answer to another browser's challenge, and a challenge older than 5 minutes", async () => {
    await createAdmin(app, 'bound', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'bound')), authenticator);
    const mine = browser();
    const theirs = browser();
    const theirOptions = await theirs.call('POST', '/api/auth/passkeys/sign-in-options');
    await mine.call('POST', '/api/auth/passkeys/sign-in-options');
    const stolen = await mine.call('POST', '/api/auth/passkeys/sign-in', { response: authenticator.assert(theirOptions.body) });
    expect(stolen.status).to.equal(401);
    expect((await me(mine)).status).to.equal(401);

    const late = browser();
    const options = await late.call('POST', '/api/auth/passkeys/sign-in-options');
    now += CHALLENGE_LIFETIME_MS + 1;
    const expired = await late.call('POST', '/api/auth/passkeys/sign-in', { response: authenticator.assert(options.body) });
    expect(expired.status).to.equal(400);
    expect((await me(late)).status).to.equal(401);
  });

  it('refuses another origin, another RP ID and an unverified user with 401, audited, with no session', async () => {
    const id = await createAdmin(app, 'phished', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'phished')), authenticator);
    for (const [ceremony, reason] of [
      [{ origin: 'https://rcm-login.example' }, 'origin'],
      [{ origin: 'http://localhost:4322' }, 'origin'],
      [{ rpId: 'rcm-login.example' }, 'rp-id'],
      [{ userVerified: false }, 'user-verification'],
    ] as const) {
      const { answer, session } = await passkeySignIn(authenticator, ceremony);
      expect(answer.status, JSON.stringify(ceremony)).to.equal(401);
      expect(answer.body.message).to.equal('This passkey could not sign you in.');
      expect((await me(session)).status).to.equal(401);
      const [entry] = await app
        .db('audit_log')
        .where({ action: 'sign-in-failed', target: `user:${id}` })
        .orderBy('id', 'desc');
      expect(JSON.parse(entry.details), JSON.stringify(ceremony)).to.deep.equal({ factor: 'passkey', reason });
    }
    // Registration is held to the same origin and RP ID (the password now asks for the passkey: it signs in).
    const { session } = await passkeySignIn(authenticator);
    for (const ceremony of [{ origin: 'https://rcm-login.example' }, { rpId: 'rcm-login.example' }, { userVerified: false }]) {
      const refused = await register(session, new SoftwareAuthenticator(site), 'Elsewhere', ceremony);
      expect(refused.status, JSON.stringify(ceremony)).to.equal(400);
    }
    expect(await passkeyRows(id)).to.have.length(1);
  });

  it('refuses a signature counter that did not move on (a cloned authenticator)', async () => {
    const id = await createAdmin(app, 'cloned', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'cloned')), authenticator);
    expect((await passkeySignIn(authenticator, { counter: 5 })).answer.status).to.equal(200);
    for (const counter of [5, 4]) {
      const { answer } = await passkeySignIn(authenticator, { counter });
      expect(answer.status, String(counter)).to.equal(401);
    }
    expect(Number((await passkeyRows(id))[0].sign_count)).to.equal(5);
    const [entry] = await app
      .db('audit_log')
      .where({ action: 'sign-in-failed', target: `user:${id}` })
      .orderBy('id', 'desc');
    expect(JSON.parse(entry.details)).to.deep.equal({ factor: 'passkey', reason: 'counter' });
    expect((await passkeySignIn(authenticator, { counter: 6 })).answer.status).to.equal(200);
  });

  it("never signs in a deactivated user's passkey", async () => {
    const owner = await signIn(app);
    const id = await createAdmin(app, 'leaver', testAdmin.password, 'editor');
    const authenticator = new SoftwareAuthenticator(site);
    await register(browser(await signIn(app, 'leaver')), authenticator);
    expect((await callJson(`${app.url}/api/admin/users/${id}`, 'PATCH', owner, { active: false })).status).to.equal(200);
    const { answer, session } = await passkeySignIn(authenticator);
    expect(answer.status).to.equal(401);
    expect((await me(session)).status).to.equal(401);
  });
});
