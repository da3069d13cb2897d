import { expect } from 'chai';
import { callJson, postJson, request } from '../helpers/http.ts';
import { allWeek, postBooking, slotStarts, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';

const tuesday = '2030-01-08T';
const slot = `${tuesday}10:00:00.000Z`;

describe('Booking a call', () => {
  let context: BookingTestApp;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(() => context.app.close());

  describe('GET /api/booking/slots', () => {
    it('offers every call length within the hours, in UTC, with the site time zone', async () => {
      const answer = await request(`${context.app.url}/api/booking/slots?from=${tuesday}00:00:00Z&to=${tuesday}23:59:00Z`);
      expect(answer.status).to.equal(200);
      expect(answer.body.timeZone).to.equal(context.app.config.siteTimeZone);
      expect(answer.body.slots).to.have.length(16);
      expect(answer.body.slots[0]).to.deep.equal({ start: `${tuesday}09:00:00.000Z`, end: `${tuesday}09:30:00.000Z` });
      expect(answer.body.slots.at(-1)).to.deep.equal({ start: `${tuesday}16:30:00.000Z`, end: `${tuesday}17:00:00.000Z` });
    });

    it('answers 400 naming from and to when they are missing or malformed, and for more than 31 days', async () => {
      const missing = await request(`${context.app.url}/api/booking/slots?from=yesterday`);
      expect(missing.status).to.equal(400);
      expect(missing.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['from', 'to']);
      const long = await request(`${context.app.url}/api/booking/slots?from=2030-01-01T00:00:00Z&to=2030-02-02T00:00:00Z`);
      expect(long.status).to.equal(400);
      expect(long.body.errors[0].field).to.equal('to');
      const backwards = await request(`${context.app.url}/api/booking/slots?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z`);
      expect(backwards.status).to.equal(400);
    });

    it('leaves out days off, slots inside the notice and beyond the horizon', async () => {
      await context.app.db('availability').update({ days_off: JSON.stringify(['2030-01-08']) });
      expect(await slotStarts(context, `${tuesday}00:00:00Z`, `${tuesday}23:59:00Z`)).to.deep.equal([]);
      await context.app.db('booking_settings').update({ notice_hours: 4, horizon_days: 2 });
      // Monday 08:00: four working hours end at 13:00 on Monday.
      const monday = await slotStarts(context, '2030-01-07T00:00:00Z', '2030-01-07T23:59:00Z');
      expect(monday[0]).to.equal('2030-01-07T13:00:00.000Z');
      // Two days from Monday 08:00 end on Wednesday 08:00, before Wednesday's hours.
      expect(await slotStarts(context, '2030-01-09T00:00:00Z', '2030-01-10T00:00:00Z')).to.deep.equal([]);
    });
    it('leaves out the observed US federal holidays once the person switches them on, and refuses a non-boolean', async () => {
      const mlkDay = '2030-01-21T';
      expect(await slotStarts(context, `${mlkDay}00:00:00Z`, `${mlkDay}23:59:00Z`)).to.have.length(16);
      const hours = { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] };
      const wrong = await callJson(`${context.app.url}/api/admin/availability`, 'PUT', context.salesCookie, { ...hours, federalHolidays: 'yes' });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.errors[0].field).to.equal('federalHolidays');
      const saved = await callJson(`${context.app.url}/api/admin/availability`, 'PUT', context.salesCookie, { ...hours, federalHolidays: true });
      expect(saved.status).to.equal(200);
      expect((await callJson(`${context.app.url}/api/admin/availability`, 'GET', context.salesCookie)).body.federalHolidays).to.equal(true);
      expect(await slotStarts(context, `${mlkDay}00:00:00Z`, `${mlkDay}23:59:00Z`)).to.deep.equal([]);
      // The Tuesday after is an ordinary day.
      expect(await slotStarts(context, '2030-01-22T00:00:00Z', '2030-01-22T23:59:00Z')).to.have.length(16);
    });
  });

  describe('POST /api/booking', () => {
    it('answers 201 with the links, and the slot and its buffers leave /slots until the call is cancelled', async () => {
      const answer = await postBooking(context, { ...visitor, start: slot });
      expect(answer.status).to.equal(201);
      expect(answer.body).to.include({ start: slot, end: `${tuesday}10:30:00.000Z` });
      expect(answer.body.manageUrl).to.match(/\/book\/manage\/[\w-]{43}$/);
      expect(answer.body.icsUrl).to.equal(`${answer.body.manageUrl}/invite.ics`);
      const after = await slotStarts(context, `${tuesday}09:00:00Z`, `${tuesday}12:00:00Z`);
      // 09:30 would end within 10:00's buffer-free span; 10:30 starts inside 10:00's buffer.
      expect(after).to.deep.equal([`${tuesday}09:00:00.000Z`, `${tuesday}11:00:00.000Z`, `${tuesday}11:30:00.000Z`]);
      const token = answer.body.manageUrl.split('/').pop();
      const cancelled = await postJson(`${context.app.url}/api/booking/${token}/cancel`, {}, { headers: context.headers });
      expect(cancelled.status).to.equal(200);
      expect(await slotStarts(context, `${tuesday}09:00:00Z`, `${tuesday}12:00:00Z`)).to.include(slot);
      const again = await postJson(`${context.app.url}/api/booking/${token}/cancel`, {}, { headers: context.headers });
      expect(again.status).to.equal(404);
    });

    it('gives exactly one 201 and one 409 to two simultaneous requests for one slot', async () => {
      const answers = await Promise.all([
        postBooking(context, { ...visitor, start: slot }),
        postBooking(context, { ...visitor, email: 'lee@harbor-clinic.example', start: slot }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).to.deep.equal([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.errors[0].field).to.equal('start');
      expect(await context.app.db('bookings').where({ status: 'booked' })).to.have.length(1);
    });

    it('refuses a call overlapping a booked one of another length with 409', async () => {
      expect((await postBooking(context, { ...visitor, start: `${tuesday}10:30:00Z` })).status).to.equal(201);
      await context.app.db('booking_settings').update({ call_minutes: 60, buffer_minutes: 0 });
      // Hour-long calls from 10:00 or 11:00 would overlap the half-hour call at 10:30 plus its buffer.
      for (const start of ['10:00', '11:00']) expect((await postBooking(context, { ...visitor, start: `${tuesday}${start}:00Z` })).status).to.equal(409);
      expect((await postBooking(context, { ...visitor, start: `${tuesday}12:00:00Z` })).status).to.equal(201);
    });

    it('answers 400 naming each bad field', async () => {
      const answer = await postBooking(context, { start: 'soon', fullName: ' ', email: 'dana@', company: '', phone: 'call me', extra: 1 });
      expect(answer.status).to.equal(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).to.have.members(['start', 'fullName', 'email', 'company', 'phone', 'extra']);
    });

    it('answers 400 for a time in the past and for a time outside the hours, each with its message', async () => {
      const past = await postBooking(context, { ...visitor, start: '2030-01-06T10:00:00Z' });
      expect(past.status).to.equal(400);
      expect(past.body.message).to.match(/passed/);
      const night = await postBooking(context, { ...visitor, start: `${tuesday}22:00:00Z` });
      expect(night.status).to.equal(400);
      expect(night.body.message).to.match(/do not take calls/);
      const offGrid = await postBooking(context, { ...visitor, start: `${tuesday}10:10:00Z` });
      expect(offGrid.status).to.equal(400);
    });

    it('records a lead with status call_booked, owned by the person taking the call, with its attribution', async () => {
      const answer = await postBooking(context, {
        ...visitor,
        start: slot,
        note: 'About denials',
        attribution: { landingPage: '/revenue-check?utm_source=news', sentFrom: '/book' },
      });
      expect(answer.status).to.equal(201);
      const [lead] = await context.app.db('contacts');
      expect(lead).to.include({ status: 'call_booked', email: visitor.email, landing_path: '/revenue-check', utm_source: 'news', sent_from: '/book' });
      expect(Number(lead.owner_id)).to.equal(context.salesId);
      const [booking] = await context.app.db('bookings');
      expect(Number(booking.contact_id)).to.equal(Number(lead.id));
      // A second booking by the same address updates that lead rather than adding one.
      await postBooking(context, { ...visitor, email: visitor.email.toUpperCase(), start: `${tuesday}14:00:00Z` });
      expect(await context.app.db('contacts')).to.have.length(1);
    });
  });

  describe('POST /api/booking/{token}/reschedule', () => {
    it('moves the call, frees the old time and answers 404 for an unknown token', async () => {
      const booked = await postBooking(context, { ...visitor, start: slot });
      const token = booked.body.manageUrl.split('/').pop();
      const moved = await postJson(`${context.app.url}/api/booking/${token}/reschedule`, { start: `${tuesday}15:00:00Z` }, { headers: context.headers });
      expect(moved.status).to.equal(200);
      expect(moved.body.start).to.equal(`${tuesday}15:00:00.000Z`);
      const starts = await slotStarts(context, `${tuesday}09:00:00Z`, `${tuesday}17:00:00Z`);
      expect(starts).to.include(slot).and.not.include(`${tuesday}15:00:00.000Z`);
      const [row] = await context.app.db('bookings');
      expect(Number(row.sequence)).to.equal(1);
      const bad = await postJson(`${context.app.url}/api/booking/not-a-token/reschedule`, { start: `${tuesday}16:00:00Z` }, { headers: context.headers });
      expect(bad.status).to.equal(404);
      const malformed = await postJson(`${context.app.url}/api/booking/${token}/reschedule`, { start: 'later' }, { headers: context.headers });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.errors[0].field).to.equal('start');
    });
  });
});
