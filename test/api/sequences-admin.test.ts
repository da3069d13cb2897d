/**
 * The sequence endpoints' rules (docs/product/api.md#sequences): every bad field named, nothing half-written;
 * saving again keeps the steps by place; deleting; and "until they book" ending a sequence on a booking.
 */
import { expect } from 'chai';
import { saveResponseSettings } from '#database/lead-routing.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { postBooking, startBookingApp } from '../helpers/booking.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { signIn, signInAs } from '../helpers/app.ts';
import { createLogger } from '#server/logger.server.ts';
import { createSendQueue } from '#server/subscriptions/send-queue.server.ts';
import { alwaysOpen, subjectsSince, twoSteps, withSequenceApp } from '../helpers/sequences.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, savePostalAddress } from '../helpers/subscriptions.ts';

let sink: SmtpSink;

describe(`Sequence endpoints (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('answers 400 naming each bad field, and stores nothing', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      const bad = await t.call('POST', '/sequences', {
        name: ' ',
        trigger: 'visited',
        active: 'yes',
        steps: [
          { delayMinutes: -1, subject: 'One', html: '<p>1</p>' },
          { delayMinutes: 0, subject: '', html: '<p>2</p>' },
          { delayMinutes: 1.5, subject: 'Three\nlines', html: '' },
        ],
        extra: 1,
      });
      expect(bad.status).to.equal(400);
      const fields = bad.body.errors.map((error: { field: string }) => error.field);
      expect(fields).to.include.members([
        'name',
        'trigger',
        'active',
        'steps[0].delayMinutes',
        'steps[1].subject',
        'steps[2].delayMinutes',
        'steps[2].subject',
        'steps[2].html',
        'extra',
      ]);
      for (const body of [
        null,
        [],
        'x',
        { ...twoSteps('subscribed'), steps: [] },
        { ...twoSteps('subscribed'), steps: Array(21).fill(twoSteps('x').steps[0]) },
      ]) {
        const answer = await t.call('POST', '/sequences', body);
        expect(answer.status, JSON.stringify(body)?.slice(0, 80)).to.equal(400);
      }
      expect(await t.app.db('sequences')).to.deep.equal([]);
      expect(await t.app.db('sequence_steps')).to.deep.equal([]);
      expect((await t.call('GET', '/sequences/999')).status).to.equal(404);
      expect((await t.call('PUT', '/sequences/999', twoSteps('subscribed'))).status).to.equal(404);
      expect((await t.call('DELETE', '/sequences/999')).status).to.equal(404);
      expect((await t.call('GET', '/sequences/abc')).status).to.equal(400);
      expect((await t.call('POST', '/sequences/preview', { subject: 'Hi' })).body.errors[0].field).to.equal('html');
    });
  });

  it('lists, saves again by place, previews with the footer, deletes', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      const { body } = await t.call('POST', '/sequences', twoSteps('no-show', { untilBooked: true }));
      const first = await t.call('GET', `/sequences/${body.id}`);
      expect(first.body).to.include({ name: 'Follow-up on no-show', trigger: 'no-show', active: true, untilBooked: true, ownerAsSender: false });
      const three = { ...twoSteps('no-show'), steps: [...twoSteps('no-show').steps, { delayMinutes: 5, subject: 'Third', html: '<p>3</p>' }] };
      const saved = await t.call('PUT', `/sequences/${body.id}`, three);
      expect(saved.status).to.equal(200);
      expect(saved.body.steps.map((step: { id: number }) => step.id).slice(0, 2)).to.deep.equal(first.body.steps.map((step: { id: number }) => step.id));
      expect(saved.body.steps[2]).to.include({ subject: 'Third', delayMinutes: 5 });
      expect(saved.body.untilBooked).to.equal(false);
      const list = await t.call('GET', '/sequences');
      expect(list.body.sequences).to.have.length(1);
      expect(list.body.sequences[0]).to.include({ id: body.id, stepCount: 3, activeCount: 0 });
      const preview = await t.call('POST', '/sequences/preview', { subject: 'Hi', html: '<p>Hello</p><script>x()</script>' });
      expect(preview.body.html).to.contain('Hello').and.to.contain('1 Harbor Way').and.not.to.contain('<script');
      expect(preview.body.text).to.contain('Unsubscribe');
      expect(preview.body.html).to.contain('https://www.example.com/subscribe').and.not.to.contain('/unsubscribe/');
      expect(preview.body.frame).to.match(/^\/api\/admin\/sequences\/preview\/[\w-]{24}$/);
      const framed = await t.call('GET', `${preview.body.frame.replace('/api/admin', '')}?theme=dark&v=2`);
      expect(framed.status).to.equal(200);
      expect(framed.headers.get('content-type')).to.contain('text/html');
      expect(framed.headers.get('content-security-policy')).to.contain("default-src 'none'").and.contain("frame-ancestors 'self'");
      expect(framed.text).to.contain('Hello').and.contain('filter:invert(1)');
      expect((await t.call('GET', `${preview.body.frame.replace('/api/admin', '')}?theme=light`)).text).not.to.contain('filter:invert(1)');
      expect((await t.call('GET', `${preview.body.frame.replace('/api/admin', '')}?theme=sepia`)).body.errors[0].field).to.equal('theme');
      expect((await t.call('GET', '/sequences/preview/unknown')).status).to.equal(404);
      const { cookie: other } = await signInAs(t.app, 'editor');
      expect((await admin(t.app, other, 'GET', preview.body.frame.replace('/api/admin', ''))).status, 'another user').to.equal(404);
      // Kept in the database (any web process serves the frame), by the token's hash only; gone after 30 minutes.
      const frameAt = async (minutes: number) => ((t.now.ms += minutes * 60_000), (await t.call('GET', preview.body.frame.replace('/api/admin', ''))).status);
      expect(await t.app.db('sequence_previews').pluck('token_hash'))
        .to.have.length(1)
        .and.not.include(preview.body.frame.split('/').pop());
      expect([await frameAt(29), await frameAt(2)], 'after 29 and 31 minutes').to.deep.equal([200, 404]);
      expect((await t.call('DELETE', `/sequences/${body.id}`)).status).to.equal(204);
      expect(await t.app.db('sequence_steps')).to.deep.equal([]);
    });
  });

  it('sends a test of an email to the signed-in user only, as built for sending, not queued; 409 without their address', async () => {
    await withSequenceApp(sink, alwaysOpen, async (t) => {
      const email = { subject: 'About your analysis', html: '<h2>What we found</h2><p>Three payers denied <strong>most</strong>.</p>' };
      const { cookie, id } = await signInAs(t.app, 'editor', 'writer');
      const noAddress = await admin(t.app, cookie, 'POST', '/sequences/test', email);
      expect(noAddress.status).to.equal(409);
      expect(noAddress.body.message).to.contain('Your profile');
      await t.app.db('users').where({ id }).update({ email: 'writer@example.com' });
      const before = sink.received.length;
      const sent = await admin(t.app, cookie, 'POST', '/sequences/test', email);
      expect(sent.status, sent.text).to.equal(202);
      expect(sent.body).to.deep.equal({ message: 'A test was sent to writer@example.com.', to: 'writer@example.com' });
      const mail = await sink.mailTo('writer@example.com', before);
      expect(headerOf(mail.raw, 'Subject')).to.equal('[Test] About your analysis');
      expect(headerOf(mail.raw, 'List-Unsubscribe')).to.equal('<https://www.example.com/subscribe>');
      const body = decoded(mail.raw);
      expect(body).to.contain('What we found').and.contain('1 Harbor Way').and.contain('subscribers have not received it');
      expect(body).to.contain('https://www.example.com/subscribe').and.not.to.contain('/unsubscribe/');
      expect(sink.received.slice(before).map((m) => m.to)).to.deep.equal(['writer@example.com']);
      expect(await t.app.db('email_sends').count({ n: '*' }).first()).to.deep.include({ n: testDatabaseKind === 'postgres' ? '0' : 0 });
      expect((await admin(t.app, cookie, 'POST', '/sequences/test', { subject: 'Two\nlines', html: '<p>x</p>' })).body.errors[0].field).to.equal('subject');
    });
  });

  it('"analysis requested" with "until they book" stops when the lead books', async () => {
    const context = await startBookingApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com', SEND_RATE_PER_SECOND: '1000', SITE_TIME_ZONE: 'UTC' });
    try {
      const cookie = await signIn(context.app);
      await savePostalAddress(context.app, cookie);
      await saveResponseSettings(context.app.db, { responseTargetMinutes: 60, businessHours: alwaysOpen });
      const created = await admin(context.app, cookie, 'POST', '/sequences', twoSteps('analysis-requested', { untilBooked: true }));
      const rounds = async () => {
        const queue = createSendQueue({ db: context.app.db, logger: createLogger('silent'), config: context.app.config, clock: () => context.now.ms });
        while ((await queue.runOnce()) > 0);
        await queue.stop();
      };
      const sent = await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs } }, context.headers);
      expect(sent.status).to.equal(201);
      const before = sink.received.length;
      await rounds();
      await sink.waitFor(before + 1);
      // Leads are stamped by the wall clock, bookings by the app's (2030): the lead arrives "now" for the app.
      await context.app.db('contacts').update({ created_at: new Date(context.now.ms).toISOString() });
      const booked = await postBooking(context, { start: '2030-01-08T10:00:00.000Z', leadToken: sent.body.leadToken });
      expect(booked.status, booked.text).to.equal(201);
      context.now.ms += 3 * 60 * 60_000;
      await rounds();
      expect(subjectsSince(sink, before).filter((subject) => subject.includes('of analysis-requested'))).to.deep.equal(['First of analysis-requested']);
      const shown = await admin(context.app, await signIn(context.app), 'GET', `/sequences/${created.body.id}`);
      expect(shown.body.exits).to.include({ booked: 1 });
      expect(shown.body.steps[1].counts).to.deep.equal({ sent: 0, left: 1 });
    } finally {
      await context.app.close();
    }
  });
});
