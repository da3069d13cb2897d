/**
 * From a form to a booked call with the details typed once (docs/product/booking.md#one-flow): the revenue check's
 * analysis request and the contact form, each followed by its thank-you page, at 375 px, from the keyboard, with
 * JavaScript on (the times picked right on the thank-you page) and off (its link to /book carrying the lead).
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { startBookingApp, type BookingTestApp } from '../helpers/booking.ts';
import { form as contactForm } from '../helpers/contact-form.ts';
import { tabTo } from '../helpers/keyboard.ts';

const exampleQuery =
  'specialty=ob-gyn&providers=4&collections=2400000&collectionsPeriod=annual&denialRate=12&daysInAR=48&cleanClaimRate=88&netCollectionRate=94';

/** Types each value into the field after the focused one's turn, by keyboard: type, then Tab. */
async function typeInTurn(page: Page, values: string[]): Promise<void> {
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

/** Books the first free time from a thank-you page by keyboard: inline with JavaScript, through /book without. */
async function bookFromThankYou(page: Page, javaScript: boolean, shot: string, who: string): Promise<void> {
  if (javaScript) {
    await page.waitForSelector('.inline-booking-form:not([hidden]) input[name="start"]');
    expect(await page.$eval('.inline-booking-as', (note) => note.textContent)).to.include(`Booking as ${who}`);
    expect(await page.$('.inline-booking-link:not([hidden])'), 'the picker replaces the link').to.equal(null);
    await keepScreenshot(page, `${shot}-picker-375`, true);
    await tabTo(page, '.inline-booking-form input[name="start"]');
    await page.keyboard.press('Space');
    await tabTo(page, '.inline-booking-form button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.inline-booking-done');
    expect(await page.evaluate(() => document.activeElement?.matches('.inline-booking-done') ?? false), 'focus on the confirmation').to.equal(true);
    expect(await page.$eval('.inline-booking-announce', (status) => status.textContent)).to.include('Your call is booked');
    expect(await page.$eval('.inline-booking-done a[href$="/invite.ics"]', (link) => link.textContent)).to.include('.ics');
    expect(await page.$('.inline-booking-done a[href^="/book/manage/"]')).to.not.equal(null);
    expect(await page.$eval('.inline-booking-done', (done) => done.textContent)).to.include('your time zone');
    await keepScreenshot(page, `${shot}-booked-375`, true);
    return;
  }
  await tabTo(page, 'a[href^="/book?lead="]');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(await page.$eval('.book-carried', (note) => note.textContent)).to.include(`Booking as ${who}`);
  expect(await page.$('#book-fullName')).to.equal(null);
  await tabTo(page, 'form.book-form input[name="start"]');
  await page.keyboard.press('Space');
  await tabTo(page, 'form.book-form button[type="submit"]');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).to.match(/^\/book\/manage\//);
  await keepScreenshot(page, `${shot}-booked-375-no-js`, true);
}

describe('From a form to a booked call, details typed once', function () {
  this.timeout(60_000);
  let context: BookingTestApp;
  let page: Page | undefined;
  beforeEach(async () => {
    context = await startBookingApp();
    // Leads are stamped by the wall clock and their token is good for 30 days by the app's: both read today.
    context.now.ms = Date.now();
  });
  afterEach(async () => {
    await page?.close();
    await context.app.close();
  });

  /** One lead, and one call that belongs to it, with the details as typed once. */
  async function expectOneLeadWithItsCall(details: Record<string, string>): Promise<void> {
    const leads = await context.app.db('contacts');
    expect(leads).to.have.length(1);
    const bookings = await context.app.db('bookings');
    expect(bookings).to.have.length(1);
    expect(Number(bookings[0].contact_id)).to.equal(Number(leads[0].id));
    expect(bookings[0]).to.include(details);
  }

  for (const javaScript of [true, false]) {
    const mode = javaScript ? 'on' : 'off';
    it(`revenue check → analysis → call: takes the details once, by keyboard at 375 px (JavaScript ${mode})`, async () => {
      page = await newPage({ width: 375, height: 800, javaScript });
      await page.goto(`${context.app.url}/revenue-check?${exampleQuery}`);
      await tabTo(page, '#rc-a-fullName');
      await typeInTurn(page, ['Dana Whitfield', 'dana@riverside-obgyn.example', 'Riverside OB-GYN', '555 010 2345']);
      await page.select('#rc-a-bestTime', 'morning');
      await tabTo(page, '.rc-analysis-form button[type="submit"]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
      await bookFromThankYou(page, javaScript, `one-flow-analysis-js-${mode}`, 'Dana Whitfield, Riverside OB-GYN');
      expect(await page.$eval('.book-where', (where) => where.textContent)).to.include('will call you on 555 010 2345');
      await expectOneLeadWithItsCall({ full_name: 'Dana Whitfield', email: 'dana@riverside-obgyn.example', company: 'Riverside OB-GYN' });
    });

    it(`contact form → call: takes the details once, by keyboard at 375 px (JavaScript ${mode})`, async () => {
      page = await newPage({ width: 375, height: 800, javaScript });
      await page.goto(`${context.app.url}/#contact`);
      await tabTo(page, `${contactForm} [name="fullName"]`);
      await typeInTurn(page, ['Sam Ortiz', 'sam@lakeside-clinic.example', 'Lakeside Clinic', '555 010 7788']);
      await tabTo(page, `${contactForm} [name="message"]`);
      await page.keyboard.type('We would like to talk about our denials.');
      await tabTo(page, `${contactForm} button[type="submit"]`);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      const thanks = new URL(page.url());
      expect(thanks.pathname).to.equal('/thank-you');
      expect(thanks.searchParams.get('lead')).to.match(/^[\w-]{43}$/);
      expect(await page.$eval('main', (main) => main.textContent)).to.include('Your message has been sent.');
      await bookFromThankYou(page, javaScript, `one-flow-contact-js-${mode}`, 'Sam Ortiz, Lakeside Clinic');
      expect(await page.$eval('.book-where', (where) => where.textContent)).to.include('will call you on 555 010 7788');
      await expectOneLeadWithItsCall({ full_name: 'Sam Ortiz', email: 'sam@lakeside-clinic.example', company: 'Lakeside Clinic' });
    });
  }
});
