/**
 * "Forgot password" by email (decision 035): a one-time link valid for 30 minutes,
 * stored hashed, the same answer whether or not an account has the address,
 * limited, audited; using it sets the new password and ends every session of
 * the user. Without SMTP the page says who can reset a password.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { resetRequested } from '#content/password-reset.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson, request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';

const siteUrl = 'https://www.example.com';
const newPassword = 'a brand new password 42';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let now = Date.parse('2026-11-23T12:00:00.000Z');

/** A mail server for the describe block. */
function useSmtp(): void {
  before(async () => {
    smtp = await startSmtp();
  });
  after(() => smtp.close());
}

/** A fresh app (the request limits are per client address, and every test asks several times). */
async function withApp(test: (app: TestApp) => Promise<void>, env: Record<string, string> = { SMTP_URL: smtp.url }) {
  const app = await startTestApp({ SITE_URL: siteUrl, CONTACT_NOTIFY_FROM: 'site@example.com', ...env }, { clock: () => now });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

/** A user with this email address; their id. */
async function userWithEmail(app: TestApp, username: string, email: string): Promise<number> {
  const id = await createAdmin(app, username, testAdmin.password, 'editor');
  await app.db('users').where({ id }).update({ email });
  return id;
}

const ask = (app: TestApp, email: unknown) => postJson(`${app.url}/api/auth/password-reset`, { email });
const complete = (app: TestApp, body: unknown) => postJson(`${app.url}/api/auth/password-reset/complete`, body);
/** The token of the link in a message (quoted-printable soft breaks undone). */
const tokenIn = (mail: string) => /\/login\/reset#([\w-]{43})/.exec(mail.replace(/=\r\n/g, ''))![1]!;

describe(`Forgot password by email: the link and its limits (${testDatabaseKind})`, () => {
  useSmtp();

  it('emails a one-time link to an account’s address; answers the same for an address nobody has', async () => {
    await withApp(async (app) => {
      const id = await userWithEmail(app, 'forgetful', 'Forgetful@Example.com');
      const unknown = await ask(app, 'nobody@example.com');
      const message = smtp.nextMessage();
      const known = await ask(app, 'forgetful@example.com');
      expect(known.status).to.equal(202);
      expect(known.body).to.deep.equal({ message: resetRequested });
      expect(unknown.status).to.equal(known.status);
      expect(unknown.body).to.deep.equal(known.body);

      // Requests are worked through in order: the unknown address sent nothing before this one.
      const mail = await message;
      expect(mail).to.match(/^To: forgetful@example\.com\r?$/im);
      expect(mail).to.match(/^From: site@example\.com\r?$/m);
      const token = tokenIn(mail);
      expect(mail.replace(/=\r\n/g, '')).to.include(`${siteUrl}/login/reset#${token}`);
      const rows = await app.db('password_resets').select();
      expect(rows).to.have.length(1);
      expect(rows[0].user_id).to.equal(id);
      expect(rows[0].token_hash).to.equal(createHash('sha256').update(token).digest('hex'));
      expect(Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)).to.equal(30 * 60_000);
      const audit = JSON.stringify(await app.db('audit_log').select());
      expect(audit).not.to.include(token);
      expect(audit).not.to.include('nobody@example.com');
      expect(await app.db('audit_log').where({ action: 'password.reset-request', target: `user:${id}` })).to.have.length(1);
    });
  });

  it('sets the new password with the link once, ends every session of the user, and audits it', async () => {
    await withApp(async (app) => {
      const id = await userWithEmail(app, 'resetter', 'resetter@example.com');
      const before = await signIn(app, 'resetter');
      const message = smtp.nextMessage();
      await ask(app, 'resetter@example.com');
      const token = tokenIn(await message);

      // A weak password is refused and the link still works.
      const weak = await complete(app, { token, password: 'short' });
      expect(weak.status).to.equal(400);
      expect(weak.body.errors[0].field).to.equal('password');
      const done = await complete(app, { token, password: newPassword });
      expect(done.status, done.text).to.equal(200);

      expect((await request(`${app.url}/api/auth/me`, { headers: { cookie: before } })).status).to.equal(401);
      expect((await postJson(`${app.url}/api/auth/login`, { username: 'resetter', password: testAdmin.password })).status).to.equal(401);
      expect((await postJson(`${app.url}/api/auth/login`, { username: 'resetter', password: newPassword })).status).to.equal(200);
      const [entry] = await app.db('audit_log').where({ action: 'password.reset', target: `user:${id}` });
      expect(JSON.parse(entry.details)).to.deep.equal({ via: 'email' });
      expect(entry.actor_id).to.equal(id);

      const again = await complete(app, { token, password: 'yet another password 43' });
      expect(again.status).to.equal(400);
      expect(again.body.message).to.match(/^This link is not valid any more/);
      expect((await postJson(`${app.url}/api/auth/login`, { username: 'resetter', password: newPassword })).status).to.equal(200);
    });
  });

  it('refuses a link after 30 minutes, an older link once a newer one was sent, and the link of a deactivated user', async () => {
    await withApp(async (app) => {
      await userWithEmail(app, 'late', 'late@example.com');
      let message = smtp.nextMessage();
      await ask(app, 'late@example.com');
      const first = tokenIn(await message);
      message = smtp.nextMessage();
      await ask(app, 'late@example.com');
      const second = tokenIn(await message);
      expect((await complete(app, { token: first, password: newPassword })).status).to.equal(400);
      now += 30 * 60_000 + 1;
      expect((await complete(app, { token: second, password: newPassword })).status).to.equal(400);

      const owner = await signIn(app);
      const id = await userWithEmail(app, 'leaving', 'leaving@example.com');
      message = smtp.nextMessage();
      await ask(app, 'leaving@example.com');
      const token = tokenIn(await message);
      expect((await callJson(`${app.url}/api/admin/users/${id}`, 'PATCH', owner, { active: false })).status).to.equal(200);
      expect((await complete(app, { token, password: newPassword })).status).to.equal(400);
      expect((await app.db('password_resets').whereNotNull('used_at')).length).to.equal(0);
    });
  });

  it('limits requests: 5 per 15 minutes per client address, 3 per email address (429)', async () => {
    await withApp(async (app) => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ask(app, 'flooded@example.com')).status);
      expect(statuses).to.deep.equal([202, 202, 202, 429]);
      expect((await ask(app, 'other@example.com')).status).to.equal(202);
      const limited = await ask(app, 'third@example.com');
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.equal('Too many password reset requests. Please try again in 15 minutes.');
    });
  });
});

describe(`Forgot password by email: hostile bodies, no JavaScript, no SMTP (${testDatabaseKind})`, () => {
  useSmtp();

  it('answers hostile bodies with 400 and writes nothing', async () => {
    await withApp(async (app) => {
      await userWithEmail(app, 'target', 'target@example.com');
      for (const body of [
        '{"email":',
        '[]',
        'null',
        {},
        { email: 'not an email' },
        { email: 42 },
        { email: 'target@example.com', admin: true },
        { email: `${'a'.repeat(250)}@example.com` },
      ]) {
        const response = await postJson(`${app.url}/api/auth/password-reset`, body);
        expect([400, 429], JSON.stringify(body)).to.include(response.status);
        expect(response.body.message).to.be.a('string');
      }
      for (const body of [
        {},
        { token: 'forged' },
        { token: 'A'.repeat(43), password: newPassword },
        { token: 'A'.repeat(43), password: newPassword, userId: 1 },
        { token: { $ne: null }, password: newPassword },
        { token: 'x'.repeat(5000), password: newPassword },
        '"token"',
      ]) {
        const response = await complete(app, body);
        expect(response.status, JSON.stringify(body)).to.equal(400);
        expect(response.body.message).to.be.a('string');
      }
      expect(await app.db('password_resets').select()).to.deep.equal([]);
      expect((await postJson(`${app.url}/api/auth/login`, { username: 'target', password: testAdmin.password })).status).to.equal(200);
    });
  });

  it('works without JavaScript: the form on /login/forgot answers with the same words', async () => {
    await withApp(async (app) => {
      const page = await request(`${app.url}/login/forgot`);
      expect(page.status).to.equal(200);
      expect(page.text).to.include('action="/login/forgot"');
      const sent = await request(`${app.url}/login/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=nobody%40example.com',
      });
      expect(sent.status).to.equal(200);
      expect(sent.text).to.include(resetRequested);
      const bad = await request(`${app.url}/login/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=nope',
      });
      expect(bad.status).to.equal(400);
      expect(bad.text).to.include('login-error');
    });
  });

  it('without SMTP: the page says an owner or the CLI resets a password, and the API answers 409', async () => {
    await withApp(async (app) => {
      const page = await request(`${app.url}/login/forgot`);
      expect(page.text).to.include('Ask an owner of the site to reset it');
      expect(page.text).to.include('npm run admin -- reset-password');
      expect(page.text).not.to.include('action="/login/forgot"');
      const response = await ask(app, 'someone@example.com');
      expect(response.status).to.equal(409);
      expect(await app.db('password_resets').select()).to.deep.equal([]);
    }, {});
  });
});
