import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { contactRows, LogCapture, postContact, postForm, validContact } from '../helpers/contacts.ts';
import { settingsBody } from '../helpers/company.ts';
import { callJson } from '../helpers/http.ts';
import { mimeParts, partText } from '../helpers/mime.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { createAdmin, signIn } from '../helpers/app.ts';
import { startWebhook } from '../helpers/webhook-receiver.ts';

const personalValues = [validContact.fullName, validContact.email, validContact.company, validContact.phone, validContact.message];

describe('Notification of a new contact message', () => {
  describe('by webhook', () => {
    let webhook: Awaited<ReturnType<typeof startWebhook>>;
    let app: TestApp;
    before(async () => {
      webhook = await startWebhook();
      app = await startTestApp({ CONTACT_NOTIFY_WEBHOOK: webhook.url, SITE_URL: 'https://rcm.example' });
    });
    after(async () => {
      await app.close();
      await webhook.close();
    });

    it('posts the id, subject, time and dashboard link, and no personal data', async () => {
      const nextCall = webhook.nextCall();
      const response = await postContact(app, { ...validContact, subject: 'USWHA Member Program Inquiry' });
      expect(response.status).to.equal(201);
      const call = await nextCall;
      call.respond(204);
      expect(call.contentType).to.equal('application/json');
      const [row] = await contactRows(app);
      expect(call.body.type).to.equal('lead.created');
      expect(call.body.data).to.deep.equal({
        id: response.body.id,
        subject: 'USWHA Member Program Inquiry',
        createdAt: new Date(row!.created_at as string).toISOString(),
        dashboardUrl: 'https://rcm.example/dashboard',
      });
      for (const value of personalValues) expect(JSON.stringify(call.body)).not.to.include(value);
    });

    it('answers the visitor before the webhook has answered', async () => {
      const nextCall = webhook.nextCall();
      const response = await postContact(app, validContact);
      expect(response.status).to.equal(201);
      const call = await nextCall;
      // The webhook is still hanging: the visitor's answer did not wait for it.
      call.respond(200);
      expect((call.body.data as { id: number }).id).to.equal(response.body.id);
    });

    it('notifies for a no-JavaScript form submission too, but not for a honeypot', async () => {
      const before = webhook.calls.length;
      const nextCall = webhook.nextCall();
      expect((await postForm(app, { ...validContact, source: 'home', website: 'spam' })).status).to.equal(303);
      expect((await postForm(app, { ...validContact, source: 'home' })).status).to.equal(303);
      const call = await nextCall;
      call.respond(200);
      expect(webhook.calls.length).to.equal(before + 1);
      expect((call.body.data as { subject: string }).subject).to.equal('Website contact');
    });
  });

  it('stores and answers 201 when the webhook cannot be reached, and logs the failure without personal data', async () => {
    // Port 9 on loopback: nothing listens there, the connection is refused.
    const logs = new LogCapture();
    const app = await startTestApp({ CONTACT_NOTIFY_WEBHOOK: 'http://127.0.0.1:9/hook', LOG_LEVEL: 'info' }, { logDestination: logs });
    try {
      const response = await postContact(app, validContact);
      expect(response.status).to.equal(201);
      expect(await contactRows(app)).to.have.length(1);
      const deadline = Date.now() + 10_000;
      while (!logs.text.includes('contact notification failed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const failure = logs.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'contact notification failed');
      expect(failure).to.include({ contactId: response.body.id, channel: 'webhook', level: 40 });
      for (const value of personalValues) expect(logs.text).not.to.include(value);
    } finally {
      await app.close();
    }
  });

  it('answers 201 when the webhook answers an error', async () => {
    const webhook = await startWebhook();
    const app = await startTestApp({ CONTACT_NOTIFY_WEBHOOK: webhook.url });
    try {
      const nextCall = webhook.nextCall();
      expect((await postContact(app, validContact)).status).to.equal(201);
      (await nextCall).respond(500);
      expect(await contactRows(app)).to.have.length(1);
    } finally {
      await app.close();
      await webhook.close();
    }
  });

  it('sends an email with the lead number and dashboard link, and no personal data', async () => {
    const smtp = await startSmtp();
    const app = await startTestApp({
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_EMAIL: 'leads@rcm.example',
      CONTACT_NOTIFY_FROM: 'website@rcm.example',
      SITE_URL: 'https://rcm.example',
    });
    try {
      const nextMessage = smtp.nextMessage();
      const response = await postContact(app, validContact);
      expect(response.status).to.equal(201);
      // The body may be quoted-printable (RFC 2045): undo soft line breaks and =XX escapes.
      const message = (await nextMessage).replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(message).to.match(/^To: leads@rcm\.example/m);
      expect(message).to.match(/^From: website@rcm\.example/m);
      expect(message).to.include(`New website lead #${response.body.id}: Website contact`);
      expect(message).to.include('https://rcm.example/dashboard');
      for (const value of personalValues) expect(message).not.to.include(value);
    } finally {
      await app.close();
      smtp.close();
    }
  });

  it('brands the email with the company from the settings: an HTML part with the mark and colours, and the plain text', async () => {
    const smtp = await startSmtp();
    const app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'leads@rcm.example', SITE_URL: 'https://rcm.example' });
    try {
      await createAdmin(app);
      const owner = await signIn(app);
      const saved = await callJson(`${app.url}/api/admin/settings`, 'PUT', owner, { ...settingsBody('Harbor & <Co>'), email: 'hello@harbor.example' });
      expect(saved.status, saved.text).to.equal(200);
      const nextMessage = smtp.nextMessage();
      const response = await postContact(app, { ...validContact, subject: 'Billing <b>help</b>' });
      expect(response.status).to.equal(201);
      const raw = await nextMessage;
      const html = partText(raw, 'text/html');
      const text = partText(raw, 'text/plain');
      // The company's name, escaped, in the header band and the footer; the brand's teal and coral.
      expect(html).to.include('Harbor &amp; &lt;Co&gt; Billing');
      expect(html).not.to.include('<Co>');
      expect(html).to.include('#0f5c6e').and.to.include('#e07a5f');
      // The visitor's subject is text, never markup.
      expect(html).to.include('Billing &lt;b&gt;help&lt;/b&gt;');
      expect(html).to.include('href="https://rcm.example/dashboard"');
      // The mark travels with the message (cid), so nothing remote is loaded.
      expect(html).to.include('src="cid:brand-mark@site"');
      const mark = mimeParts(raw).find((part) => part.contentType === 'image/png');
      expect(mark?.headers['content-id']).to.equal('<brand-mark@site>');
      expect(mark!.body.subarray(1, 4).toString()).to.equal('PNG');
      expect(text).to.include(`New website lead #${response.body.id}`);
      expect(text).to.include('Read it in the dashboard: https://rcm.example/dashboard');
      expect(text).to.include('Harbor & <Co> Billing');
      for (const value of personalValues) {
        expect(html).not.to.include(value);
        expect(text).not.to.include(value);
      }
    } finally {
      await app.close();
      smtp.close();
    }
  });
});
