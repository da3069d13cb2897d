/**
 * The unticked "also send me the newsletter" box of the contact, revenue-check and booking forms: ticked, the
 * same double opt-in as the subscribe form (a confirmation email, nothing else until confirmed, the consent with
 * the box's exact sentence, the form and its page); unticked, nothing about subscriptions changes; any value but
 * a boolean (JSON) or "yes" (a form) is a 400 naming the field, and nothing is stored. Against a real SMTP server.
 */
import { expect } from 'chai';
import { subscribeOptionWording } from '#content/subscriptions.ts';
import type { TestApp } from '../helpers/app.ts';
import { startTestApp } from '../helpers/app.ts';
import { postBooking, postBookingForm, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { postContact, postForm, randomClientIp, validContact } from '../helpers/contacts.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { confirmPathIn } from '../helpers/subscriptions.ts';

let sink: SmtpSink;
const start = '2030-01-08T10:00:00.000Z';
const exampleForm = Object.fromEntries(Object.entries(exampleInputs).map(([key, value]) => [key, value === null ? '' : String(value)]));

async function withApp(test: (app: TestApp) => Promise<void>) {
  const app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com', TRUST_PROXY: '1' });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

const headers = () => ({ 'x-forwarded-for': randomClientIp() });
const subscriptionRows = async (app: TestApp) => ({
  subscribers: await app.db('subscribers').select('email', 'state'),
  consents: await app.db('subscription_consents').select('form', 'page', 'wording'),
});
const nothing = { subscribers: [], consents: [] };
const confirmMails = (email: string) => sink.received.filter((mail) => mail.to.includes(email) && /Confirm your subscription/.test(mail.raw));

/** Waits for the confirmation email to `email`, follows its link; answers the subscriber's state afterwards. */
async function confirmFrom(app: TestApp, email: string): Promise<string> {
  for (let tries = 0; confirmMails(email).length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  const [mail] = confirmMails(email);
  expect(mail, `a confirmation email to ${email}`).to.not.equal(undefined);
  expect((await request(`${app.url}${confirmPathIn(mail!.raw)}`)).status).to.equal(200);
  return (await app.db('subscribers').where({ email }).first()).state;
}

const hostile: unknown[] = ['yes', 'true', 1, 0, null, {}, [], [true], 'on'];

describe(`The "also send me the newsletter" box on other forms (${testDatabaseKind})`, () => {
  before(async () => {
    sink = await startSmtpSink();
  });
  after(() => sink.close());

  it('contact API: true starts the double opt-in with the box wording, the contact form and its page; false or absent changes nothing', async () => {
    await withApp(async (app) => {
      for (const [index, body] of [{}, { subscribe: false }].entries()) {
        const sent = await postContact(app, { ...validContact, email: `plain${index}@example.com`, ...body }, headers());
        expect(sent.status, sent.text).to.equal(201);
      }
      expect(await subscriptionRows(app)).to.deep.equal(nothing);
      const email = 'reader@riverside-obgyn.example';
      const ticked = await postContact(app, { ...validContact, email, subscribe: true, attribution: { sentFrom: '/uswha' } }, headers());
      expect(ticked.status, ticked.text).to.equal(201);
      expect(await subscriptionRows(app)).to.deep.equal({
        subscribers: [{ email, state: 'pending' }],
        consents: [{ form: 'contact', page: '/uswha', wording: subscribeOptionWording }],
      });
      expect(await confirmFrom(app, email)).to.equal('confirmed');
      expect(confirmMails('plain0@example.com').concat(confirmMails('plain1@example.com'))).to.deep.equal([]);
    });
  });

  it('contact API: a subscribe that is not true or false is a 400 naming the field, and stores nothing', async () => {
    await withApp(async (app) => {
      for (const value of hostile) {
        const answer = await postContact(app, { ...validContact, subscribe: value }, headers());
        expect(answer.status, JSON.stringify(value)).to.equal(400);
        expect(answer.body.errors, JSON.stringify(value)).to.deep.equal([
          { field: 'subscribe', message: 'Also send me the newsletter must be true or false.' },
        ]);
      }
      // With other bad fields, every field is named at once.
      const both = await postContact(app, { ...validContact, email: 'nope', subscribe: 'yes' }, headers());
      expect(both.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['email', 'subscribe']);
      expect(await app.db('contacts').select('id')).to.deep.equal([]);
      expect(await subscriptionRows(app)).to.deep.equal(nothing);
    });
  });

  it('revenue check by API: true records the revenue-check form', async () => {
    await withApp(async (app) => {
      const email = 'analysis@riverside-obgyn.example';
      const sent = await postContact(
        app,
        { ...validContact, email, subscribe: true, revenueCheck: { inputs: exampleInputs }, attribution: { sentFrom: '/revenue-check' } },
        headers(),
      );
      expect(sent.status, sent.text).to.equal(201);
      expect((await subscriptionRows(app)).consents).to.deep.equal([{ form: 'revenue-check', page: '/revenue-check', wording: subscribeOptionWording }]);
    });
  });

  it('without JavaScript: the contact and analysis forms take "yes", refuse any other value with the form again, and unticked change nothing', async () => {
    await withApp(async (app) => {
      const plain = await postForm(app, { ...validContact, email: 'plain@example.com', source: 'home' }, headers());
      expect(plain.status).to.equal(303);
      expect(await subscriptionRows(app)).to.deep.equal(nothing);
      const bad = await postForm(app, { ...validContact, source: 'home', subscribe: 'maybe' }, headers());
      expect(bad.status).to.equal(400);
      expect(bad.text).to.include('Also send me the newsletter must be true or false.');
      // A form sent back for another field keeps the visitor's tick.
      const kept = await postForm(app, { ...validContact, email: 'nope', source: 'home', subscribe: 'yes' }, headers());
      expect(kept.status).to.equal(400);
      expect(kept.text).to.include('<input type="checkbox" id="contact-home-subscribe" name="subscribe" checked="" value="yes"/>');
      expect(await app.db('contacts').select('id')).to.have.length(1);
      const contact = await postForm(app, { ...validContact, email: 'form@example.com', source: 'uswha', subscribe: 'yes' }, headers());
      expect(contact.status).to.equal(303);
      const analysis = await request(`${app.url}/revenue-check/analysis`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers() },
        body: new URLSearchParams({ ...exampleForm, fullName: 'Dana', email: 'rc@example.com', company: 'Riverside', subscribe: 'yes' }).toString(),
      });
      expect(analysis.status, analysis.text.slice(0, 300)).to.equal(303);
      expect((await subscriptionRows(app)).consents).to.deep.equal([
        { form: 'contact', page: '/uswha', wording: subscribeOptionWording },
        { form: 'revenue-check', page: '/revenue-check', wording: subscribeOptionWording },
      ]);
      expect(await confirmFrom(app, 'rc@example.com')).to.equal('confirmed');
    });
  });

  describe('booking', () => {
    let context: BookingTestApp;
    beforeEach(async () => {
      context = await startBookingApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    });
    afterEach(() => context.app.close());

    it('the API and /book take the box; a bad value is a 400 naming it and books nothing; unticked changes nothing', async () => {
      for (const value of hostile) {
        const answer = await postBooking(context, { ...visitor, start, subscribe: value });
        expect(answer.status, JSON.stringify(value)).to.equal(400);
        expect(answer.body.errors).to.deep.equal([{ field: 'subscribe', message: 'Also send me the newsletter must be true or false.' }]);
      }
      const badForm = await postBookingForm(context, '/book', { ...visitor, start, subscribe: 'on' });
      expect(badForm.status).to.equal(400);
      expect(await context.app.db('bookings').select('id')).to.deep.equal([]);
      expect((await postBooking(context, { ...visitor, start, subscribe: false })).status).to.equal(201);
      expect(await subscriptionRows(context.app)).to.deep.equal(nothing);
      const email = 'booker@example.com';
      const booked = await postBookingForm(context, '/book', { ...visitor, email, start: '2030-01-08T11:00:00.000Z', subscribe: 'yes' });
      expect(booked.status).to.equal(303);
      expect(await subscriptionRows(context.app)).to.deep.equal({
        subscribers: [{ email, state: 'pending' }],
        consents: [{ form: 'booking', page: '/book', wording: subscribeOptionWording }],
      });
      expect(await confirmFrom(context.app, email)).to.equal('confirmed');
    });
  });
});
