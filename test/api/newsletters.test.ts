/**
 * Newsletters end to end against a real SMTP server (docs/product/subscriptions.md#sending): subscribe, confirm,
 * send, receive a DKIM-signed message with the bulk-sender headers, unsubscribe with one plain POST; topics, hard
 * bounces, two queues at once.
 */
import { expect } from 'chai';
import { dkimVerify } from 'mailauth';
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import type { TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson } from '../helpers/http.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, dkim, drainSendQueue, savePostalAddress, sendNewsletter, subscribeAndConfirm, withNewsletterApp } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const withApp = (test: (app: TestApp, cookie: string) => Promise<void>) => withNewsletterApp(sink, test);

describe(`Newsletters sent by the bulk-sender rules (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('subscribe, confirm, receive a DKIM-signed newsletter with one-click unsubscribe that works from a plain POST', async () => {
    await withApp(async (app, cookie) => {
      expect(await subscribeAndConfirm(app, sink, 'reader@example.com')).to.equal(200);
      const created = await admin(app, cookie, 'POST', '/newsletters', {
        subject: 'December notes',
        html: '<h1>Denials</h1><p>Read <a href="/blog/x">this</a>.</p><img src="/media/a.png" width="1200"><script>alert(1)</script>',
      });
      // No postal address yet: nothing may be sent (CAN-SPAM).
      const refused = await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {});
      expect(refused.status).to.equal(409);
      expect(refused.body.message).to.contain('postal address');
      await savePostalAddress(app, cookie);
      const before = sink.received.length;
      expect((await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {})).status).to.equal(202);
      await drainSendQueue(app);
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      expect(mail!.to).to.equal('reader@example.com');
      const raw = mail!.raw;
      const unsubscribeHeader = headerOf(raw, 'List-Unsubscribe')!;
      const [, https, mailto] =
        /^<(https:\/\/www\.example\.com\/unsubscribe\/[\w-]+\?n=\d+)>,\s*<(mailto:news@example\.com\?subject=[^>]+)>$/.exec(unsubscribeHeader) ?? [];
      expect(https, unsubscribeHeader).to.be.a('string');
      expect(mailto).to.be.a('string');
      expect(headerOf(raw, 'List-Unsubscribe-Post')).to.equal('List-Unsubscribe=One-Click');
      const verified = await dkimVerify(Buffer.from(raw), {
        resolver: async (name: string, type: string) => {
          if (name === 'site2026._domainkey.example.com' && type === 'TXT') return [[dkim.record]];
          throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        },
      });
      expect(verified.results.map((result) => result.status.result)).to.deep.equal(['pass']);
      // An HTML part and a plain-text part; no script, no external style sheet; every image has alt text and fits.
      const body = decoded(raw);
      expect(body).to.match(/Content-Type: text\/plain/);
      expect(body).to.match(/Content-Type: text\/html/);
      expect(body).not.to.match(/<script|<link[^>]+stylesheet/i);
      for (const img of body.match(/<img[^>]*>/g) ?? []) {
        expect(img).to.match(/\salt(="[^"]*")?[\s>]/);
        expect(Number(/width="(\d+)"/.exec(img)?.[1] ?? 600)).to.be.at.most(600);
      }
      expect(body).to.contain('https://www.example.com/media/a.png');
      expect(body).to.contain('1 Harbor Way');
      // The one-click POST as a mailbox provider sends it: no cookie, no Origin.
      const path = new URL(https!).pathname + new URL(https!).search;
      const oneClick = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).to.equal(200);
      expect(await app.db('subscribers').where({ email: 'reader@example.com' }).first('state')).to.deep.equal({ state: 'unsubscribed' });
      const shown = await admin(app, cookie, 'GET', `/newsletters/${created.body.id}`);
      expect(shown.body.status).to.equal('sent');
      expect(shown.body.counts).to.include({ recipients: 1, sent: 1, failed: 0, bounced: 0, unsubscribed: 1 });
      // Sent once: sending again is refused.
      expect((await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {})).status).to.equal(409);
    });
  });

  it('reaches the confirmed subscribers of its topics only (every confirmed one when it has none)', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'digest@example.com', ['blog-digest']);
      await subscribeAndConfirm(app, sink, 'obgyn@example.com', ['obgyn-billing']);
      expect((await postJson(`${app.url}/api/subscribe`, { email: 'pending@example.com' })).status).to.equal(202);
      await sink.waitFor(sink.received.length + 1);
      const before = sink.received.length;
      await sendNewsletter(app, cookie, { subject: 'OB-GYN', html: '<p>Global packages</p>', topics: ['obgyn-billing'] });
      await sendNewsletter(app, cookie, { subject: 'Everyone', html: '<p>Hello</p>' });
      const to = sink.received.slice(before).map((mail) => `${mail.to} ${/Subject: (.*)/.exec(mail.raw)![1]}`);
      expect(to.sort()).to.deep.equal(['digest@example.com Everyone', 'obgyn@example.com Everyone', 'obgyn@example.com OB-GYN'].sort());
    });
  });

  it('a hard bounce at send time suppresses the address: never queued, asked or sent to again', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'gone@example.com');
      sink.refuse.add('gone@example.com');
      try {
        const id = await sendNewsletter(app, cookie, { subject: 'First', html: '<p>One</p>' });
        expect((await admin(app, cookie, 'GET', `/newsletters/${id}`)).body.counts).to.include({ recipients: 1, sent: 0, bounced: 1 });
      } finally {
        sink.refuse.delete('gone@example.com');
      }
      expect(await app.db('subscribers').where({ email: 'gone@example.com' }).first('state')).to.deep.equal({ state: 'suppressed' });
      const before = sink.received.length;
      expect((await postJson(`${app.url}/api/subscribe`, { email: 'Gone@example.com' })).status).to.equal(202);
      const second = await sendNewsletter(app, cookie, { subject: 'Second', html: '<p>Two</p>' });
      expect((await admin(app, cookie, 'GET', `/newsletters/${second}`)).body.counts.recipients).to.equal(0);
      await subscribeAndConfirm(app, sink, 'still@example.com');
      expect(sink.received.slice(before).map((mail) => mail.to)).to.deep.equal(['still@example.com']);
    });
  });

  it('two send queues at once on one database send each message exactly once', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      const now = new Date().toISOString();
      const rows = Array.from({ length: 300 }, (_, i) => ({
        email: `r${i}@example.com`,
        state: 'confirmed',
        manage_token: `token-${i}`,
        created_at: now,
        confirmed_at: now,
      }));
      for (let i = 0; i < rows.length; i += 100) await app.db('subscribers').insert(rows.slice(i, i + 100));
      const created = await admin(app, cookie, 'POST', '/newsletters', { subject: 'Both', html: '<p>Once</p>' });
      const before = sink.received.length;
      expect((await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {})).status).to.equal(202);
      const logger = createLogger('silent');
      const queues = [0, 1].map(() => createSendQueue({ db: app.db, logger, config: app.config }));
      await Promise.all(
        queues.map(async (queue) => {
          while ((await queue.runOnce()) > 0);
          await queue.stop();
        }),
      );
      const received = sink.received.slice(before).map((mail) => mail.to);
      expect(received).to.have.length(300);
      expect(new Set(received).size).to.equal(300);
      expect((await admin(app, cookie, 'GET', `/newsletters/${created.body.id}`)).body.counts).to.include({ recipients: 300, sent: 300 });
    });
  });
});
