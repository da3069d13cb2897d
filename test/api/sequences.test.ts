/**
 * Follow-up sequences end to end against a real SMTP server (docs/product/sequences.md): a confirmed subscription
 * gets the first step at once and the second never after an unsubscribe; steps wait for business hours; staff
 * acting on a lead, or taking it out, ends its sequences; an unsubscribed address is never sent a step.
 */
import { expect } from 'chai';
import { saveResponseSettings } from '#database/lead-routing.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { alwaysOpen, subjectsSince, twoSteps, withSequenceApp } from '../helpers/sequences.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { subscribeAndConfirm } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const minutes = (n: number) => n * 60_000;

describe(`Follow-up sequences (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('a confirmed subscription gets step 1 within two minutes, and step 2 never once the person unsubscribes', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      const created = await t.call('POST', '/sequences', twoSteps('subscribed'));
      expect(created.status, created.text).to.equal(201);
      expect(await subscribeAndConfirm(t.app, sink, 'reader@example.com')).to.equal(200);
      const before = sink.received.length;
      t.now.ms += minutes(1);
      await t.rounds();
      await sink.waitFor(before + 1);
      expect(subjectsSince(sink, before)).to.deep.equal(['First of subscribed']);
      const mail = sink.received[before]!;
      expect(mail.to).to.equal('reader@example.com');
      // The same links as a newsletter's: one-click unsubscribe (RFC 8058) and the preferences page.
      const unsubscribe = /^<(https:\/\/www\.example\.com\/unsubscribe\/[\w-]+)>, <mailto:/.exec(headerOf(mail.raw, 'List-Unsubscribe')!)?.[1];
      expect(unsubscribe).to.be.a('string');
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).to.equal('List-Unsubscribe=One-Click');
      expect(decoded(mail.raw)).to.match(/https:\/\/www\.example\.com\/subscribe\/preferences\/[\w-]+/);
      const oneClick = await fetch(`${t.app.url}${new URL(unsubscribe!).pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).to.equal(200);
      for (const later of [minutes(61), minutes(600), minutes(60 * 24 * 3)]) {
        t.now.ms += later;
        await t.rounds();
      }
      expect(subjectsSince(sink, before)).to.deep.equal(['First of subscribed']);
      const shown = await t.call('GET', `/sequences/${created.body.id}`);
      expect(shown.status, shown.text).to.equal(200);
      expect(shown.body.steps.map((step: { counts: unknown }) => step.counts)).to.deep.equal([
        { sent: 1, left: 0 },
        { sent: 0, left: 1 },
      ]);
      expect(shown.body.exits).to.include({ unsubscribed: 1, booked: 0, staff: 0 });
      // The person's history names the step's email.
      const subscriber = (await t.app.db('subscribers').where({ email: 'reader@example.com' }).first('id')) as { id: number };
      const history = await t.call('GET', `/subscribers/${subscriber.id}`);
      expect(history.body.history.emails.map((email: { subject: string }) => email.subject)).to.include('First of subscribed');
    });
  });

  it('steps go out only in business hours: a step due on a weekend waits for Monday 09:00, the next its delay after', async () => {
    const weekdays = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
    await withSequenceApp(
      sink,
      weekdays,
      async (t) => {
        await t.call(
          'POST',
          '/sequences',
          twoSteps('subscribed', { steps: [0, 30].map((delayMinutes, i) => ({ delayMinutes, subject: `Step ${i + 1}`, html: '<p>Hi</p>' })) }),
        );
        await subscribeAndConfirm(t.app, sink, 'weekend@example.com');
        const before = sink.received.length;
        for (const at of ['2030-01-05T12:00:00Z', '2030-01-06T23:00:00Z', '2030-01-07T08:59:00Z']) {
          t.now.ms = Date.parse(at);
          await t.rounds();
        }
        expect(subjectsSince(sink, before), 'nothing before Monday 09:00').to.deep.equal([]);
        t.now.ms = Date.parse('2030-01-07T09:00:00Z');
        await t.rounds();
        await sink.waitFor(before + 1);
        t.now.ms = Date.parse('2030-01-07T09:29:00Z');
        await t.rounds();
        expect(subjectsSince(sink, before)).to.deep.equal(['Step 1']);
        t.now.ms = Date.parse('2030-01-07T09:30:00Z');
        await t.rounds();
        await sink.waitFor(before + 2);
        expect(subjectsSince(sink, before)).to.deep.equal(['Step 1', 'Step 2']);
      },
      Date.parse('2030-01-05T11:00:00Z'),
    );
  });

  it('an analysis request starts its sequence; the lead shows it; a staff note ends it; staff take a lead out by hand', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      const first = await t.call('POST', '/sequences', twoSteps('analysis-requested', { ownerAsSender: true }));
      const second = await t.call('POST', '/sequences', { ...twoSteps('analysis-requested'), name: 'Second follow-up' });
      const owner = (await t.app.db('users').first('id')) as { id: number };
      await t.app.db('users').where({ id: owner.id }).update({ display_name: 'Morgan Reyes' });
      const sent = await postContact(t.app, { ...validContact, email: 'dana@riverside.example', revenueCheck: { inputs: exampleInputs } }, t.headers);
      expect(sent.status, sent.text).to.equal(201);
      expect((await t.call('PATCH', `/contacts/${sent.body.id}`, { ownerId: owner.id })).status).to.equal(200);
      const before = sink.received.length;
      await t.rounds();
      await sink.waitFor(before + 2);
      const ours = () => sink.received.slice(before).filter((mail) => mail.to === 'dana@riverside.example' && /^Subject: (First|Second) of/m.test(mail.raw));
      const firsts = ours();
      expect(firsts).to.have.length(2);
      const fromHeaders = firsts.map((mail) => headerOf(mail.raw, 'From')).sort();
      expect(fromHeaders).to.deep.equal(['Morgan Reyes <news@example.com>', 'news@example.com'].sort());
      const lead = await t.call('GET', `/contacts/${sent.body.id}`);
      expect(lead.body.sequences).to.have.length(2);
      for (const enrolment of lead.body.sequences) {
        expect(enrolment).to.include({ state: 'active', stepCount: 2, stepsSent: 1 });
        expect(Date.parse(enrolment.nextDueAt)).to.be.closeTo(t.now.ms + minutes(60), 1000);
      }
      const ofSecond = lead.body.sequences.find((enrolment: { sequenceId: number }) => enrolment.sequenceId === second.body.id);
      const takeOut = (id: number) => t.call('POST', `/contacts/${sent.body.id}/sequences/${id}/remove`);
      expect((await takeOut(ofSecond.id)).status).to.equal(200);
      expect((await takeOut(ofSecond.id)).status).to.equal(409);
      expect((await takeOut(ofSecond.id + 1000)).status).to.equal(404);
      expect((await t.call('POST', `/contacts/${sent.body.id}/notes`, { text: 'Called, will talk next week.' })).status).to.equal(201);
      t.now.ms += minutes(120);
      await t.rounds();
      expect(ours()).to.have.length(2);
      const after = (await t.call('GET', `/contacts/${sent.body.id}`)).body.sequences;
      expect(after.map((enrolment: { leftReason: string }) => enrolment.leftReason).sort()).to.deep.equal(['removed', 'staff']);
      expect((await t.call('GET', `/sequences/${first.body.id}`)).body.exits).to.include({ staff: 1 });
      expect((await t.call('GET', `/sequences/${second.body.id}`)).body.exits).to.include({ removed: 1 });
    });
  });

  it('a status change ends the lead’s sequences; an unsubscribed address is never enrolled or sent a step', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      await t.call('POST', '/sequences', twoSteps('analysis-requested'));
      const sent = await postContact(t.app, { ...validContact, email: 'lee@clinic.example', revenueCheck: { inputs: exampleInputs } }, t.headers);
      expect((await t.call('PATCH', `/contacts/${sent.body.id}`, { status: 'contacted' })).status).to.equal(200);
      const lead = await t.call('GET', `/contacts/${sent.body.id}`);
      expect(lead.body.sequences[0]).to.include({ state: 'left', leftReason: 'staff', nextDueAt: null });
      await t.app
        .db('subscribers')
        .insert({ email: 'gone@clinic.example', state: 'unsubscribed', manage_token: 'gone-token', created_at: new Date().toISOString() });
      await postContact(t.app, { ...validContact, email: 'Gone@clinic.example', revenueCheck: { inputs: exampleInputs } }, t.headers);
      const before = sink.received.length;
      await t.rounds();
      expect(sink.received.slice(before).filter((mail) => /lee@|gone@/.test(mail.to))).to.deep.equal([]);
      expect(await t.app.db('sequence_enrolments').where({ email: 'gone@clinic.example' })).to.deep.equal([]);
    });
  });
});

describe(`Follow-up sequences and the business hours (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('business hours come from the speed-to-lead settings: changing them moves the steps', async () => {
    await withSequenceApp(sink, { days: [3], start: '09:00', end: '10:00' }, async (t) => {
      await t.call('POST', '/sequences', twoSteps('subscribed'));
      await subscribeAndConfirm(t.app, sink, 'hours@example.com');
      const before = sink.received.length;
      await t.rounds();
      expect(subjectsSince(sink, before)).to.deep.equal([]);
      await saveResponseSettings(t.app.db, { responseTargetMinutes: 60, businessHours: alwaysOpen });
      await t.rounds();
      await sink.waitFor(before + 1);
      expect(subjectsSince(sink, before)).to.deep.equal(['First of subscribed']);
    });
  });
});
