/**
 * Changing one's own email address (decision 051): the address "Forgot
 * password" writes to, so a stolen session alone must not change it. It needs
 * the current password; with SMTP the new address confirms it by a link and the
 * old one is told; and nobody learns whether another account uses an address.
 */
import { expect } from 'chai';
import { passwordForEmail, wrongCurrentPassword } from '#server/api/profile.server.ts';
import { EMAIL_CHANGE_LINK_LIFETIME_MS } from '#server/auth/email-change.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, cookieHeader, postJson, request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';

const siteUrl = 'https://rcm.example';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let now = Date.parse('2026-11-27T12:00:00.000Z');

async function withApp(test: (app: TestApp) => Promise<void>, env: Record<string, string> = { SMTP_URL: smtp.url }) {
  const app = await startTestApp(
    { SITE_URL: siteUrl, CONTACT_NOTIFY_FROM: 'site@example.com', ...env },
    { clock: () => now, loginRateLimit: { windowMs: 60_000, limit: 1000 } },
  );
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

/** A signed-in user with this address (or none); their Cookie header. */
async function userWithEmail(app: TestApp, username: string, email: string | null): Promise<string> {
  const id = await createAdmin(app, username, testAdmin.password, 'author');
  await app.db('users').where({ id }).update({ email });
  const login = await postJson(`${app.url}/api/auth/login`, { username, password: testAdmin.password });
  return cookieHeader(login.headers);
}
const patch = (app: TestApp, cookie: string, body: unknown) => callJson(`${app.url}/api/auth/profile`, 'PATCH', cookie, body);
const emailOf = async (app: TestApp, username: string) => (await findUserByUsername(app.db, username))!.email;
/** The link in a message (quoted-printable soft breaks undone). */
const linkIn = (mail: string) =>
  new URL(/https:\/\/rcm\.example\/profile\/confirm-email\?token=3D([\w-]{43})/.exec(mail.replace(/=\r\n/g, ''))![0].replace('=3D', '='));

describe(`Changing one's email address (${testDatabaseKind}): the current password`, function () {
  this.timeout(90_000);
  it('refuses an email change without the current password, or with a wrong one (400), and changes nothing', async () => {
    await withApp(async (app) => {
      const cookie = await userWithEmail(app, 'victim', 'victim@example.com');
      const without = await patch(app, cookie, { email: 'attacker@example.net' });
      expect(without.status).to.equal(400);
      expect(without.body.errors).to.deep.equal([{ field: 'currentPassword', message: passwordForEmail }]);
      const wrong = await patch(app, cookie, { email: 'attacker@example.net', currentPassword: 'not the password' });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.errors).to.deep.equal([{ field: 'currentPassword', message: wrongCurrentPassword }]);
      const cleared = await patch(app, cookie, { email: null });
      expect(cleared.status).to.equal(400);
      expect(await emailOf(app, 'victim')).to.equal('victim@example.com');
      expect(await app.db('pending_email_changes').select()).to.deep.equal([]);
      // The display name alone, or the same address again, needs no password.
      const named = await patch(app, cookie, { displayName: 'Vic', email: 'Victim@Example.com' });
      expect(named.status, named.text).to.equal(200);
      expect(named.body).to.include({ displayName: 'Vic', email: 'victim@example.com', pendingEmail: null });
    }, {});
  });

  it('counts wrong passwords against the sign-in limit per address', async () => {
    const app = await startTestApp({ SITE_URL: siteUrl }, { loginRateLimit: { windowMs: 60_000, limit: 2 } });
    try {
      const cookie = await userWithEmail(app, 'limited', null);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        statuses.push((await patch(app, cookie, { email: 'a@example.com', currentPassword: `wrong ${attempt}` })).status);
      expect(statuses).to.deep.equal([400, 400, 429]);
    } finally {
      await app.close();
    }
  });
});

describe(`Changing one's email address (${testDatabaseKind}): with SMTP`, function () {
  this.timeout(90_000);
  before(async () => {
    smtp = await startSmtp();
  });
  after(() => smtp.close());

  it('with SMTP: mails a confirmation link to the new address and a notice to the old one; the address changes only when the link is opened, once', async () => {
    await withApp(async (app) => {
      const cookie = await userWithEmail(app, 'mover', 'old@example.com');
      const confirmation = smtp.nextMessage();
      const notice = smtp.nextMessage();
      const asked = await patch(app, cookie, { email: 'new@example.com', currentPassword: testAdmin.password });
      expect(asked.status, asked.text).to.equal(200);
      expect(asked.body).to.include({ email: 'old@example.com', pendingEmail: 'new@example.com' });
      expect(await emailOf(app, 'mover')).to.equal('old@example.com');

      const mail = await confirmation;
      expect(mail).to.match(/^To: new@example\.com\r?$/im);
      const link = linkIn(mail);
      const told = await notice;
      expect(told).to.match(/^To: old@example\.com\r?$/im);
      expect(told.replace(/=\r\n/g, '')).to.include('new@example.com');
      expect(told).not.to.include(link.searchParams.get('token'));
      // Only the token's hash is stored.
      const [row] = await app.db('pending_email_changes').select();
      expect(row.token_hash).to.match(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.to.equal(link.searchParams.get('token'));

      const opened = await request(`${app.url}${link.pathname}${link.search}`);
      expect(opened.status).to.equal(303);
      expect(opened.headers.get('location')).to.equal('/dashboard/profile?email=confirmed');
      expect(await emailOf(app, 'mover')).to.equal('new@example.com');
      const again = await request(`${app.url}${link.pathname}${link.search}`);
      expect(again.headers.get('location')).to.equal('/dashboard/profile?email=link-invalid');
      const profile = await request(`${app.url}/api/auth/profile`, { headers: { cookie } });
      expect(profile.body).to.include({ email: 'new@example.com', pendingEmail: null });
      expect((await app.db('audit_log').where({ action: 'user.email-change-requested' })).length).to.equal(1);
    });
  });

  it('with SMTP: answers an address another account uses exactly like a free one; its link then changes nothing', async () => {
    await withApp(async (app) => {
      await userWithEmail(app, 'colleague', 'colleague@example.com');
      const cookie = await userWithEmail(app, 'prober', null);
      const free = smtp.nextMessage();
      const freeAnswer = await patch(app, cookie, { email: 'nobody-has-this@example.com', currentPassword: testAdmin.password });
      await free;
      const taken = smtp.nextMessage();
      const takenAnswer = await patch(app, cookie, { email: 'COLLEAGUE@example.com', currentPassword: testAdmin.password });
      expect(takenAnswer.status).to.equal(freeAnswer.status);
      expect({ ...takenAnswer.body, pendingEmail: null }).to.deep.equal({ ...freeAnswer.body, pendingEmail: null });
      expect(takenAnswer.body.pendingEmail).to.equal('COLLEAGUE@example.com');
      const link = linkIn(await taken);
      const opened = await request(`${app.url}${link.pathname}${link.search}`);
      expect(opened.headers.get('location')).to.equal('/dashboard/profile?email=link-invalid');
      expect(await emailOf(app, 'prober')).to.equal(null);
      expect(await emailOf(app, 'colleague')).to.equal('colleague@example.com');
    });
  });

  it('with SMTP: a link expires after 24 hours, and a deactivated user’s link does not work', async () => {
    await withApp(async (app) => {
      const cookie = await userWithEmail(app, 'slow', null);
      const message = smtp.nextMessage();
      await patch(app, cookie, { email: 'slow@example.com', currentPassword: testAdmin.password });
      const link = linkIn(await message);
      now += EMAIL_CHANGE_LINK_LIFETIME_MS + 1000;
      expect((await request(`${app.url}${link.pathname}${link.search}`)).headers.get('location')).to.equal('/dashboard/profile?email=link-invalid');
      expect(await emailOf(app, 'slow')).to.equal(null);
      // Hostile links: each answers the same redirect and changes nothing.
      for (const query of [
        '',
        '?token=',
        '?token=short',
        `?token=${'x'.repeat(43)}`,
        '?token=%3Cscript%3E',
        `?token=${'x'.repeat(5000)}`,
        '?token=a&token=b',
        '?token[a]=b',
        '?token=%E0%A4%A',
      ]) {
        const answer = await request(`${app.url}/profile/confirm-email${query}`);
        expect(answer.status, query).to.equal(303);
        expect(answer.headers.get('location'), query).to.equal('/dashboard/profile?email=link-invalid');
      }
    });
  });

  it('with SMTP failing: answers 502 and changes nothing, the display name sent with it included', async () => {
    await withApp(
      async (app) => {
        const cookie = await userWithEmail(app, 'unlucky', 'unlucky@example.com');
        const answer = await patch(app, cookie, { displayName: 'Unlucky', email: 'new-unlucky@example.com', currentPassword: testAdmin.password });
        expect(answer.status).to.equal(502);
        expect(answer.body.message).to.equal('The confirmation email could not be sent. Your address has not changed; try again later.');
        const user = (await findUserByUsername(app.db, 'unlucky'))!;
        expect([user.email, user.displayName]).to.deep.equal(['unlucky@example.com', null]);
        expect(await app.db('pending_email_changes').select()).to.deep.equal([]);
      },
      { SMTP_URL: 'smtp://127.0.0.1:1' },
    );
  });
});

describe(`Changing one's email address (${testDatabaseKind}): without SMTP`, function () {
  this.timeout(90_000);
  it('without SMTP: changes at once after the password; an address another account uses answers the same and is never applied', async () => {
    await withApp(async (app) => {
      await userWithEmail(app, 'colleague', 'colleague@example.com');
      const cookie = await userWithEmail(app, 'saver', null);
      const free = await patch(app, cookie, { email: 'saver@example.com', currentPassword: testAdmin.password });
      expect(free.status).to.equal(200);
      expect(free.body).to.include({ email: 'saver@example.com', pendingEmail: null });
      expect(await emailOf(app, 'saver')).to.equal('saver@example.com');
      const taken = await patch(app, cookie, { email: 'Colleague@Example.com', currentPassword: testAdmin.password });
      expect(taken.status).to.equal(200);
      expect(taken.body).to.include({ email: 'Colleague@Example.com', pendingEmail: null });
      expect((await request(`${app.url}/api/auth/profile`, { headers: { cookie } })).body).to.include({ email: 'Colleague@Example.com' });
      // The account's address, the one the site uses, stays the last free one.
      expect(await emailOf(app, 'saver')).to.equal('saver@example.com');
      expect(await emailOf(app, 'colleague')).to.equal('colleague@example.com');
    }, {});
  });
});
