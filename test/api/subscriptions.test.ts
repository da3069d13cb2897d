/**
 * Subscribing with double opt-in (docs/product/subscriptions.md): the same answer for every address, field errors,
 * the rate limit, the 48-hour link used once, the consent as given, the no-JavaScript form and pages. Against a
 * real SMTP server.
 */
import { expect } from 'chai';
import { consentWording, subscribeCopy } from '#content/subscriptions.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postJson, request } from '../helpers/http.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { confirmPathIn, subscribeAndConfirm } from '../helpers/subscriptions.ts';

const siteUrl = 'https://www.example.com';
let sink: SmtpSink;
let now = Date.parse('2026-12-07T12:00:00.000Z');

async function withApp(test: (app: TestApp) => Promise<void>) {
  const app = await startTestApp({ SITE_URL: siteUrl, SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' }, { clock: () => now });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

const subscribe = (app: TestApp, body: unknown, headers: Record<string, string> = {}) => postJson(`${app.url}/api/subscribe`, body, { headers });
const form = (app: TestApp, fields: [string, string][]) =>
  fetch(`${app.url}/subscribe`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe(`Subscribing with double opt-in (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('answers 202 with the same message for a new, pending, confirmed and suppressed address; emails only the first two', async () => {
    await withApp(async (app) => {
      await app.db('email_suppressions').insert({
        email_hash: (await import('#database/subscribers.server.ts')).addressHash('gone@example.com'),
        reason: 'bounce',
        created_at: new Date(now).toISOString(),
      });
      expect(await subscribeAndConfirm(app, sink, 'kept@example.com')).to.equal(200);
      const before = sink.received.length;
      const answers = await Promise.all(['new@example.com', 'KEPT@example.com', 'gone@example.com'].map((email) => subscribe(app, { email })));
      const again = await subscribe(app, { email: 'new@example.com' });
      for (const answer of [...answers, again]) {
        expect(answer.status).to.equal(202);
        expect(answer.body).to.deep.equal({ message: subscribeCopy.accepted });
      }
      await sink.waitFor(before + 2);
      const to = sink.received.slice(before).map((mail) => mail.to);
      expect(to).to.deep.equal(['new@example.com', 'new@example.com']);
      const rows = await app.db('subscribers').orderBy('id').select('email', 'state');
      expect(rows).to.deep.equal([
        { email: 'kept@example.com', state: 'confirmed' },
        { email: 'new@example.com', state: 'pending' },
      ]);
    });
  });

  it('records the consent as given: page, form, the exact wording, when, and when it was confirmed', async () => {
    await withApp(async (app) => {
      const before = sink.received.length;
      expect((await subscribe(app, { email: 'reader@example.com', topics: ['obgyn-billing'], source: '/blog/denials' })).status).to.equal(202);
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      const consent = await app.db('subscription_consents').first();
      expect(consent).to.include({ form: 'post', page: '/blog/denials', wording: consentWording, confirmed_at: null });
      expect(new Date(consent.created_at).toISOString()).to.equal(new Date(now).toISOString());
      now += 60_000;
      const confirmed = await request(`${app.url}${confirmPathIn(mail!.raw)}`, { headers: { Accept: 'text/html' } });
      expect(confirmed.status).to.equal(200);
      expect(confirmed.text).to.contain(subscribeCopy.confirmedHeading);
      const after = await app.db('subscription_consents').first();
      expect(new Date(after.confirmed_at).toISOString()).to.equal(new Date(now).toISOString());
      expect(await app.db('subscriber_topics').select('topic')).to.deep.equal([{ topic: 'obgyn-billing' }]);
      // Used once: the same link is now a 404 page, as is a made-up one.
      for (const path of [confirmPathIn(mail!.raw), '/subscribe/confirm/not-a-real-token']) {
        const used = await request(`${app.url}${path}`, { headers: { Accept: 'text/html' } });
        expect(used.status).to.equal(404);
        expect(used.headers.get('content-type')).to.match(/^text\/html/);
      }
    });
  });

  it('the confirmation link stops working after 48 hours', async () => {
    await withApp(async (app) => {
      const before = sink.received.length;
      await subscribe(app, { email: 'late@example.com' });
      const [mail] = (await sink.waitFor(before + 1)).slice(before);
      now += 48 * 60 * 60_000 + 1000;
      expect((await request(`${app.url}${confirmPathIn(mail!.raw)}`)).status).to.equal(404);
      expect(await app.db('subscribers').where({ email: 'late@example.com' }).first('state')).to.deep.equal({ state: 'pending' });
    });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    await withApp(async (app) => {
      const cases: [unknown, string][] = [
        [{}, 'email'],
        [{ email: 'not-an-address' }, 'email'],
        [{ email: 'a@example.com\r\nBcc: x@example.com' }, 'email'],
        [{ email: 'a@example.com', topics: ['everything'] }, 'topics'],
        [{ email: 'a@example.com', topics: 'blog-digest' }, 'topics'],
        [{ email: 'a@example.com', source: 'https://elsewhere.example' }, 'source'],
        [{ email: 'a@example.com', isAdmin: true }, 'isAdmin'],
        [{ email: 'x'.repeat(250) + '@example.com' }, 'email'],
      ];
      for (const [body, field] of cases) {
        const answer = await subscribe(app, body);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(
          answer.body.errors.some((error: { field: string }) => error.field.startsWith(field)),
          answer.text,
        ).to.equal(true);
      }
      expect((await postJson(`${app.url}/api/subscribe`, '[1,2')).status).to.equal(400);
      expect(Number((await app.db('subscribers').count({ n: '*' }).first())?.n)).to.equal(0);
    });
  });

  it('a filled honeypot is answered as accepted and stores nothing; past five sign-ups in 10 minutes answers 429', async () => {
    await withApp(async (app) => {
      expect((await subscribe(app, { email: 'bot@example.com', website: 'http://spam.example' })).status).to.equal(202);
      expect(Number((await app.db('subscribers').count({ n: '*' }).first())?.n)).to.equal(0);
      // The honeypot's answer counts like an accepted sign-up (a bot learns nothing from the limit either).
      for (let i = 0; i < 4; i += 1) expect((await subscribe(app, { email: `p${i}@example.com` })).status).to.equal(202);
      const limited = await subscribe(app, { email: 'p6@example.com' });
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.equal(subscribeCopy.rateLimited);
      // The no-JavaScript form shares the limit and shows it on the page.
      const page = await form(app, [['email', 'p7@example.com']]);
      expect(page.status).to.equal(429);
      expect(await page.text()).to.contain(subscribeCopy.rateLimited);
    });
  });

  it('works without JavaScript: the form posts, answers 303 to a page that says what happens next; a bad address shows the form again', async () => {
    await withApp(async (app) => {
      const before = sink.received.length;
      const sent = await form(app, [
        ['email', 'nojs@example.com'],
        ['topics', 'blog-digest'],
        ['topics', 'obgyn-billing'],
        ['source', '/subscribe'],
        ['website', ''],
      ]);
      expect(sent.status).to.equal(303);
      expect(sent.headers.get('location')).to.equal('/subscribe?sent=1');
      const page = await request(`${app.url}/subscribe?sent=1`);
      expect(page.text).to.contain(subscribeCopy.accepted);
      await sink.waitFor(before + 1);
      expect(await app.db('subscriber_topics').orderBy('topic').select('topic')).to.deep.equal([{ topic: 'blog-digest' }, { topic: 'obgyn-billing' }]);
      const bad = await form(app, [['email', 'nope']]);
      expect(bad.status).to.equal(400);
      const html = await bad.text();
      expect(html).to.contain('Please enter a valid email address, like name@example.com.');
      expect(html).to.match(/value="nope"/);
    });
  });
});
