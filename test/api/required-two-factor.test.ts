/**
 * "Require two-step sign-in for every user" (docs/product/admin.md#two-step-sign-in): the owners' setting, and
 * a user without a second factor sent to set one up right after the password,
 * able to do nothing else until then.
 */
import { expect } from 'chai';
import { findUserByUsername } from '#database/users.server.ts';
import { totpCode } from '#server/auth/totp.server.ts';
import { createAdmin, signIn, signInAs, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, cookieHeader, postJson, request } from '../helpers/http.ts';
import { enrolTotp, passwordStep, post, TOTP_STEP_MS } from '../helpers/two-factor.ts';

const settingsPath = '/api/admin/security-settings';

describe(`Two-step sign-in required for every user (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now = Date.parse('2026-11-22T12:00:00.000Z');
  let owner: string;
  /** A browser that signed in completely before the requirement was turned on: its trusted-device cookie. */
  let device: string;
  const put = (cookie: string, body: unknown) => callJson(`${app.url}${settingsPath}`, 'PUT', cookie, body);
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
    owner = await signIn(app);
    await createAdmin(app, 'device-user', testAdmin.password, 'author');
    device = (await passwordStep(app, 'device-user', testAdmin.password)).cookie.split('; ').find((pair) => pair.startsWith('device='))!;
  });
  after(() => app.close());
  beforeEach(() => {
    now += 5 * TOTP_STEP_MS;
  });

  it('is off until an owner turns it on; refuses anything but a boolean with 400', async () => {
    expect((await request(`${app.url}${settingsPath}`, { headers: { cookie: owner } })).body).to.deep.equal({ requireTwoFactor: false });
    for (const [body, message] of [
      [{ requireTwoFactor: 'yes' }, 'Two-step sign-in for everyone must be true or false.'],
      [{}, 'Two-step sign-in for everyone is required.'],
      [{ requireTwoFactor: true, isAdmin: true }, '"isAdmin" is not a field of the security settings.'],
      [[true], 'Send the security settings as a JSON object.'],
    ] as const) {
      const response = await put(owner, body);
      expect(response.status, JSON.stringify(body)).to.equal(400);
      expect(response.body.message).to.equal(message);
    }
    expect((await request(`${app.url}${settingsPath}`, { headers: { cookie: owner } })).body).to.deep.equal({ requireTwoFactor: false });
  });

  it('sends a user without a second factor to enrolment after the password; nothing else opens until it is set up', async () => {
    const editor = await signInAs(app, 'editor');
    // The owner sets up their own first, then turns the requirement on (audited).
    await enrolTotp(app, owner, now);
    expect((await put(owner, { requireTwoFactor: true })).status).to.equal(200);
    const [entry] = await app.db('audit_log').where({ action: 'settings.require-2fa' });
    expect(JSON.parse(entry.details)).to.deep.equal({ requireTwoFactor: true });

    const { cookie, response } = await passwordStep(app, 'editor-user', testAdmin.password);
    expect(response.body).to.deep.equal({ enrolmentRequired: true });
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie } })).status).to.equal(401);
    expect((await post(app, '/api/auth/2fa/verify', cookie, { code: '123456' })).status).to.equal(401);
    const dashboard = await request(`${app.url}/dashboard`, { headers: { cookie } });
    expect(dashboard.status).to.equal(303);
    expect(dashboard.headers.get('location')).to.equal('/dashboard/security');
    const page = await request(`${app.url}/dashboard/security`, { headers: { cookie } });
    expect(page.status).to.equal(200);
    expect(page.text).to.include('require two-step sign-in for every account');
    // A session signed in before the requirement keeps working until it ends.
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: editor.cookie } })).status).to.equal(200);

    const setup = await post(app, '/api/auth/2fa/totp/setup', cookie);
    expect(setup.status).to.equal(200);
    const confirm = await post(app, '/api/auth/2fa/totp/confirm', cookie, { code: totpCode(setup.body.secret, now) });
    expect(confirm.status).to.equal(200);
    expect(confirm.body.recoveryCodes).to.have.length(10);
    const full = cookieHeader(confirm.headers, cookie);
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: full } })).body.user.twoFactor.totp).to.equal(true);
    expect((await request(`${app.url}/api/admin/blog`, { headers: { cookie: full } })).status).to.equal(200);
    const signIns = await app.db('audit_log').where({ action: 'sign-in', actor: 'editor-user' });
    expect(signIns.map((row) => JSON.parse(row.details).method)).to.include('password+totp-enrolment');

    // From then on, the second step as for anyone with an app; it cannot be switched off while required.
    now += TOTP_STEP_MS;
    expect((await passwordStep(app, 'editor-user', testAdmin.password)).response.body.secondFactorRequired).to.equal(true);
    const off = await post(app, '/api/auth/2fa/totp/disable', full, { code: totpCode(setup.body.secret, now) });
    expect(off.status).to.equal(409);
    expect(off.body.message).to.equal('Two-step sign-in is required for every user here, so it cannot be switched off. An owner can change that.');
  });

  it('without JavaScript: POST /login sends the user to /dashboard/security', async () => {
    await createAdmin(app, 'form-user', testAdmin.password, 'sales');
    const login = await request(`${app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'form-user', password: testAdmin.password }).toString(),
    });
    expect(login.status).to.equal(303);
    expect(login.headers.get('location')).to.equal('/dashboard/security');
  });

  it('the trusted-device cookie never skips the second step or the enrolment', async () => {
    expect(device).to.be.a('string');
    const again = await postJson(`${app.url}/api/auth/login`, { username: 'device-user', password: testAdmin.password }, { headers: { cookie: device } });
    expect(again.body).to.deep.equal({ enrolmentRequired: true });
    const ownerAgain = await postJson(`${app.url}/api/auth/login`, testAdmin, { headers: { cookie: owner } });
    expect(ownerAgain.body.secondFactorRequired).to.equal(true);
  });

  it('an accepted invitation must set up two-step sign-in first', async () => {
    const invitation = await post(app, '/api/admin/invitations', await fullOwner(), { role: 'sales' });
    expect(invitation.status, invitation.text).to.equal(201);
    const token = new URL(invitation.body.url).hash.slice(1);
    const accepted = await postJson(`${app.url}/api/auth/invitations/accept`, { token, username: 'invited-user', password: testAdmin.password });
    expect(accepted.status).to.equal(201);
    const cookie = cookieHeader(accepted.headers);
    expect((await request(`${app.url}/api/auth/me`, { headers: { cookie } })).status).to.equal(401);
    expect((await request(`${app.url}/dashboard`, { headers: { cookie } })).headers.get('location')).to.equal('/dashboard/security');
  });

  it('turned off again, the password alone signs in a user without a second factor', async () => {
    expect((await put(await fullOwner(), { requireTwoFactor: false })).status).to.equal(200);
    expect((await passwordStep(app, 'form-user', testAdmin.password)).response.body.user).to.deep.equal({ username: 'form-user', role: 'sales' });
    expect(await app.db('audit_log').where({ action: 'settings.require-2fa' })).to.have.length(2);
  });

  /** A fresh full session of the owner (who has an app since the second test). */
  async function fullOwner(): Promise<string> {
    now += TOTP_STEP_MS;
    const { cookie } = await passwordStep(app, testAdmin.username, testAdmin.password);
    const user = await findUserByUsername(app.db, testAdmin.username);
    const secret = (await app.db('users').where({ id: user!.id }).first()).totp_secret as string;
    const verify = await post(app, '/api/auth/2fa/verify', cookie, { code: totpCode(secret, now) });
    expect(verify.status, verify.text).to.equal(200);
    return cookieHeader(verify.headers, cookie);
  }
});
