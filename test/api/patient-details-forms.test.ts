/**
 * The forms without JavaScript warn before patient details go (docs/product/contact.md#patient-details):
 * POST /contact and POST /book answer the form page again (200) with the warning, the visitor's text and the
 * box to tick, store nothing, and go through once the box is ticked. The JSON API does not check.
 */
import { expect } from 'chai';
import { startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { contactRows, postContact, postForm, randomClientIp, useContactTestApp, validContact } from '../helpers/contacts.ts';
import { request } from '../helpers/http.ts';

const homeForm = { ...validContact, source: 'home', website: '' };
const withDob = 'Our patient (DOB 04/12/1971) was denied twice.';

describe('The patient-details warning of the forms without JavaScript', () => {
  describe('POST /contact', () => {
    const context = useContactTestApp();

    it('answers the form again with the warning and the text kept, and stores nothing', async () => {
      const response = await postForm(context.app, { ...homeForm, message: withDob }, context.headers);
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.include('no-store');
      const html = response.text;
      expect(html).to.include('This looks like it holds a date of birth.');
      expect(html).to.include('name="confirmPatientDetails"');
      expect(html).to.include('Our patient (DOB 04/12/1971) was denied twice.</textarea>');
      expect(await contactRows(context.app)).to.have.length(0);
    });

    it('stores the message once the box is ticked', async () => {
      const response = await postForm(context.app, { ...homeForm, message: withDob, confirmPatientDetails: 'yes' }, context.headers);
      expect(response.status).to.equal(303);
      expect((await contactRows(context.app)).map((row) => row.message)).to.deep.equal([withDob]);
    });

    it('still answers a missing field first with 400', async () => {
      const response = await postForm(context.app, { ...homeForm, email: '', message: withDob }, context.headers);
      expect(response.status).to.equal(400);
      expect(response.text).to.include('Email is required.');
    });

    it('leaves the JSON API alone: the warning is the forms’', async () => {
      expect((await postContact(context.app, { ...validContact, message: withDob }, { 'x-forwarded-for': randomClientIp() })).status).to.equal(201);
    });
  });

  describe('POST /book', () => {
    let context: BookingTestApp;
    beforeEach(async () => {
      context = await startBookingApp();
    });
    afterEach(() => context.app.close());
    const book = (fields: Record<string, string>) =>
      request(`${context.app.url}/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
        body: new URLSearchParams({ ...visitor, start: '2030-01-08T10:00:00.000Z', phone: '', ...fields }).toString(),
        redirect: 'manual',
      });

    it('answers /book again with the warning, the chosen time and the note kept, and books nothing', async () => {
      const response = await book({ note: 'Member ID W123456789 for the appeal' });
      expect(response.status).to.equal(200);
      const html = response.text;
      expect(html).to.include('This looks like it holds a member or insurance ID.');
      expect(html).to.include('Member ID W123456789 for the appeal</textarea>');
      expect(html).to.match(/<input type="radio"[^>]*checked=""[^>]*value="2030-01-08T10:00:00.000Z"\/>/);
      expect(Number((await context.app.db('bookings').count({ n: '*' }))[0]!.n)).to.equal(0);
    });

    it('books once the box is ticked, and a note without patient details at once', async () => {
      expect((await book({ note: 'MRN 448812', confirmPatientDetails: 'yes' })).status).to.equal(303);
      expect((await book({ start: '2030-01-08T11:00:00.000Z', note: 'Cardiology denials' })).status).to.equal(303);
      expect(Number((await context.app.db('bookings').count({ n: '*' }))[0]!.n)).to.equal(2);
    });
  });
});
