/**
 * Two-factor sign-in with TOTP (decision 017): enrolment and the rate limit
 * (the second step of a sign-in: two-factor-sign-in.test.ts). Time comes from
 * the app's injected clock, so every code is known in advance.
 */
import { expect } from 'chai';
import { findUserByUsername } from '#database/users.server.ts';
import { totpCode } from '#server/auth/totp.server.ts';
import { signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { enrolTotp, passwordStep, post, TOTP_STEP_MS } from '../helpers/two-factor.ts';

const start = Date.parse('2026-11-22T12:00:00.000Z');

describe(`TOTP enrolment (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now = start;
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
  });
  after(() => app.close());

  it('refuses setup and confirmation without a session (401)', async () => {
    for (const path of ['/api/auth/2fa/totp/setup', '/api/auth/2fa/totp/confirm', '/api/auth/2fa/totp/disable']) {
      const response = await post(app, path, '', { code: '123456' });
      expect(response.status, path).to.equal(401);
    }
  });

  it('answers the secret, an otpauth URL and a server-drawn QR code; switches on only with a right first code', async () => {
    const cookie = await signIn(app, 'enroller', testAdmin.password);
    const setup = await post(app, '/api/auth/2fa/totp/setup', cookie);
    expect(setup.status).to.equal(200);
    expect(setup.body.secret).to.match(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).to.equal('otpauth:');
    expect(url.host).to.equal('totp');
    expect(url.searchParams.get('secret')).to.equal(setup.body.secret);
    expect(url.searchParams.get('period')).to.equal('30');
    expect(url.searchParams.get('digits')).to.equal('6');
    expect(decodeURIComponent(url.pathname)).to.include('enroller');
    expect(setup.body.qrCodeSvg).to.match(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(setup.body.qrCodeSvg).not.to.match(/<script|style=|on\w+=/i);

    // Not on yet: the password alone still signs in.
    expect((await passwordStep(app, 'enroller', testAdmin.password)).response.body.user).to.deep.equal({ username: 'enroller', role: 'owner' });

    const wrong = await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: totpCode(setup.body.secret, now - 3 * TOTP_STEP_MS) });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors).to.deep.equal([{ field: 'code', message: 'Code does not match the key being set up.' }]);

    const confirm = await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: totpCode(setup.body.secret, now) });
    expect(confirm.status).to.equal(200);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(codes).to.have.length(10);
    expect(new Set(codes).size).to.equal(10);
    for (const code of codes) expect(code).to.match(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored hashed: nothing in the table is a code.
    const user = await findUserByUsername(app.db, 'enroller');
    const rows = await app.db('recovery_codes').where({ user_id: user!.id });
    expect(rows).to.have.length(10);
    for (const row of rows) {
      expect(row.code_hash).to.match(/^[0-9a-f]{64}$/);
      expect(codes.map((code) => code.replace('-', ''))).not.to.include(row.code_hash);
    }

    const me = await request(`${app.url}/api/auth/me`, { headers: { cookie } });
    expect(me.body.user.twoFactor).to.deep.equal({ enabled: true, totp: true, recoveryCodesLeft: 10, passkeys: 0 });

    // Once on, a second setup is refused: the running key stays.
    const again = await post(app, '/api/auth/2fa/totp/setup', cookie);
    expect(again.status).to.equal(409);
    expect((await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: totpCode(setup.body.secret, now) })).status).to.equal(409);

    const audit = await app.db('audit_log').where({ action: '2fa.totp-enable', actor: 'enroller' });
    expect(audit).to.have.length(1);
    expect(JSON.stringify(audit)).not.to.include(setup.body.secret);
  });

  it('refuses a confirmation without a setup first (409)', async () => {
    const cookie = await signIn(app, 'no-setup', testAdmin.password);
    const response = await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: '123456' });
    expect(response.status).to.equal(409);
    expect(response.body.message).to.equal('Start the setup first: there is no key waiting for a code.');
  });

  it('switches off only with a current code, and the password alone signs in again', async () => {
    const cookie = await signIn(app, 'switcher', testAdmin.password);
    now += 10 * TOTP_STEP_MS;
    const { secret } = await enrolTotp(app, cookie, now);
    now += TOTP_STEP_MS;
    const wrong = await post(app, '/api/auth/2fa/totp/disable', cookie, { code: totpCode(secret, now - 5 * TOTP_STEP_MS) });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.message).to.equal('Invalid code');
    const off = await post(app, '/api/auth/2fa/totp/disable', cookie, { code: totpCode(secret, now) });
    expect(off.status).to.equal(200);
    expect(off.body.twoFactor).to.deep.equal({ enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: 0 });
    const user = await findUserByUsername(app.db, 'switcher');
    expect(await app.db('recovery_codes').where({ user_id: user!.id })).to.have.length(0);
    expect((await passwordStep(app, 'switcher', testAdmin.password)).response.body.user.username).to.equal('switcher');
    expect(await app.db('audit_log').where({ action: '2fa.totp-disable', actor: 'switcher' })).to.have.length(1);
  });
});

describe(`Second-factor guesses are rate-limited like passwords (${testDatabaseKind})`, () => {
  let app: TestApp;
  const now = start;
  before(async () => {
    app = await startTestApp({}, { clock: () => now, loginRateLimit: { windowMs: 60_000, limit: 3 } });
  });
  after(() => app.close());

  it('answers 429 after the limit of wrong codes, even for the right code then', async () => {
    const { secret } = await enrolTotp(app, await signIn(app, 'guessed', testAdmin.password), now);
    const { cookie } = await passwordStep(app, 'guessed', testAdmin.password);
    const statuses: number[] = [];
    for (const code of ['000000', '111111', '222222']) statuses.push((await post(app, '/api/auth/2fa/verify', cookie, { code })).status);
    expect(statuses).to.deep.equal([401, 401, 401]);
    const limited = await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now + 30_000) });
    expect(limited.status).to.equal(429);
    expect(limited.body.message).to.match(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(limited.headers.get('retry-after')).to.match(/^\d+$/);
  });
});
