/**
 * Newsletters end to end against a real SMTP server (docs/product/subscriptions.md#sending): subscribe, confirm,
 * send, receive a DKIM-signed message with the bulk-sender headers, unsubscribe with one plain POST; topics, hard
 * bounces, two queues at once, erasure and the subscriber list.
 */
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import { dkimVerify } from 'mailauth';
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson, request } from '../helpers/http.ts';
import { seedPost } from '../helpers/posts.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { drainSendQueue, savePostalAddress, subscribeAndConfirm } from '../helpers/subscriptions.ts';

const siteUrl = 'https://www.example.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkimKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

let sink: SmtpSink;

async function withApp(test: (app: TestApp, cookie: string) => Promise<void>, env: Record<string, string> = {}) {
  const app = await startTestApp({
    SITE_URL: siteUrl,
    SMTP_URL: sink.url,
    CONTACT_NOTIFY_FROM: 'news@example.com',
    SEND_RATE_PER_SECOND: '1000',
    DKIM_DOMAIN: 'example.com',
    DKIM_SELECTOR: 'site2026',
    DKIM_PRIVATE_KEY: dkimKey.replace(/\n/g, '\\n'),
    ...env,
  });
  try {
    await test(app, await signIn(app));
  } finally {
    await app.close();
  }
}

const admin = (app: TestApp, cookie: string, method: string, path: string, body?: unknown) => callJson(`${app.url}/api/admin${path}`, method, cookie, body);

/** Creates and sends a newsletter; answers its id. */
async function sendNewsletter(app: TestApp, cookie: string, body: Record<string, unknown>): Promise<number> {
  const created = await admin(app, cookie, 'POST', '/newsletters', body);
  expect(created.status, created.text).to.equal(201);
  expect(created.body.status).to.equal('draft');
  const sent = await admin(app, cookie, 'POST', `/newsletters/${created.body.id}/send`, {});
  expect(sent.status, sent.text).to.equal(202);
  await drainSendQueue(app);
  return created.body.id as number;
}

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
          if (name === 'site2026._domainkey.example.com' && type === 'TXT') return [[dkimRecord]];
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

  it('starts from a published post; refuses an unknown post, no body, a bad topic; lists and filters subscribers', async () => {
    await withApp(async (app, cookie) => {
      const post = await seedPost(app.db, { title: 'Denial <codes>', content: '<p>The CARC list</p>' });
      const created = await admin(app, cookie, 'POST', '/newsletters', { subject: 'From a post', postId: post.id });
      expect(created.status).to.equal(201);
      expect((await app.db('newsletters').where({ id: created.body.id }).first('body_html')).body_html).to.contain(
        'Denial &lt;codes></h2><p>The CARC list</p>',
      );
      for (const [body, field] of [
        [{ subject: 'x', postId: 99999 }, 'postId'],
        [{ subject: 'x' }, 'html'],
        [{ subject: 'x', html: '<p>x</p>', topics: ['nope'] }, 'topics'],
        [{ html: '<p>x</p>' }, 'subject'],
      ] as const) {
        const answer = await admin(app, cookie, 'POST', '/newsletters', body);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.errors.some((error: { field: string }) => error.field.startsWith(field))).to.equal(true);
      }
      await subscribeAndConfirm(app, sink, 'one@example.com', ['obgyn-billing']);
      await postJson(`${app.url}/api/subscribe`, { email: 'two@example.com' });
      const list = async (query: string) =>
        ((await admin(app, cookie, 'GET', `/subscribers${query}`)).body.subscribers as { email: string }[]).map((s) => s.email);
      expect(await list('')).to.deep.equal(['two@example.com', 'one@example.com']);
      expect(await list('?state=confirmed')).to.deep.equal(['one@example.com']);
      expect(await list('?topic=obgyn-billing')).to.deep.equal(['one@example.com']);
      expect(await list('?q=TWO')).to.deep.equal(['two@example.com']);
      expect(await list('?q=%25')).to.deep.equal([]);
      expect((await admin(app, cookie, 'GET', '/subscribers?state=gone')).status).to.equal(400);
      const [first] = (await admin(app, cookie, 'GET', '/subscribers?state=confirmed')).body.subscribers;
      expect(first).to.have.keys('id', 'email', 'state', 'topics', 'createdAt', 'confirmedAt');
      const history = (await admin(app, cookie, 'GET', `/subscribers/${first.id}`)).body.history;
      expect(history.consents).to.have.length(1);
      expect(history.events.map((event: { kind: string }) => event.kind)).to.deep.equal(['signed-up', 'confirmed']);
    });
  });

  it('erases a person entirely: subscriber, topics, consents, history and send records; authors and sales get 403', async () => {
    await withApp(async (app, cookie) => {
      await savePostalAddress(app, cookie);
      await subscribeAndConfirm(app, sink, 'erase@example.com', ['blog-digest']);
      await sendNewsletter(app, cookie, { subject: 'Before', html: '<p>x</p>' });
      const [subscriber] = (await admin(app, cookie, 'GET', '/subscribers')).body.subscribers;
      for (const role of ['author', 'sales'] as const) {
        const other = await signInAs(app, role);
        expect((await admin(app, other.cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(403);
        expect((await admin(app, other.cookie, 'GET', '/subscribers')).status).to.equal(403);
      }
      expect((await admin(app, cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(200);
      for (const table of ['subscribers', 'subscriber_topics', 'subscription_consents', 'subscriber_events', 'email_sends']) {
        expect(Number((await app.db(table).count({ n: '*' }).first())?.n), table).to.equal(0);
      }
      expect((await admin(app, cookie, 'DELETE', `/subscribers/${subscriber.id}`)).status).to.equal(404);
    });
  });

  it('without JavaScript: the footer link opens a page whose button unsubscribes; the preferences page saves the topics', async () => {
    await withApp(async (app) => {
      await subscribeAndConfirm(app, sink, 'pages@example.com', ['blog-digest']);
      const { manage_token: token } = await app.db('subscribers').first('manage_token');
      const preferences = await fetch(`${app.url}/subscribe/preferences/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'topics=obgyn-billing&save=1',
      });
      expect(preferences.status).to.equal(200);
      expect(await preferences.text()).to.contain('Your choices are saved.');
      expect(await app.db('subscriber_topics').select('topic')).to.deep.equal([{ topic: 'obgyn-billing' }]);
      const page = await request(`${app.url}/unsubscribe/${token}`);
      expect(page.status).to.equal(200);
      expect(page.text).to.contain(`<form action="/unsubscribe/${token}" method="post"><button type="submit"`);
      expect(await app.db('subscribers').first('state')).to.deep.equal({ state: 'confirmed' });
      const done = await fetch(`${app.url}/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(done.status).to.equal(200);
      expect(await done.text()).to.contain('You are unsubscribed');
      expect(await app.db('subscribers').first('state')).to.deep.equal({ state: 'unsubscribed' });
      expect((await request(`${app.url}/unsubscribe/not-a-token`)).status).to.equal(404);
      expect(
        (
          await fetch(`${app.url}/unsubscribe/not-a-token`, {
            method: 'POST',
            body: 'List-Unsubscribe=One-Click',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).to.equal(404);
    });
  });
});
