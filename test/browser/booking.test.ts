/**
 * Booking the free assessment call in Chromium (docs/product/booking.md#booking): without JavaScript (the
 * times in the site's zone, labelled), with it (the visitor's own zone, labelled), at 375 px, with the keyboard
 * only, and the note's warning when it looks like it holds patient details, with and without JavaScript.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { clickStill, newPage } from '../helpers/browser.ts';
import { startBookingApp, type BookingTestApp } from '../helpers/booking.ts';

const form = 'form.book-form';

describe('Booking a call in the browser', function () {
  this.timeout(60_000);
  let context: BookingTestApp;
  const pages: Page[] = [];
  beforeEach(async () => {
    context = await startBookingApp();
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
    await context.app.close();
  });

  async function open(options: { javaScript: boolean; width?: number; timeZone?: string }): Promise<Page> {
    const page = await newPage({ width: options.width ?? 375, height: 800, javaScript: options.javaScript });
    pages.push(page);
    page.on('pageerror', (error) => console.error('page error:', error));
    // axe is injected as a script, which the site's CSP refuses.
    await page.setBypassCSP(true);
    if (options.timeZone) await page.emulateTimezone(options.timeZone);
    await page.goto(`${context.app.url}/book`);
    if (options.javaScript) await page.waitForFunction(() => document.querySelector('[data-booking-zone]')?.textContent?.includes('your time zone'));
    return page;
  }

  async function fillDetails(page: Page, note: string): Promise<void> {
    await page.type(`${form} [name="fullName"]`, 'Dana Whitfield');
    await page.type(`${form} [name="email"]`, 'dana@riverside-obgyn.example');
    await page.type(`${form} [name="company"]`, 'Riverside OB-GYN');
    await page.type(`${form} [name="note"]`, note);
  }

  const bookedCount = async () => Number((await context.app.db('bookings').count({ n: '*' }))[0]!.n);
  const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('books without JavaScript at 375 px, the times in the site’s zone, labelled; a note with a date of birth comes back with a warning first', async () => {
    const page = await open({ javaScript: false });
    expect(await page.$eval('[data-booking-zone]', (element) => element.textContent)).to.match(/^Times in E[SD]T \(America\/New York\)$/);
    // 09:00 UTC on Monday 7 January 2030 is 4:00 AM in New York.
    expect(await page.$eval(`${form} label[data-start="2030-01-07T09:00:00.000Z"]`, (label) => label.textContent)).to.equal('4:00 AM');
    expect(await noHorizontalScroll(page)).to.equal(true);
    await page.click(`${form} label[data-start="2030-01-07T09:00:00.000Z"]`);
    await fillDetails(page, 'Our patient, DOB 3/14/1962, was denied twice.');
    await Promise.all([page.waitForNavigation(), clickStill(page, `${form} button[type="submit"]`)]);

    expect(await page.$eval('.patient-details-warning', (element) => element.textContent)).to.include('a date of birth');
    expect(await page.$eval(`${form} [name="note"]`, (note) => (note as HTMLTextAreaElement).value)).to.equal('Our patient, DOB 3/14/1962, was denied twice.');
    expect(await page.$eval(`${form} [name="fullName"]`, (input) => (input as HTMLInputElement).value)).to.equal('Dana Whitfield');
    expect(await bookedCount()).to.equal(0);

    // The warning took the focus on load and the page scrolled to it: the keyboard does not depend on where things are.
    await page.focus('input[name="confirmPatientDetails"]');
    await page.keyboard.press('Space');
    await page.focus(`${form} button[type="submit"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).to.match(/^\/book\/manage\//);
    expect(await bookedCount()).to.equal(1);
  });

  it('shows the times in the visitor’s own zone with JavaScript, and asks once more before a note with an MRN goes', async () => {
    const page = await open({ javaScript: true, timeZone: 'Asia/Tokyo', width: 1280 });
    expect(await page.$eval('[data-booking-zone]', (element) => element.textContent)).to.equal('Times in your time zone: GMT+9 (Asia/Tokyo)');
    // 09:00 UTC is 6:00 PM in Tokyo, the same date as the list's first time.
    expect(await page.$eval(`${form} label[data-start="2030-01-07T09:00:00.000Z"]`, (label) => label.textContent)).to.equal('6:00 PM');
    // 15:00 UTC is past midnight in Tokyo: its date shows.
    expect(await page.$eval(`${form} label[data-start="2030-01-07T15:00:00.000Z"]`, (label) => label.textContent)).to.equal('Tue, Jan 8, 12:00 AM');

    await page.click(`${form} label[data-start="2030-01-07T09:00:00.000Z"]`);
    await fillDetails(page, 'Chart question for MRN 00482913');
    // Sent from the keyboard: a click measured while the page still scrolled to the typed field could miss the button.
    await page.focus(`${form} button[type="submit"]`);
    await page.keyboard.press('Enter');
    const warning = await page.waitForSelector('.patient-details-warning');
    expect(await warning!.evaluate((element) => element.textContent)).to.include('a medical record number');
    expect(await page.$eval(`${form} button[type="submit"]`, (button) => button.textContent)).to.equal('Book anyway');
    expect(await axeViolations(page)).to.deep.equal([]);
    expect(await page.$eval(`${form} [name="note"]`, (note) => note.getAttribute('aria-describedby'))).to.include('book-note-phi-warning');
    expect(await bookedCount()).to.equal(0);

    // Taking the number out sends at the first press.
    await page.$eval(`${form} [name="note"]`, (note) => ((note as HTMLTextAreaElement).value = ''));
    await page.type(`${form} [name="note"]`, 'A chart question');
    expect(await page.$('.patient-details-warning')).to.equal(null);
    await Promise.all([page.waitForNavigation(), clickStill(page, `${form} button[type="submit"]`)]);
    expect(new URL(page.url()).pathname).to.match(/^\/book\/manage\//);
    expect(await bookedCount()).to.equal(1);
    // The manage page says the call's time, and the times to move it to, in the visitor's zone too.
    await page.waitForFunction(() => document.querySelector('.lead [data-booking-zone]')?.textContent?.includes('your time zone'));
    expect(await page.$eval('.lead', (lead) => lead.textContent)).to.equal('Monday, January 7, 2030 at 6:00 PM (your time zone: GMT+9 (Asia/Tokyo))');
    expect(await page.$eval('.book-times [data-booking-zone]', (label) => label.textContent)).to.equal('Times in your time zone: GMT+9 (Asia/Tokyo)');
  });

  for (const javaScript of [true, false]) {
    it(`books with the keyboard only at 375 px (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const page = await open({ javaScript });
      expect(await noHorizontalScroll(page)).to.equal(true);
      // Tab to the first time of the chosen day, then Space picks it.
      const firstTime = await page.$eval(`${form} input[name="start"]`, (input) => input.id);
      for (let presses = 0; presses < 80 && (await page.evaluate(() => document.activeElement?.id)) !== firstTime; presses++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).to.equal(firstTime);
      await page.keyboard.press('Space');
      expect(await page.$eval(`#${firstTime}`, (input) => (input as HTMLInputElement).checked)).to.equal(true);
      // A radio group is one Tab stop: the next Tab goes to Full name.
      for (const value of ['Dana Whitfield', 'dana@riverside-obgyn.example', 'Riverside OB-GYN', '', 'Denials on cardiology claims']) {
        await page.keyboard.press('Tab');
        if (value) await page.keyboard.type(value);
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('note');
      // The subscribe box, left unticked, then the button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('subscribe');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Book the call');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.match(/^\/book\/manage\//);
      expect(await bookedCount()).to.equal(1);
    });
  }
});
