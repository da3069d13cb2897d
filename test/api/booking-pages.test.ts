import { expect } from 'chai';
import ICAL from 'ical.js';
import { request } from '../helpers/http.ts';
import { startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';

const start = '2030-01-08T10:00:00.000Z';

function postForm(context: BookingTestApp, path: string, fields: Record<string, string>) {
  return request(`${context.app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('Booking without JavaScript, and the invitation', () => {
  let context: BookingTestApp;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(() => context.app.close());

  it("lists the days and the chosen day's times in the site's zone, labelled", async () => {
    const page = await request(`${context.app.url}/book?day=2030-01-08`);
    expect(page.status).to.equal(200);
    page.text = page.text.replaceAll('<!-- -->', '');
    expect(page.text).to.include('Pick a time on Tuesday, January 8');
    expect(page.text).to.include(`value="${start}"`);
    expect(page.text).to.match(/Times in [^<]+\(/);
  });

  it('books from the form, shows the confirmation with the .ics, which parses with its UID, organizer and UTC times', async () => {
    const booked = await postForm(context, '/book', { ...visitor, start, phone: '', note: '' });
    expect(booked.status).to.equal(303);
    const location = booked.headers.get('location')!;
    expect(location).to.match(/^\/book\/manage\/[\w-]{43}\?booked=1$/);
    const page = await request(`${context.app.url}${location}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Your call is booked').and.include('Cancel the call').and.include('Move the call');
    const managePath = location.split('?')[0]!;
    const ics = await request(`${context.app.url}${managePath}/invite.ics`);
    expect(ics.headers.get('content-type')).to.match(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    expect(calendar.getFirstPropertyValue('method')).to.equal('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const [row] = await context.app.db('bookings');
    expect(event.uid).to.equal(row.uid);
    expect(event.startDate.toJSDate().toISOString()).to.equal(start);
    expect(event.startDate.zone?.tzid).to.equal('UTC');
    expect(event.organizer).to.match(/^mailto:/);
    expect(event.sequence).to.equal(0);

    // Moving raises SEQUENCE under the same UID; cancelling answers METHOD:CANCEL and the link is used.
    const moved = await postForm(context, `${managePath}/reschedule`, { start: '2030-01-08T14:00:00.000Z' });
    expect(moved.status).to.equal(303);
    const movedEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse((await request(`${context.app.url}${managePath}/invite.ics`)).text)).getFirstSubcomponent('vevent')!,
    );
    expect(movedEvent.uid).to.equal(row.uid);
    expect(movedEvent.sequence).to.equal(1);
    const cancelled = await postForm(context, `${managePath}/cancel`, {});
    expect(cancelled.status).to.equal(303);
    expect(cancelled.headers.get('location')).to.equal('/book?cancelled=1');
    const cancelledCalendar = new ICAL.Component(ICAL.parse((await request(`${context.app.url}${managePath}/invite.ics`)).text));
    expect(cancelledCalendar.getFirstPropertyValue('method')).to.equal('CANCEL');
    expect(new ICAL.Event(cancelledCalendar.getFirstSubcomponent('vevent')!).sequence).to.equal(2);
    expect((await request(`${context.app.url}${managePath}`)).status).to.equal(404);
  });

  it('shows the form again with the messages and the values when a field is wrong', async () => {
    const answer = await postForm(context, '/book', { ...visitor, email: 'dana@', start });
    expect(answer.status).to.equal(400);
    expect(answer.text).to.include('Please enter a valid email address').and.include('value="Riverside OB-GYN"');
  });

  it("serves a person's calendar feed until it is revoked", async () => {
    const created = await request(`${context.app.url}/api/admin/calendar-feed`, { method: 'POST', headers: { cookie: context.salesCookie } });
    expect(created.status).to.equal(201);
    await postForm(context, '/book', { ...visitor, start });
    const feed = await request(created.body.url.replace(context.app.config.siteUrl, context.app.url));
    expect(feed.status).to.equal(200);
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
    expect(events).to.have.length(1);
    await request(`${context.app.url}/api/admin/calendar-feed`, { method: 'DELETE', headers: { cookie: context.salesCookie } });
    expect((await request(created.body.url.replace(context.app.config.siteUrl, context.app.url))).status).to.equal(404);
  });
});
