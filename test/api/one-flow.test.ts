/** From a form to a booked call with the details typed once (docs/product/booking.md#one-flow): the lead's booking token. */
import { expect } from 'chai';
import { postContact, validContact } from '../helpers/contacts.ts';
import { postBooking, postBookingForm, startBookingApp, type BookingTestApp } from '../helpers/booking.ts';
import { request } from '../helpers/http.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';

const start = '2030-01-08T10:00:00.000Z';

/** Leads are stamped by the wall clock, bookings by the app's (2030): the lead arrives "now" for the app. */
const arrivedNow = (context: BookingTestApp) => context.app.db('contacts').update({ created_at: new Date(context.now.ms).toISOString() });

const postForm = postBookingForm;

describe('One flow: a lead books its call without typing its details again', () => {
  let context: BookingTestApp;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(() => context.app.close());

  it('POST /api/booking with the contact answer’s leadToken books for that lead, with its details', async () => {
    const sent = await postContact(context.app, validContact, context.headers);
    expect(sent.status).to.equal(201);
    expect(sent.body.leadToken).to.match(/^[\w-]{43}$/);
    await arrivedNow(context);
    const booked = await postBooking(context, { start, leadToken: sent.body.leadToken });
    expect(booked.status, booked.text).to.equal(201);
    const [row] = await context.app.db('bookings');
    expect(Number(row.contact_id)).to.equal(sent.body.id);
    expect(row).to.include({ full_name: validContact.fullName, email: validContact.email, company: validContact.company });
    expect(await context.app.db('contacts')).to.have.length(1);
    // The token is stored only as its hash.
    const [lead] = await context.app.db('contacts');
    expect(lead.booking_token_hash)
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.equal(sent.body.leadToken);
  });

  it('answers 400 naming leadToken for an unknown, malformed or expired token, and books nothing', async () => {
    const sent = await postContact(context.app, validContact, context.headers);
    for (const leadToken of ['x'.repeat(43), 'not a token', 42, '']) {
      const answer = await postBooking(context, { start, leadToken });
      expect(answer.status, String(leadToken)).to.equal(400);
      expect(answer.body.errors[0].field).to.equal('leadToken');
    }
    await context.app.db('contacts').update({ created_at: '2020-01-01T00:00:00.000Z' });
    const expired = await postBooking(context, { start, leadToken: sent.body.leadToken });
    expect(expired.status).to.equal(400);
    expect(await context.app.db('bookings')).to.have.length(0);
  });

  it('without JavaScript: the analysis request’s thank-you links to /book carrying the lead, which asks only for a time', async () => {
    const fields = Object.fromEntries(Object.entries(exampleInputs).map(([key, value]) => [key, value === null ? '' : String(value)]));
    const sent = await postForm(context, '/revenue-check/analysis', {
      ...fields,
      fullName: 'Dana Whitfield',
      email: 'dana@riverside-obgyn.example',
      company: 'Riverside OB-GYN',
      phone: '555 010 2345',
      bestTime: 'morning',
    });
    expect(sent.status).to.equal(303);
    await arrivedNow(context);
    const thanks = await request(`${context.app.url}${sent.headers.get('location')}`);
    // The address holds the lead's token: no cache keeps the page.
    expect(thanks.headers.get('cache-control')).to.equal('no-store, private');
    const bookHref = /href="(\/book\?lead=[\w-]{43})"/.exec(thanks.text)?.[1];
    expect(bookHref, 'the thank-you page links to /book with the lead').to.be.a('string');
    const book = await request(`${context.app.url}${bookHref}&day=2030-01-08`);
    expect(book.text.replaceAll('<!-- -->', '')).to.include('Booking as Dana Whitfield, Riverside OB-GYN');
    expect(book.text).not.to.include('id="book-fullName"');
    const leadToken = bookHref!.split('=')[1]!;
    const booked = await postForm(context, '/book', { start, leadToken, phone: '', note: '' });
    expect(booked.status).to.equal(303);
    expect(booked.headers.get('location')).to.match(/^\/book\/manage\//);
    const leads = await context.app.db('contacts');
    expect(leads).to.have.length(1);
    const [row] = await context.app.db('bookings');
    expect(Number(row.contact_id)).to.equal(Number(leads[0].id));
    expect(row.phone).to.equal('555 010 2345');
  });

  it('without JavaScript: the contact form’s thank-you carries the lead and links to /book with it, cached nowhere', async () => {
    const sent = await postForm(context, '/contact', { ...validContact, source: 'home', website: '' });
    expect(sent.status).to.equal(303);
    await arrivedNow(context);
    const thanks = await request(`${context.app.url}${sent.headers.get('location')}`);
    expect(thanks.status).to.equal(200);
    expect(thanks.headers.get('cache-control')).to.equal('no-store, private');
    const text = thanks.text.replaceAll('<!-- -->', '');
    expect(text).to.include('Your message has been sent.').and.include(`Booking as ${validContact.fullName}, ${validContact.company}`);
    expect(/href="\/book\?lead=[\w-]{43}"/.test(text), 'the link to /book carries the lead').to.equal(true);
    // An unknown token: the page as for anyone, with the plain booking band.
    const plain = await request(`${context.app.url}/thank-you?lead=${'x'.repeat(43)}`);
    expect(plain.status).to.equal(200);
    expect(plain.text).to.include('href="/book"').and.not.include('Booking as');
  });
});
