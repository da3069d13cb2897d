/**
 * The sending provider's event webhooks (docs/product/subscriptions.md#provider-events), with real signatures: the
 * Standard Webhooks ones made by the specification's own library, Mailgun's by its published HMAC scheme. Delivered,
 * hard bounce and complaint reach the send and the address; unsigned, wrongly signed, stale, replayed, malformed and
 * oversized messages are refused with JSON; a suppressed address gets no later newsletter.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, savePostalAddress, sendNewsletter, subscribeAndConfirm } from '../helpers/subscriptions.ts';

const standardSecret = `whsec_${randomBytes(32).toString('base64')}`;
const mailgunKey = 'key-0123456789abcdef0123456789abcdef';
let sink: SmtpSink;

async function withApp(test: (app: TestApp, cookie: string) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  const app = await startTestApp({
    SITE_URL: 'https://www.example.com',
    SMTP_URL: sink.url,
    CONTACT_NOTIFY_FROM: 'news@example.com',
    SEND_RATE_PER_SECOND: '1000',
    EMAIL_WEBHOOK_SECRET: standardSecret,
    MAILGUN_WEBHOOK_SIGNING_KEY: mailgunKey,
    ...env,
  });
  try {
    await test(app, await signIn(app));
  } finally {
    await app.close();
  }
}

/** Confirms the addresses, sends them a newsletter and answers its id and each address's Message-ID as received. */
async function sendTo(app: TestApp, cookie: string, addresses: string[]): Promise<{ id: number; messageIds: Record<string, string> }> {
  for (const address of addresses) expect(await subscribeAndConfirm(app, sink, address)).to.equal(200);
  await savePostalAddress(app, cookie);
  const before = sink.received.length;
  const id = await sendNewsletter(app, cookie, { subject: 'Events', html: '<p>Hello</p>' });
  const mails = (await sink.waitFor(before + addresses.length)).slice(before);
  const messageIds = Object.fromEntries(mails.map((mail) => [mail.to, headerOf(mail.raw, 'Message-ID')!]));
  for (const value of Object.values(messageIds)) expect(value).to.match(/^<es\d+\.[0-9a-f]+@www\.example\.com>$/);
  return { id, messageIds };
}

let sequence = 0;
/** Posts a Standard Webhooks message signed by the reference library (or as `headers` says). */
function postStandard(app: TestApp, payload: unknown, options: { at?: Date; id?: string; headers?: Record<string, string>; secret?: string } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const id = options.id ?? `msg_${(sequence += 1)}_${randomBytes(6).toString('hex')}`;
  const at = options.at ?? new Date();
  const signed = {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(options.secret ?? standardSecret).sign(id, at, body),
  };
  return request(`${app.url}/api/webhooks/email/standard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.headers ?? signed) },
    body,
  });
}

/** Mailgun's signature: hex HMAC-SHA256 of timestamp + token under the signing key. */
function mailgunSignature(options: { at?: Date; token?: string; key?: string } = {}) {
  const timestamp = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
  const token = options.token ?? randomBytes(25).toString('hex');
  return {
    timestamp,
    token,
    signature: createHmac('sha256', options.key ?? mailgunKey)
      .update(timestamp + token)
      .digest('hex'),
  };
}

function postMailgun(app: TestApp, eventData: unknown, signature: unknown = mailgunSignature()) {
  return request(`${app.url}/api/webhooks/email/mailgun`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signature, 'event-data': eventData }),
  });
}

const sendOf = (app: TestApp, email: string) =>
  app.db('email_sends').where({ email }).first('status', 'delivered_at', 'complained_at') as Promise<{
    status: string;
    delivered_at: unknown;
    complained_at: unknown;
  }>;
const stateOf = async (app: TestApp, email: string) => ((await app.db('subscribers').where({ email }).first('state')) as { state: string }).state;

describe(`POST /api/webhooks/email/* (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('Standard Webhooks: delivered, hard bounce and complaint reach the send and the address, and the counts', async () => {
    await withApp(async (app, cookie) => {
      const { id, messageIds } = await sendTo(app, cookie, ['ok@example.com', 'gone@example.com', 'angry@example.com']);
      const headers = (to: string) => [{ name: 'Message-ID', value: messageIds[to] }];
      const delivered = await postStandard(app, { type: 'email.delivered', data: { to: ['ok@example.com'], headers: headers('ok@example.com') } });
      expect(delivered.status, delivered.text).to.equal(200);
      expect(delivered.body).to.include({ recorded: true, matched: true });
      expect((await sendOf(app, 'ok@example.com')).delivered_at).to.not.equal(null);
      const bounced = await postStandard(app, {
        type: 'email.bounced',
        data: { to: ['gone@example.com'], message_id: messageIds['gone@example.com'], bounce: { type: 'Permanent' } },
      });
      expect(bounced.status).to.equal(200);
      expect((await sendOf(app, 'gone@example.com')).status).to.equal('bounced');
      expect(await stateOf(app, 'gone@example.com')).to.equal('suppressed');
      const complained = await postStandard(app, { type: 'email.complained', data: { to: 'angry@example.com', headers: headers('angry@example.com') } });
      expect(complained.status).to.equal(200);
      expect((await sendOf(app, 'angry@example.com')).complained_at).to.not.equal(null);
      const angry = await app.db('subscribers').where({ email: 'angry@example.com' }).first('id', 'state', 'unsubscribed_at');
      expect(angry.state).to.equal('suppressed');
      expect(angry.unsubscribed_at).to.not.equal(null);
      const kinds = (await admin(app, cookie, 'GET', `/subscribers/${angry.id}`)).body.history.events.map((event: { kind: string }) => event.kind);
      expect(kinds).to.include.members(['unsubscribed', 'suppressed']);
      const counts = (await admin(app, cookie, 'GET', `/newsletters/${id}`)).body.counts;
      expect(counts).to.include({ recipients: 3, sent: 2, bounced: 1, delivered: 1, complained: 1 });
      // A suppressed address is never written to again: the next newsletter reaches only the one left.
      const before = sink.received.length;
      const next = await sendNewsletter(app, cookie, { subject: 'Next', html: '<p>Again</p>' });
      expect((await sink.waitFor(before + 1)).slice(before).map((mail) => mail.to)).to.deep.equal(['ok@example.com']);
      const skipped = await app.db('email_sends').where({ newsletter_id: next }).whereIn('email', ['gone@example.com', 'angry@example.com']).select('status');
      expect(skipped).to.deep.equal([]);
    });
  });

  it('Standard Webhooks: refuses unsigned, wrongly signed, stale, future, replayed, malformed and oversized messages', async () => {
    await withApp(async (app) => {
      const event = { type: 'email.bounced', data: { to: ['someone@example.com'] } };
      const unsigned = await postStandard(app, event, { headers: {} });
      expect([unsigned.status, unsigned.body]).to.deep.equal([
        401,
        { message: 'The webhook-id, webhook-timestamp and webhook-signature headers are required.' },
      ]);
      const wrongSecret = await postStandard(app, event, { secret: `whsec_${randomBytes(32).toString('base64')}` });
      expect([wrongSecret.status, wrongSecret.body.message]).to.deep.equal([401, 'webhook-signature does not match the message.']);
      const stale = await postStandard(app, event, { at: new Date(Date.now() - 6 * 60_000) });
      expect(stale.status).to.equal(401);
      expect(stale.body.message).to.contain('stale');
      expect((await postStandard(app, event, { at: new Date(Date.now() + 6 * 60_000) })).status).to.equal(401);
      const notANumber = await postStandard(app, event, { headers: { 'webhook-id': 'x', 'webhook-timestamp': 'soon', 'webhook-signature': 'v1,AAAA' } });
      expect(notANumber.status).to.equal(401);
      // Nothing refused above was recorded.
      expect(await app.db('email_suppressions').count({ n: '*' }).first()).to.deep.equal({ n: testDatabaseKind === 'postgres' ? '0' : 0 });
      const first = await postStandard(app, event, { id: 'msg_replayed' });
      expect(first.status).to.equal(200);
      expect(first.body).to.include({ recorded: true, matched: false });
      expect(await app.db('email_suppressions').count({ n: '*' }).first()).to.deep.equal({ n: testDatabaseKind === 'postgres' ? '1' : 1 });
      const replay = await postStandard(app, event, { id: 'msg_replayed' });
      expect([replay.status, replay.body.message]).to.deep.equal([400, 'This webhook message was already received (a replay).']);
      const notJson = await postStandard(app, '{"type":');
      expect([notJson.status, notJson.body.message]).to.deep.equal([400, 'Request body is not valid JSON']);
      const noType = await postStandard(app, { data: {} });
      expect(noType.status).to.equal(400);
      expect(noType.body.errors).to.deep.equal([{ field: 'type', message: 'type must be the event type, such as email.bounced.' }]);
      expect((await postStandard(app, { type: 'email.delivered', data: 'x' })).body.errors[0].field).to.equal('data');
      const opened = await postStandard(app, { type: 'email.opened', data: { to: ['someone@example.com'] } });
      expect([opened.status, opened.body.recorded]).to.deep.equal([200, false]);
      const soft = await postStandard(app, { type: 'email.bounced', data: { to: ['soft@example.com'], bounce: { type: 'Transient' } } });
      expect([soft.status, soft.body.recorded]).to.deep.equal([200, false]);
      const huge = await postStandard(app, { type: 'email.delivered', data: { padding: 'x'.repeat(300_000) } });
      expect([huge.status, huge.body.message]).to.deep.equal([413, 'Request body is too large']);
      const unknownSource = await request(`${app.url}/api/webhooks/email/sendgrid`, { method: 'POST', body: '{}' });
      expect([unknownSource.status, unknownSource.body]).to.deep.equal([404, { message: 'Not found' }]);
    });
  });

  it('Mailgun: delivered, permanent failure and complaint by the signed event; refuses a missing, wrong, stale or replayed signature', async () => {
    await withApp(async (app, cookie) => {
      const { id, messageIds } = await sendTo(app, cookie, ['mg-ok@example.com', 'mg-gone@example.com', 'mg-angry@example.com']);
      const eventFor = (to: string, event: string, extra: Record<string, unknown> = {}) => ({
        event,
        recipient: to,
        message: { headers: { 'message-id': messageIds[to]!.slice(1, -1) } },
        ...extra,
      });
      expect((await postMailgun(app, eventFor('mg-ok@example.com', 'delivered'))).body).to.include({ recorded: true, matched: true });
      const temporary = await postMailgun(app, eventFor('mg-gone@example.com', 'failed', { severity: 'temporary' }));
      expect([temporary.status, temporary.body.recorded]).to.deep.equal([200, false]);
      expect(await stateOf(app, 'mg-gone@example.com')).to.equal('confirmed');
      expect((await postMailgun(app, eventFor('mg-gone@example.com', 'failed', { severity: 'permanent' }))).status).to.equal(200);
      expect(await stateOf(app, 'mg-gone@example.com')).to.equal('suppressed');
      expect((await postMailgun(app, eventFor('mg-angry@example.com', 'complained'))).status).to.equal(200);
      expect(await stateOf(app, 'mg-angry@example.com')).to.equal('suppressed');
      expect((await admin(app, cookie, 'GET', `/newsletters/${id}`)).body.counts).to.include({ delivered: 1, bounced: 1, complained: 1 });

      const event = eventFor('mg-ok@example.com', 'complained');
      for (const [signature, message] of [
        [null, 'signature must hold timestamp, token and signature.'],
        [mailgunSignature({ key: 'key-not-the-one-configured-here' }), 'signature.signature does not match the message.'],
        [{ ...mailgunSignature(), signature: 'zz' }, 'signature.signature does not match the message.'],
        [mailgunSignature({ at: new Date(Date.now() - 10 * 60_000) }), 'signature.timestamp is more than 5 minutes from now: the message is stale.'],
      ] as const) {
        const refused = await postMailgun(app, event, signature);
        expect([refused.status, refused.body.message], JSON.stringify(signature)).to.deep.equal([401, message]);
      }
      expect(await stateOf(app, 'mg-ok@example.com')).to.equal('confirmed');
      const signature = mailgunSignature();
      expect((await postMailgun(app, eventFor('mg-ok@example.com', 'opened'), signature)).status).to.equal(200);
      const replay = await postMailgun(app, event, signature);
      expect(replay.status).to.equal(400);
      expect(await stateOf(app, 'mg-ok@example.com')).to.equal('confirmed');
      const noEvent = await postMailgun(app, 'x');
      expect([noEvent.status, noEvent.body.errors[0].field]).to.deep.equal([400, 'event-data']);
    });
  });

  it('answers 404 where no secret is set, and takes no Origin or cookie', async () => {
    await withApp(
      async (app) => {
        const standard = await postStandard(app, { type: 'email.delivered', data: {} });
        expect([standard.status, standard.body]).to.deep.equal([404, { message: 'Not found' }]);
        expect((await postMailgun(app, { event: 'delivered' })).status).to.equal(404);
      },
      { EMAIL_WEBHOOK_SECRET: '', MAILGUN_WEBHOOK_SIGNING_KEY: '' },
    );
  });
});
