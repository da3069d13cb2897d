import { expect } from 'chai';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { callJson, request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';

describe('Lead alert settings', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  let cookie: string;
  before(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ TRUST_PROXY: '1', SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'leads@rcm.example' });
    cookie = await signIn(app);
  });
  after(async () => {
    await app.close();
    smtp.close();
  });

  const call = (method: string, path: string, body?: unknown) => callJson(`${app.url}/api/admin/lead-alerts${path}`, method, cookie, body);
  const submit = () => postContact(app, validContact, { 'x-forwarded-for': randomClientIp() });

  it('starts from CONTACT_NOTIFY_EMAIL and says which transports are set up', async () => {
    const response = await call('GET', '');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ enabled: true, recipients: ['leads@rcm.example'], emailConfigured: true, webhookConfigured: false });
  });

  it('sends new-lead alerts to the saved recipients, and none while switched off', async () => {
    expect((await call('PUT', '', { enabled: false, recipients: ['sales@rcm.example'] })).status).to.equal(200);
    const first = await submit();
    expect(first.status).to.equal(201);
    const saved = await call('PUT', '', { enabled: true, recipients: ['Sales@rcm.example', 'owner@rcm.example'] });
    expect(saved.body).to.include({ enabled: true });
    expect(saved.body.recipients).to.deep.equal(['sales@rcm.example', 'owner@rcm.example']);
    const nextMessage = smtp.nextMessage();
    const second = await submit();
    const message = await nextMessage;
    // The first message (alerts off) sent nothing: the first email is about the second lead.
    expect(message).to.include(`#${second.body.id}`);
    expect(message).to.match(/^To: sales@rcm\.example, owner@rcm\.example$/m);
  });

  it('sends a test email to the recipients', async () => {
    await call('PUT', '', { enabled: true, recipients: ['sales@rcm.example'] });
    const nextMessage = smtp.nextMessage();
    const response = await call('POST', '/test');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ sent: 1 });
    expect(await nextMessage).to.include('Subject: Test: new website lead alerts');
  });

  for (const [what, body] of [
    ['alerts on without recipients', { enabled: true, recipients: [] }],
    ['an address that is not one', { enabled: true, recipients: ['sales at rcm'] }],
    ['more than ten addresses', { enabled: true, recipients: Array.from({ length: 11 }, (_, n) => `p${n}@rcm.example`) }],
    ['enabled as text', { enabled: 'yes', recipients: ['a@rcm.example'] }],
  ] as const) {
    it(`rejects ${what} with 400`, async () => {
      expect((await call('PUT', '', body)).status).to.equal(400);
    });
  }

  it('is admin only', async () => {
    expect((await request(`${app.url}/api/admin/lead-alerts`)).status).to.equal(401);
    expect((await request(`${app.url}/api/admin/lead-alerts/test`, { method: 'POST' })).status).to.equal(401);
  });
});

describe('Lead alert test without SMTP', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('answers 409 and says why', async () => {
    const cookie = await signIn(app);
    const settings = await request(`${app.url}/api/admin/lead-alerts`, { headers: { cookie } });
    expect(settings.body).to.deep.equal({ enabled: false, recipients: [], emailConfigured: false, webhookConfigured: false });
    const response = await request(`${app.url}/api/admin/lead-alerts/test`, { method: 'POST', headers: { cookie } });
    expect(response.status).to.equal(409);
    expect(response.body.message).to.include('SMTP_URL');
  });
});
