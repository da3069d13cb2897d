/**
 * A booking's manage link is kept by no cache (SECURITY.md#private-links), and the webhook's Resend is
 * throttled (docs/product/leads.md#webhook).
 */
import { expect } from 'chai';
import { resendsPerMinute } from '#server/api/lead-routing-routes.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { callJson, request } from '../helpers/http.ts';
import { startWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

describe("A booking's manage link and the cache", () => {
  let context: BookingTestApp;
  before(async () => {
    context = await startBookingApp();
  });
  after(() => context.app.close());

  it('sends the manage page, and its 404 for an unknown token, with Cache-Control: no-store, private', async () => {
    const booked = await request(`${context.app.url}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
      body: new URLSearchParams({ ...visitor, start: '2030-01-08T10:00:00.000Z', phone: '', note: '' }).toString(),
    });
    expect(booked.status).to.equal(303);
    const managePath = booked.headers.get('location')!.split('?')[0]!;
    for (const path of [managePath, `${managePath}?booked=1`, '/book/manage/no-such-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const page = await request(`${context.app.url}${path}`);
      expect(page.headers.get('cache-control'), path).to.equal('no-store, private');
    }
    // The public booking page is cached as before.
    expect((await request(`${context.app.url}/book`)).headers.get('cache-control')).to.equal('no-cache');
  });
});

describe("The webhook's Resend", () => {
  let app: TestApp;
  let webhook: WebhookReceiver;
  before(async () => {
    webhook = await startWebhook();
    webhook.autoRespond = 204;
    app = await startTestApp({ TRUST_PROXY: '1', CONTACT_NOTIFY_WEBHOOK: webhook.url });
  });
  after(async () => {
    await app.close();
    await webhook.close();
  });

  it(`sends again at most ${resendsPerMinute} times a minute per address, then answers 429 and sends nothing`, async () => {
    const cookie = await signIn(app);
    const first = webhook.nextCall();
    await postContact(app, validContact, { 'x-forwarded-for': randomClientIp() });
    await first;
    const [delivery] = (await app.db('webhook_deliveries').select('id')) as { id: number }[];
    const resend = () => callJson(`${app.url}/api/admin/lead-webhook/deliveries/${delivery!.id}/resend`, 'POST', cookie);
    for (let i = 0; i < resendsPerMinute; i++) expect((await resend()).status).to.equal(200);
    const limited = await resend();
    expect(limited.status).to.equal(429);
    expect(limited.body.message).to.match(/Too many resends/);
    expect(webhook.calls).to.have.length(1 + resendsPerMinute);
  });
});
