/** The times offered to a lead prefer its owner (docs/product/booking.md#one-owner); the slot query's window. */
import { expect } from 'chai';
import { signInAs } from '../helpers/app.ts';
import { allWeek, postBooking, startBookingApp, type BookingTestApp } from '../helpers/booking.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { callJson, request } from '../helpers/http.ts';

type SlotsAnswer = { status: number; body: { slots: { start: string }[]; errors?: { field: string }[] } };

async function slotsFor(context: BookingTestApp, query: string): Promise<SlotsAnswer> {
  const answer = await fetch(`${context.app.url}/api/booking/slots?${query}`);
  return { status: answer.status, body: (await answer.json()) as SlotsAnswer['body'] };
}

/** A lead sent through the contact form, owned by `ownerId`, arrived "now" for the app's clock. */
async function leadOwnedBy(context: BookingTestApp, ownerId: number): Promise<string> {
  const sent = await postContact(context.app, validContact, context.headers);
  await context.app.db('contacts').update({ owner_id: ownerId, created_at: new Date(context.now.ms).toISOString() });
  return sent.body.leadToken as string;
}

const hourOf = (start: string) => start.slice(11, 16);

describe('GET /api/booking/slots for a lead', () => {
  let context: BookingTestApp;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(() => context.app.close());

  it('offers only the owner’s times when the owner takes calls and is free, and the booking goes to the owner', async () => {
    const owner = await signInAs(context.app, 'sales', 'afternoon-seller');
    await callJson(`${context.app.url}/api/admin/availability`, 'PUT', owner.cookie, { timeZone: 'UTC', weeklyHours: allWeek('13:00', '15:00'), daysOff: [] });
    const leadToken = await leadOwnedBy(context, owner.id);

    const everyone = await slotsFor(context, '');
    expect(everyone.status).to.equal(200);
    expect(everyone.body.slots.map((slot) => hourOf(slot.start))).to.include('09:00');
    const offered = await slotsFor(context, `leadToken=${leadToken}`);
    expect(offered.status).to.equal(200);
    const hours = new Set(offered.body.slots.map((slot) => hourOf(slot.start)));
    expect([...hours].sort()).to.deep.equal(['13:00', '13:30', '14:00', '14:30']);

    // /book with the lead's token offers the same times.
    const book = await request(`${context.app.url}/book?lead=${leadToken}`);
    const listed = [...book.text.matchAll(/data-start="([^"]+)"/g)].map((match) => hourOf(match[1]!));
    expect(listed.length).to.be.greaterThan(0);
    expect(
      listed.every((hour) => hours.has(hour)),
      listed.join(' '),
    ).to.equal(true);

    const start = offered.body.slots[0]!.start;
    const booked = await postBooking(context, { start, leadToken });
    expect(booked.status, booked.text).to.equal(201);
    expect(booked.body.host).to.deep.equal({ name: 'afternoon-seller' });
    expect(booked.body.where).to.equal(`afternoon-seller will call you on ${validContact.phone}.`);
    const [row] = await context.app.db('bookings');
    expect(Number(row.user_id)).to.equal(owner.id);

    // The manage page offers the host's own times to move the call to.
    const manage = await request(new URL(booked.body.manageUrl as string, context.app.url).href.replace(/^https?:\/\/[^/]+/, context.app.url));
    const moveTo = [...manage.text.matchAll(/data-start="([^"]+)"/g)].map((match) => hourOf(match[1]!));
    expect(moveTo.length).to.be.greaterThan(1);
    expect(
      moveTo.every((hour) => hours.has(hour)),
      moveTo.join(' '),
    ).to.equal(true);
  });

  it('offers everyone’s times when the owner takes no calls, or has no free time in the window', async () => {
    const noHours = await signInAs(context.app, 'sales', 'no-hours-seller');
    const noHoursLead = await leadOwnedBy(context, noHours.id);
    const everyone = (await slotsFor(context, '')).body.slots.map((slot) => slot.start);
    expect(everyone.length).to.be.greaterThan(0);
    expect((await slotsFor(context, `leadToken=${noHoursLead}`)).body.slots.map((slot) => slot.start)).to.deep.equal(everyone);

    // Hours only on a day off for the whole window: no free time there, so everyone's times again.
    const away = await signInAs(context.app, 'sales', 'away-seller');
    const days = Array.from({ length: 40 }, (_, day) => new Date(context.now.ms + day * 86_400_000).toISOString().slice(0, 10));
    await callJson(`${context.app.url}/api/admin/availability`, 'PUT', away.cookie, { timeZone: 'UTC', weeklyHours: allWeek('18:00', '20:00'), daysOff: days });
    await context.app.db('contacts').update({ owner_id: away.id });
    expect((await slotsFor(context, `leadToken=${noHoursLead}`)).body.slots.map((slot) => slot.start)).to.deep.equal(everyone);
  });

  it('answers from now to the booking horizon without a range, and 400 naming the field for half a range or a bad token', async () => {
    const whole = await slotsFor(context, '');
    const last = Date.parse(whole.body.slots.at(-1)!.start);
    expect(Date.parse(whole.body.slots[0]!.start)).to.be.at.least(context.now.ms);
    expect(last)
      .to.be.at.most(context.now.ms + 22 * 86_400_000)
      .and.above(context.now.ms + 19 * 86_400_000);
    const half = await slotsFor(context, 'from=2030-01-08T00:00:00Z');
    expect(half.status).to.equal(400);
    expect(half.body.errors?.[0]?.field).to.equal('to');
    const otherHalf = await slotsFor(context, 'to=2030-01-08T00:00:00Z');
    expect(otherHalf.status).to.equal(400);
    expect(otherHalf.body.errors?.[0]?.field).to.equal('from');
    for (const token of ['x'.repeat(43), 'not a token', 'y'.repeat(101)]) {
      const refused = await slotsFor(context, `leadToken=${encodeURIComponent(token)}`);
      expect(refused.status, token).to.equal(400);
      expect(refused.body.errors?.[0]?.field, token).to.equal('leadToken');
    }
  });
});
