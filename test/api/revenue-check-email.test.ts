import { expect } from 'chai';
import { startTestApp } from '../helpers/app.ts';
import { LogCapture, postContact, validContact } from '../helpers/contacts.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { startSmtp } from '../helpers/smtp.ts';

/** The body may be quoted-printable (RFC 2045): undo soft line breaks and =XX escapes, then UTF-8. */
function decoded(message: string): string {
  const bytes = message.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('The revenue check summary email', () => {
  it('sends the visitor a plain email with their own figures, and keeps the figures out of the logs', async () => {
    const smtp = await startSmtp();
    const logs = new LogCapture();
    const app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_EMAIL: 'leads@rcm.example', LOG_LEVEL: 'info' }, { logDestination: logs });
    try {
      const messages = [smtp.nextMessage(), smtp.nextMessage()];
      const response = await postContact(app, { ...validContact, revenueCheck: { inputs: exampleInputs } });
      expect(response.status).to.equal(201);
      const all = (await Promise.all(messages)).map(decoded);
      const summary = all.find((message) => /^To: dana\.whitfield@riverside-obgyn\.example/m.test(message));
      expect(summary, 'an email to the visitor').to.be.a('string');
      expect(summary).to.match(/^Content-Type: text\/plain/m);
      expect(summary).to.include('Recoverable each year: $348,387 (6.5% of your yearly collections)');
      expect(summary).to.include('$5,806,452 allowed ($5,400,000 collected ÷ 93%) × (99% − 93%) = $348,387');
      expect(summary).to.include('Cash freed once: $266,301');
      expect(summary).not.to.include('614,688');
      // The company's alert carries no figures, as before.
      const alert = all.find((message) => /^To: leads@rcm\.example/m.test(message));
      expect(alert).not.to.include('348,387');
      expect(logs.lines.length, 'the app logged the request').to.be.greaterThan(0);
      for (const figure of ['348,387', '348387', '266,301', '450000', '5,400,000']) expect(logs.text).not.to.include(figure);
    } finally {
      await app.close();
      smtp.close();
    }
  });
});
