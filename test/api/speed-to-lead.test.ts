import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { insertContact } from '#database/contacts.server.ts';
import { closeDatabase, createDatabase } from '#database/db.server.ts';
import { assignLead } from '#database/lead-routing.server.ts';
import { runLeadSchedule, type LeadSchedulerDeps } from '#server/leads/lead-scheduler.server.ts';
import { createLogger } from '#server/logger.server.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { callJson, type JsonResponse } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { startWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

const hour = 3_600_000;
/** Every day, all day: a one-hour target is due one hour after arrival, whatever the test machine's time. */
const allWeek = { responseTargetMinutes: 60, businessHours: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' } };

/** A fresh app per test, with a webhook receiver, an SMTP server and a clock the test can move. */
interface SpeedToLeadContext {
  app: TestApp;
  cookie: string;
  offset: number;
  webhook: WebhookReceiver;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  clock: () => number;
  call: (method: string, path: string, body?: unknown) => Promise<JsonResponse<any>>;
  submit: (fields?: Record<string, unknown>) => ReturnType<typeof postContact>;
  schedulerDeps: (db?: TestApp['db']) => LeadSchedulerDeps;
}

function speedToLeadApp(): SpeedToLeadContext {
  const t: SpeedToLeadContext = {
    app: undefined as unknown as TestApp,
    cookie: '',
    offset: 0,
    webhook: undefined as unknown as WebhookReceiver,
    smtp: undefined as unknown as Awaited<ReturnType<typeof startSmtp>>,
    clock: () => Date.now() + t.offset,
    call: (method: string, path: string, body?: unknown) => callJson(`${t.app.url}/api/admin${path}`, method, t.cookie, body),
    submit: (fields: Record<string, unknown> = {}) => postContact(t.app, { ...validContact, ...fields }, { 'x-forwarded-for': randomClientIp() }),
    schedulerDeps: (db = t.app.db): LeadSchedulerDeps => ({ db, logger: createLogger('silent'), config: t.app.config, clock: t.clock }),
  };
  beforeEach(async () => {
    t.offset = 0;
    t.webhook = await startWebhook();
    t.smtp = await startSmtp();
    t.app = await startTestApp({ TRUST_PROXY: '1', CONTACT_NOTIFY_WEBHOOK: t.webhook.url, SMTP_URL: t.smtp.url }, { clock: t.clock });
    t.cookie = await signIn(t.app);
    t.webhook.autoRespond = 204;
  });
  afterEach(async () => {
    await t.app.close();
    await t.webhook.close();
    t.smtp.close();
  });
  return t;
}

describe('Speed to lead: assignment', () => {
  const t = speedToLeadApp();
  it('gives leads arriving together to the sales accounts in turns, two each of six', async () => {
    const sellers = [
      await createAdmin(t.app, 'sam', undefined, 'sales'),
      await createAdmin(t.app, 'sky', undefined, 'sales'),
      await createAdmin(t.app, 'sol', undefined, 'sales'),
    ];
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => insertContact(t.app.db, { ...validContact, subject: 'Website contact' }).then((lead) => lead.id)),
    );
    const owners = await Promise.all(ids.map((id) => assignLead(t.app.db, id)));
    for (const seller of sellers) expect(owners.filter((owner) => owner === seller)).to.have.length(2);
    const history = await t.app.db('contact_history').where({ change: 'owner' });
    expect(history).to.have.length(6);
  });

  it('assigns to the owners when there is no sales account, and skips a lead that already has an owner', async () => {
    const response = await t.submit();
    const lead = await t.call('GET', `/contacts/${response.body.id}`);
    const admin = await t.app.db('users').where({ username: 'admin' }).first();
    expect(lead.body.ownerId).to.equal(admin.id);
    const sales = await createAdmin(t.app, 'sam', undefined, 'sales');
    const booked = await insertContact(t.app.db, { ...validContact, subject: 'Website contact' });
    await t.app.db('contacts').where({ id: booked.id }).update({ owner_id: admin.id });
    expect(await assignLead(t.app.db, booked.id)).to.equal(admin.id);
    const turns = await t.app.db('lead_routing_settings').where({ id: 1 }).first();
    expect(await assignLead(t.app.db, (await insertContact(t.app.db, { ...validContact, subject: 'x' })).id)).to.equal(sales);
    expect(Number((await t.app.db('lead_routing_settings').where({ id: 1 }).first()).turns_taken)).to.equal(Number(turns.turns_taken) + 1);
  });

  it('follows the owners’ rules by subject and by revenue check specialty before the turns', async () => {
    await createAdmin(t.app, 'sam', undefined, 'sales');
    const member = await createAdmin(t.app, 'uma', undefined, 'sales');
    const rule = await t.call('POST', '/lead-routing/rules', { subject: 'USWHA Member Program Inquiry', userId: member });
    expect(rule.status).to.equal(201);
    expect(rule.body).to.include({ subject: 'USWHA Member Program Inquiry', specialty: null, userId: member, username: 'uma' });
    for (let n = 0; n < 3; n += 1) {
      const response = await t.submit({ subject: 'USWHA Member Program Inquiry' });
      expect((await t.call('GET', `/contacts/${response.body.id}`)).body.ownerId).to.equal(member);
    }
    expect((await t.call('POST', '/lead-routing/rules', { subject: 'a', specialty: 'ob-gyn', userId: member })).status).to.equal(400);
    expect((await t.call('POST', '/lead-routing/rules', { specialty: 'dentistry', userId: member })).status).to.equal(400);
    expect((await t.call('POST', '/lead-routing/rules', { specialty: 'ob-gyn', userId: 999 })).status).to.equal(400);
    expect((await t.call('DELETE', `/lead-routing/rules/${rule.body.id}`)).status).to.equal(204);
    expect((await t.call('DELETE', `/lead-routing/rules/${rule.body.id}`)).status).to.equal(404);
  });
});

describe('Speed to lead: time to first response and the target', () => {
  const t = speedToLeadApp();
  it('keeps the time to the first note or status change, and sorts by it', async () => {
    const slow = (await t.submit()).body.id;
    const fast = (await t.submit()).body.id;
    const waiting = (await t.submit()).body.id;
    await t.app
      .db('contacts')
      .where({ id: slow })
      .update({ created_at: new Date(Date.now() - 2 * hour).toISOString() });
    expect((await t.call('POST', `/contacts/${slow}/notes`, { text: 'Called, left a message' })).status).to.equal(201);
    expect((await t.call('PATCH', `/contacts/${fast}`, { status: 'contacted' })).status).to.equal(200);
    // Later actions do not change the first response.
    await t.call('POST', `/contacts/${fast}/notes`, { text: 'Second touch' });
    const list = await t.call('GET', '/contacts?sort=responseTime&order=asc');
    expect(list.body.items.map((lead: { id: number }) => lead.id)).to.deep.equal([fast, slow, waiting]);
    const [first, second, third] = list.body.items;
    expect(first.responseSeconds).to.be.within(0, 60);
    expect(second.responseSeconds).to.be.within(2 * 3600 - 60, 2 * 3600 + 60);
    expect(third).to.include({ responseSeconds: null, firstResponseAt: null });
  });

  it('marks a lead overdue once the clock passes the target, and not one answered in time', async () => {
    expect((await t.call('PUT', '/lead-routing', allWeek)).status).to.equal(200);
    const late = (await t.submit()).body.id;
    const answered = (await t.submit()).body.id;
    await t.call('POST', `/contacts/${answered}/notes`, { text: 'Booked a call' });
    const overdueOf = async () =>
      Object.fromEntries((await t.call('GET', '/contacts')).body.items.map((lead: { id: number; overdue: boolean }) => [lead.id, lead.overdue]));
    expect(await overdueOf()).to.deep.equal({ [late]: false, [answered]: false });
    t.offset = hour + 60_000;
    // The session has been idle past its limit on the moved clock: sign in again.
    t.cookie = await signIn(t.app);
    expect(await overdueOf()).to.deep.equal({ [late]: true, [answered]: false });
  });

  it('alerts the owner once by email and t.webhook, even with two processes checking at the same time', async () => {
    await t.call('PUT', '/lead-routing', allWeek);
    await t.app.db('users').where({ username: 'admin' }).update({ email: 'owner@rcm.example' });
    const id = (await t.submit()).body.id;
    t.offset = 2 * hour;
    const email = t.smtp.nextMessage();
    const second = createDatabase({ databaseUrl: t.app.config.databaseUrl, sqlitePath: t.app.config.sqlitePath, isProduction: false });
    try {
      await Promise.all([runLeadSchedule(t.schedulerDeps()), runLeadSchedule(t.schedulerDeps(second))]);
      await runLeadSchedule(t.schedulerDeps(second));
    } finally {
      await closeDatabase(second);
    }
    const message = await email;
    expect(message).to.match(/^To: owner@rcm\.example$/m);
    expect(message).to.include(`Lead #${id} is waiting for an answer`);
    const overdueCalls = t.webhook.calls.filter((received) => received.body.type === 'lead.overdue');
    expect(overdueCalls).to.have.length(1);
    expect((await t.app.db('webhook_deliveries').where({ event: 'lead.overdue' })).length).to.equal(1);
  });

  it('refuses a target or hours that cannot be', async () => {
    for (const body of [
      { ...allWeek, responseTargetMinutes: 0 },
      { ...allWeek, businessHours: { days: [], start: '09:00', end: '17:00' } },
      { ...allWeek, businessHours: { days: [1], start: '17:00', end: '09:00' } },
      { ...allWeek, businessHours: { days: [8], start: '09:00', end: '17:00' } },
      { ...allWeek, businessHours: { days: [1], start: '9am', end: '17:00' } },
    ]) {
      const response = await t.call('PUT', '/lead-routing', body);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.be.a('string');
    }
  });
});

describe('Speed to lead: the webhook', () => {
  const t = speedToLeadApp();
  it('signs each message so the Standard Webhooks reference verification accepts it', async () => {
    const created = await t.call('POST', '/lead-webhook/secret');
    expect(created.status).to.equal(201);
    expect(created.body.secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await t.call('GET', '/lead-webhook')).body).to.include({ configured: true, signed: true });
    expect(JSON.stringify((await t.call('GET', '/lead-webhook')).body)).not.to.include(created.body.secret);
    const nextCall = t.webhook.nextCall();
    const id = (await t.submit()).body.id;
    const received = await nextCall;
    const verified = new Webhook(created.body.secret).verify(received.raw, received.headers) as { type: string; data: { id: number } };
    expect(verified.type).to.equal('lead.created');
    expect(verified.data.id).to.equal(id);
    expect(received.headers['webhook-id']).to.match(/^msg_/);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(received.raw, received.headers)).to.throw();
  });

  it('retries a message the receiver answered with 500, with the same id, until it is delivered', async () => {
    t.webhook.autoRespond = 500;
    const nextCall = t.webhook.nextCall();
    await t.submit();
    const failed = await nextCall;
    await waitFor(async () => (await t.app.db('webhook_deliveries').first()).last_status_code === 500);
    const pending = (await t.call('GET', '/lead-webhook')).body.deliveries[0];
    expect(pending).to.include({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    t.webhook.autoRespond = 204;
    await runLeadSchedule(t.schedulerDeps());
    expect(t.webhook.calls).to.have.length(1);
    t.offset = 6_000;
    await runLeadSchedule(t.schedulerDeps());
    expect(t.webhook.calls).to.have.length(2);
    expect(t.webhook.calls[1]!.headers['webhook-id']).to.equal(failed.headers['webhook-id']);
    expect((await t.call('GET', '/lead-webhook')).body.deliveries[0]).to.include({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
  });

  it('sends a delivery again on Resend, and in Slack’s format when chosen', async () => {
    expect((await t.call('PUT', '/lead-webhook', { format: 'slack' })).body).to.include({ format: 'slack' });
    const nextCall = t.webhook.nextCall();
    await t.submit();
    const first = await nextCall;
    expect(first.body.text).to.match(/^New website lead #\d+: Website contact\. <http:\/\/.+\/dashboard\|Open the dashboard>$/);
    const [delivery] = (await t.call('GET', '/lead-webhook')).body.deliveries;
    await waitFor(async () => (await t.call('GET', '/lead-webhook')).body.deliveries[0].status === 'delivered');
    const resent = await t.call('POST', `/lead-webhook/deliveries/${delivery.id}/resend`);
    expect(resent.status).to.equal(200);
    expect(resent.body).to.include({ status: 'delivered', attempts: 1 });
    expect(t.webhook.calls).to.have.length(2);
    expect(t.webhook.calls[1]!.raw).to.equal(first.raw);
    expect((await t.call('POST', '/lead-webhook/deliveries/99999/resend')).status).to.equal(404);
    expect((await t.call('PUT', '/lead-webhook', { format: 'xml' })).status).to.equal(400);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
