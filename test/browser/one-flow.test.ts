/**
 * The revenue check's result, the analysis request, then a booked call, with the details typed once
 * (docs/product/booking.md#one-flow): at 375 px, from the keyboard, with JavaScript on and off.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { startBookingApp, type BookingTestApp } from '../helpers/booking.ts';

const exampleQuery =
  'specialty=ob-gyn&providers=4&collections=2400000&collectionsPeriod=annual&denialRate=12&daysInAR=48&cleanClaimRate=88&netCollectionRate=94';

/** Tabs until the focus is on `selector` (at most 80 presses), as a keyboard user does. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('From the revenue check to a booked call, details typed once', function () {
  this.timeout(60_000);
  let context: BookingTestApp;
  let page: Page | undefined;
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(async () => {
    await page?.close();
    await context.app.close();
  });

  for (const javaScript of [true, false]) {
    it(`takes the name, email and practice once, by keyboard at 375 px (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      page = await newPage({ width: 375, height: 800, javaScript });
      await page.goto(`${context.app.url}/revenue-check?${exampleQuery}`);
      await tabTo(page, '#rc-a-fullName');
      for (const value of ['Dana Whitfield', 'dana@riverside-obgyn.example', 'Riverside OB-GYN', '555 010 2345']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      await page.select('#rc-a-bestTime', 'morning');
      await tabTo(page, '.rc-analysis-form button[type="submit"]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
      // Leads are stamped by the wall clock, the booking by the app's (2030): the lead arrives "now" for the app.
      await context.app.db('contacts').update({ created_at: new Date(context.now.ms).toISOString() });

      await tabTo(page, 'a[href^="/book?lead="]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(await page.$eval('.book-carried', (note) => note.textContent)).to.include('Booking as Dana Whitfield, Riverside OB-GYN');
      expect(await page.$('#book-fullName')).to.equal(null);
      await keepScreenshot(page, `one-flow-book-375-js-${javaScript}`, true);
      await tabTo(page, 'form.book-form input[name="start"]');
      await page.keyboard.press('Space');
      await tabTo(page, 'form.book-form button[type="submit"]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.match(/^\/book\/manage\//);
      expect(await page.$eval('.book-where', (where) => where.textContent)).to.include('will call you on 555 010 2345');
      await keepScreenshot(page, `one-flow-booked-375-js-${javaScript}`, true);

      const leads = await context.app.db('contacts');
      expect(leads).to.have.length(1);
      const [booking] = await context.app.db('bookings');
      expect(Number(booking.contact_id)).to.equal(Number(leads[0].id));
      expect(booking).to.include({ full_name: 'Dana Whitfield', email: 'dana@riverside-obgyn.example', company: 'Riverside OB-GYN' });
    });
  }
});
