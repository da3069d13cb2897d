import { expect } from 'chai';
import { insertContact } from '#database/contacts.server.ts';
import { signInAs } from '../helpers/app.ts';
import { allWeek, postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { callJson, postJson } from '../helpers/http.ts';

const tuesday = '2030-01-08T';
const slot = `${tuesday}10:00:00.000Z`;

/** A booking test app: the sales person (with hours) reads leads and marks calls. */
function lead(context: BookingTestApp, id: number) {
  return callJson(`${context.app.url}/api/admin/contacts/${id}`, 'GET', context.salesCookie);
}

async function book(context: BookingTestApp, fields: Record<string, unknown> = {}) {
  const answer = await postBooking(context, { ...visitor, start: slot, ...fields });
  expect(answer.status, answer.text).to.equal(201);
  const token = String(answer.body.manageUrl).split('/').pop()!;
  const [row] = await context.app.db('bookings').where({ id: answer.body.id });
  return { id: Number(answer.body.id), token, contactId: Number(row.contact_id) };
}

describe('The call on the lead', () => {
  let context: BookingTestApp;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(() => context.app.close());

  it('booking, moving and cancelling leave the first response empty and write three history entries by the visitor; a staff note then sets it', async () => {
    const { token, contactId } = await book(context);
    context.now.ms += 60_000;
    const moved = await postJson(`${context.app.url}/api/booking/${token}/reschedule`, { start: `${tuesday}15:00:00Z` }, { headers: context.headers });
    expect(moved.status).to.equal(200);
    context.now.ms += 60_000;
    const cancelled = await postJson(`${context.app.url}/api/booking/${token}/cancel`, {}, { headers: context.headers });
    expect(cancelled.status).to.equal(200);

    const detail = (await lead(context, contactId)).body;
    expect(detail.firstResponseAt).to.equal(null);
    expect(detail.responseSeconds).to.equal(null);
    const calls = detail.history.filter((entry: { change: string }) => entry.change === 'call');
    expect(calls.map((entry: { value: string; actorName: string }) => [entry.value, entry.actorName])).to.deep.equal([
      [`booked ${slot}`, visitor.fullName],
      [`rescheduled ${tuesday}15:00:00.000Z`, visitor.fullName],
      ['cancelled', visitor.fullName],
    ]);
    expect(detail.calls).to.deep.equal([
      {
        id: detail.calls[0].id,
        start: `${tuesday}15:00:00.000Z`,
        end: `${tuesday}15:30:00.000Z`,
        state: 'cancelled',
        host: { id: context.salesId, name: 'sales-user' },
      },
    ]);

    const note = await callJson(`${context.app.url}/api/admin/contacts/${contactId}/notes`, 'POST', context.salesCookie, { text: 'Called, left a voicemail.' });
    expect(note.status).to.equal(201);
    const answered = (await lead(context, contactId)).body;
    expect(answered.firstResponseAt).to.be.a('string');
    expect(answered.responseSeconds).to.be.a('number');
  });

  it('keeps the call apart from the sales status: marking the lead Contacted still shows the booked call', async () => {
    const { contactId } = await book(context);
    const contacted = await callJson(`${context.app.url}/api/admin/contacts/${contactId}`, 'PATCH', context.salesCookie, { status: 'contacted' });
    expect(contacted.status).to.equal(200);
    const detail = (await lead(context, contactId)).body;
    expect(detail.status).to.equal('contacted');
    expect(detail.calls.map((call: { state: string }) => call.state)).to.deep.equal(['booked']);
    const list = await callJson(`${context.app.url}/api/admin/contacts`, 'GET', context.salesCookie);
    expect(list.body.items[0].call).to.include({ state: 'booked', start: slot });
    // A status change by staff is a first response; the booking's own change was not.
    expect(detail.firstResponseAt).to.be.a('string');
  });

  it('never moves a later status back to "call booked"', async () => {
    const { id } = await insertContact(context.app.db, { ...visitor, phone: null, subject: 'General inquiry', message: 'Hello' });
    await context.app.db('contacts').where({ id }).update({ status: 'qualified' });
    await book(context);
    expect((await lead(context, id)).body.status).to.equal('qualified');
  });

  describe('PATCH /api/admin/calls/{id}', () => {
    it('marks a call done with a note on its lead; the logged call is the first response', async () => {
      const { id, contactId } = await book(context);
      context.now.ms += 5 * 60_000;
      const marked = await callJson(`${context.app.url}/api/admin/calls/${id}`, 'PATCH', context.salesCookie, {
        state: 'done',
        note: 'Talked through denials.',
      });
      expect(marked.status).to.equal(200);
      expect(marked.body).to.include({ id, state: 'done' });
      const detail = (await lead(context, contactId)).body;
      expect(detail.calls[0].state).to.equal('done');
      expect(detail.notes.map((note: { body: string }) => note.body)).to.deep.equal(['Talked through denials.']);
      expect(detail.history.at(-1)).to.include({ change: 'call', value: `done ${slot}`, actorName: 'sales-user' });
      expect(detail.firstResponseAt).to.equal(new Date(context.now.ms).toISOString());
      const noShow = await callJson(`${context.app.url}/api/admin/calls/${id}`, 'PATCH', context.salesCookie, { state: 'no-show' });
      expect(noShow.body.state).to.equal('no-show');
    });

    it('answers 400 naming a bad state or note, 404 for no such call and 409 for a cancelled one, changing nothing', async () => {
      const { id, token } = await book(context);
      const url = `${context.app.url}/api/admin/calls/${id}`;
      for (const body of [{ state: 'booked' }, {}, { state: 'done', note: 'x'.repeat(5001) }, { state: 'done', extra: 1 }, [], 'done']) {
        const answer = await callJson(url, 'PATCH', context.salesCookie, body);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.message).to.be.a('string');
      }
      expect((await callJson(`${context.app.url}/api/admin/calls/abc`, 'PATCH', context.salesCookie, { state: 'done' })).status).to.equal(400);
      expect((await callJson(`${context.app.url}/api/admin/calls/99999`, 'PATCH', context.salesCookie, { state: 'done' })).status).to.equal(404);
      await postJson(`${context.app.url}/api/booking/${token}/cancel`, {}, { headers: context.headers });
      const refused = await callJson(url, 'PATCH', context.salesCookie, { state: 'done', note: 'Should not be kept' });
      expect(refused.status).to.equal(409);
      const [row] = await context.app.db('bookings').where({ id });
      expect(row.outcome).to.equal(null);
      expect(await context.app.db('contact_notes')).to.have.length(0);
    });
  });

  describe('one owner for the lead and its call', () => {
    it('moves a lead owned by someone without free hours to the call’s host, and its history says so', async () => {
      const { id: ownerId } = await signInAs(context.app, 'sales', 'no-hours');
      const { id: contactId } = await insertContact(context.app.db, { ...visitor, phone: null, subject: 'General inquiry', message: 'Hello' });
      await context.app.db('contacts').where({ id: contactId }).update({ owner_id: ownerId });
      const booked = await book(context);
      expect(booked.contactId).to.equal(contactId);
      const detail = (await lead(context, contactId)).body;
      expect(detail.ownerId).to.equal(context.salesId);
      expect(detail.calls[0].host.id).to.equal(context.salesId);
      expect(detail.history.find((entry: { change: string }) => entry.change === 'owner')).to.include({
        value: String(context.salesId),
        actorName: 'Call routing',
      });
    });

    it('gives an existing lead’s call to its owner when that person is free', async () => {
      const second = await signInAs(context.app, 'sales', 'second-seller');
      const saved = await callJson(`${context.app.url}/api/admin/availability`, 'PUT', second.cookie, {
        timeZone: 'UTC',
        weeklyHours: allWeek('09:00', '17:00'),
        daysOff: [],
      });
      expect(saved.status).to.equal(200);
      const { id: contactId } = await insertContact(context.app.db, { ...visitor, phone: null, subject: 'General inquiry', message: 'Hello' });
      await context.app.db('contacts').where({ id: contactId }).update({ owner_id: second.id });
      const booked = await book(context);
      const [row] = await context.app.db('bookings').where({ id: booked.id });
      expect(Number(row.user_id)).to.equal(second.id);
      expect((await lead(context, contactId)).body.ownerId).to.equal(second.id);
    });
  });
});
