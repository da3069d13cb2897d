import { expect } from 'chai';
import ICAL from 'ical.js';
import { request } from '../helpers/http.ts';
import { postBookingForm, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';

const start = '2030-01-08T10:00:00.000Z';

const postForm = postBookingForm;

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

  it('books from the form, shows the confirmation with the host and how the call happens, and the .ics, which parses with its UID, host, location and UTC times', async () => {
    await context.app.db('users').where({ id: context.salesId }).update({ display_name: 'Sam Lee' });
    const booked = await postForm(context, '/book', { ...visitor, start, phone: '(555) 010-2345', note: '' });
    expect(booked.status).to.equal(303);
    const location = booked.headers.get('location')!;
    expect(location).to.match(/^\/book\/manage\/[\w-]{43}\?booked=1$/);
    const page = await request(`${context.app.url}${location}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Your call is booked').and.include('Cancel the call').and.include('Move the call');
    expect(page.text).to.include('Sam Lee will call you on (555) 010-2345.');
    // No email goes out without SMTP_URL: the page says what to keep, in plain words.
    expect(page.text).to.include('Save the calendar file below and bookmark this page');
    const managePath = location.split('?')[0]!;
    const ics = await request(`${context.app.url}${managePath}/invite.ics`);
    expect(ics.headers.get('content-type')).to.match(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    // A downloaded file is a copy to keep, not an invitation to accept or decline.
    expect(calendar.getFirstPropertyValue('method')).to.equal('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.location).to.equal('Phone: (555) 010-2345');
    expect(event.description).to.include('Sam Lee will call you on (555) 010-2345.');
    const organizer = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).to.match(/^Sam Lee, /);
    const [row] = await context.app.db('bookings');
    expect(event.uid).to.equal(row.uid);
    expect(event.startDate.toJSDate().toISOString()).to.equal(start);
    expect(event.startDate.zone?.tzid).to.equal('UTC');
    expect(event.organizer).to.match(/^mailto:/);
    expect(event.sequence).to.equal(0);

    // Moving raises SEQUENCE under the same UID; cancelling marks the event cancelled, and the link says so.
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
    expect(cancelledCalendar.getFirstPropertyValue('method')).to.equal('PUBLISH');
    expect(cancelledCalendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).to.equal('CANCELLED');
    expect(new ICAL.Event(cancelledCalendar.getFirstSubcomponent('vevent')!).sequence).to.equal(2);
    const closed = await request(`${context.app.url}${managePath}`);
    expect(closed.status).to.equal(200);
    expect(closed.headers.get('content-type')).to.match(/^text\/html/);
    expect(closed.text).to.include('This call was cancelled').and.include('href="/book"').and.not.include('Cancel the call');
  });

  it('answers a past call’s link with a page saying it took place and a way to book again; an unknown link stays 404', async () => {
    const booked = await postForm(context, '/book', { ...visitor, start, phone: '', note: '' });
    const managePath = booked.headers.get('location')!.split('?')[0]!;
    context.now.ms = Date.parse('2030-01-08T11:00:00Z');
    const past = await request(`${context.app.url}${managePath}`);
    expect(past.status).to.equal(200);
    expect(past.text).to.include('This call has taken place').and.include('href="/book"').and.not.include('Move the call');
    expect((await request(`${context.app.url}/book/manage/${'x'.repeat(43)}`)).status).to.equal(404);
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
