import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson } from '../helpers/http.ts';
import { partText } from '../helpers/mime.ts';
import { startSmtp } from '../helpers/smtp.ts';

describe(`Invitations by email (${testDatabaseKind})`, () => {
  describe('with SMTP configured', () => {
    let app: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let owner: string;
    before(async () => {
      smtp = await startSmtp();
      app = await startTestApp({ SMTP_URL: smtp.url, SITE_URL: 'https://www.example.com', CONTACT_NOTIFY_FROM: 'site@example.com' });
      owner = await signIn(app);
    });
    after(async () => {
      await app.close();
      smtp.close();
    });

    it('emails the one-time link to the address given, and says so', async () => {
      const message = smtp.nextMessage();
      const created = await postJson(`${app.url}/api/admin/invitations`, { role: 'editor', email: 'new.editor@example.com' }, { headers: { cookie: owner } });
      expect(created.status, created.text).to.equal(201);
      expect(created.body.emailed).to.equal(true);
      const mail = await message;
      expect(mail).to.match(/^To: new\.editor@example\.com\r?$/m);
      expect(mail).to.match(/^From: site@example\.com\r?$/m);
      expect(mail.replace(/=\r\n/g, '')).to.include(created.body.url as string);
      expect(mail).to.include('Editor');
      // Both parts: the branded HTML (the company's name from the settings, the link as a button) and the plain text.
      const html = partText(mail, 'text/html');
      const text = partText(mail, 'text/plain');
      expect(html).to.include('Apex Revenue Partners');
      expect(html).to.include(`href="${created.body.url as string}"`);
      expect(html).to.include('src="cid:brand-mark@site"');
      expect(text).to.include(`Accept the invitation: ${created.body.url as string}`);
      expect(text).to.include('as Editor');
      const entry = await app
        .db('audit_log')
        .where({ action: 'invitation.create', target: `invitation:${created.body.id}` })
        .first();
      expect(JSON.parse(entry.details)).to.deep.equal({ role: 'editor', emailed: true });
      expect(entry.details).not.to.include('new.editor@example.com');
    });

    it('without an address, only answers the link, as before', async () => {
      const created = await postJson(`${app.url}/api/admin/invitations`, { role: 'author' }, { headers: { cookie: owner } });
      expect(created.status).to.equal(201);
      expect(created.body).not.to.have.property('emailed');
    });

    it('refuses a malformed address with 400 and creates nothing', async () => {
      const before = await app.db('invitations').count({ n: '*' }).first();
      for (const email of ['not-an-address', 'a@b', 42, `${'x'.repeat(250)}@example.com`]) {
        const response = await postJson(`${app.url}/api/admin/invitations`, { role: 'author', email }, { headers: { cookie: owner } });
        expect(response.status, String(email)).to.equal(400);
        expect(response.body.errors[0].field).to.equal('email');
      }
      expect(await app.db('invitations').count({ n: '*' }).first()).to.deep.equal(before);
    });
  });

  describe('when the mail server is down', () => {
    let app: TestApp;
    before(async () => {
      // A port nothing listens on.
      app = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_NOTIFY_FROM: 'site@example.com' });
    });
    after(() => app.close());

    it('still creates the invitation and answers its link, with emailed false', async () => {
      const owner = await signIn(app);
      const created = await postJson(`${app.url}/api/admin/invitations`, { role: 'sales', email: 'someone@example.com' }, { headers: { cookie: owner } });
      expect(created.status).to.equal(201);
      expect(created.body.emailed).to.equal(false);
      expect(created.body.url).to.match(/\/invite#[\w-]{43}$/);
    });
  });

  describe('without SMTP', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp();
    });
    after(() => app.close());

    it('refuses an address with 400 saying to copy the link, and creates nothing', async () => {
      const owner = await signIn(app);
      const response = await postJson(`${app.url}/api/admin/invitations`, { role: 'sales', email: 'someone@example.com' }, { headers: { cookie: owner } });
      expect(response.status).to.equal(400);
      expect(response.body.message).to.equal('Email is not set up on this site (SMTP_URL): copy the link instead');
      expect(await app.db('invitations').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
    });
  });
});
