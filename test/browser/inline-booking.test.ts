/**
 * Picking the call's time on a thank-you page (docs/product/booking.md#one-flow), where it can go wrong: a time
 * taken meanwhile, the network failing, a double press, no free time at all. In light and dark, axe-clean.
 */
import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { postBooking, startBookingApp, type BookingTestApp } from '../helpers/booking.ts';
import { postContact, validContact } from '../helpers/contacts.ts';

const picker = '.inline-booking-form';

describe('Picking a time on the thank-you page', function () {
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

  async function openThankYou(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const sent = await postContact(context.app, validContact, context.headers);
    page = await newPage({ width: 375, height: 800, colorScheme });
    page.on('pageerror', (error) => console.error('page error:', error));
    // axe is injected as a script, which the site's CSP refuses.
    await page.setBypassCSP(true);
    await page.emulateTimezone('Asia/Tokyo');
    await page.goto(`${context.app.url}/thank-you?lead=${sent.body.leadToken}`);
    await page.waitForFunction(() => document.querySelector('.inline-booking-status')?.textContent === '');
    return page;
  }

  const starts = (on: Page) => on.$$eval(`${picker} input[name="start"]`, (inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const message = (on: Page) => on.$eval('.inline-booking-message', (element) => ({ text: element.textContent, focused: document.activeElement === element }));
  const bookedCount = async () => (await context.app.db('bookings').where({ status: 'booked' })).length;

  async function pickAndBook(on: Page, start: string): Promise<void> {
    await on.focus(`${picker} input[value="${start}"]`);
    await on.keyboard.press('Space');
    await on.focus(`${picker} button[type="submit"]`);
    await on.keyboard.press('Enter');
  }

  it('lists the times in the visitor’s zone and, when one was just taken, says so and shows the times as they are now', async () => {
    const on = await openThankYou();
    expect(await on.$eval(`${picker} .book-zone`, (zone) => zone.textContent)).to.equal('Times in your time zone: GMT+9 (Asia/Tokyo)');
    expect(await axeViolations(on)).to.deep.equal([]);
    await keepScreenshot(on, 'inline-booking-picker-375-light', true);
    const [first] = await starts(on);
    const other = await postBooking(context, { start: first, fullName: 'Other Visitor', email: 'other@example.com', company: 'Other Practice' });
    expect(other.status).to.equal(201);

    await pickAndBook(on, first!);
    await on.waitForSelector('.inline-booking-message:not([hidden])');
    expect(await message(on)).to.deep.equal({
      text: 'Someone has just booked that time. The times below are up to date: please choose another.',
      focused: true,
    });
    const now = await starts(on);
    expect(now).not.to.include(first);
    await keepScreenshot(on, 'inline-booking-taken-375', true);

    await pickAndBook(on, now[0]!);
    await on.waitForSelector('.inline-booking-done');
    expect(await bookedCount()).to.equal(2);
  });

  it('keeps the choice when the network fails, and books once however often the button is pressed', async () => {
    const on = await openThankYou();
    const [, second] = await starts(on);
    let failNext = true;
    await on.setRequestInterception(true);
    on.on('request', (request: HTTPRequest) => {
      if (failNext && request.method() === 'POST' && new URL(request.url()).pathname === '/api/booking') {
        failNext = false;
        void request.abort('internetdisconnected');
      } else void request.continue();
    });
    await pickAndBook(on, second!);
    await on.waitForSelector('.inline-booking-message:not([hidden])');
    expect((await message(on)).text).to.include('We could not reach our server, so the call is not booked yet.');
    expect(await on.$eval(`${picker} input[name="start"]:checked`, (input) => (input as HTMLInputElement).value)).to.equal(second);
    expect(await bookedCount()).to.equal(0);

    // Three presses before the answer: one booking.
    await on.$eval(`${picker} button[type="submit"]`, (button) => {
      for (let press = 0; press < 3; press++) (button as HTMLButtonElement).click();
    });
    await on.waitForSelector('.inline-booking-done');
    expect(await bookedCount()).to.equal(1);
    expect(await axeViolations(on)).to.deep.equal([]);
  });

  it('says in plain words when no time is free, with the phone and email to reach the company (dark)', async () => {
    await context.app.db('availability').del();
    const on = await openThankYou('dark');
    await on.waitForSelector('.inline-booking-none:not([hidden])');
    const none = await on.$eval('.inline-booking-none', (element) => ({
      text: element.textContent,
      links: [...element.querySelectorAll('a')].map((link) => link.getAttribute('href')?.split(':')[0]),
    }));
    expect(none.text).to.include('No times are free for a call in the coming weeks.');
    expect(none.links).to.deep.equal(['tel', 'mailto']);
    expect(await on.$(`${picker}:not([hidden])`)).to.equal(null);
    expect(await on.$('.inline-booking-link:not([hidden])')).to.equal(null);
    expect(await axeViolations(on)).to.deep.equal([]);
    await keepScreenshot(on, 'inline-booking-none-375-dark', true);
  });

  it('sends the visitor to the booking page when the lead’s link has expired meanwhile', async () => {
    const on = await openThankYou();
    const [first] = await starts(on);
    await context.app.db('contacts').update({ created_at: '2020-01-01T00:00:00.000Z' });
    await pickAndBook(on, first!);
    await on.waitForSelector(`${picker}[hidden]`);
    const status = await on.$eval('.inline-booking-status', (element) => ({
      text: element.textContent,
      link: element.querySelector('a')?.getAttribute('href'),
      focused: document.activeElement === element,
    }));
    expect(status).to.deep.equal({
      text: 'This booking link has expired. Please book on the booking page, where you give your details once more: Go to the booking page',
      link: '/book',
      focused: true,
    });
    expect(await bookedCount()).to.equal(0);
  });
});
