/**
 * The dashboard's Calls page in Chromium (docs/product/booking.md#staff-side): saving one's availability, a
 * refused range shown beside its field, an upcoming call with its lead link, the calendar feed shown once,
 * and the owners' booking settings.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { clickStill, enabledButton } from '../helpers/browser.ts';
import { allWeek, postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { callJson } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { signInAs } from '../helpers/app.ts';

describe('The Calls page of the dashboard', function () {
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

  async function open(cookie: string, width = 1280): Promise<Page> {
    const page = await browserPage(context.app, cookie, { width });
    pages.push(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${context.app.url}/dashboard/calls`);
    return page;
  }
  /** The toasts close first: their own markup is the toast island's business (islands/toast/). */
  async function axeWithoutToasts(page: Page): Promise<string[]> {
    while (await page.$('.toast-close')) await page.click('.toast-close');
    await page.waitForFunction(() => !document.querySelector('.toast'));
    return axeViolations(page);
  }
  /** Waits for the toast titled `title`; on a timeout, says which toasts the page showed instead. */
  const toast = (page: Page, title: string) =>
    page.waitForSelector(`::-p-xpath(//*[contains(@class, "toast")]//*[normalize-space(.)="${title}"])`).catch(async (error: unknown) => {
      const shown = await page.$$eval('.toast', (toasts) => toasts.map((element) => element.textContent)).catch(() => []);
      throw new Error(`No "${title}" toast; the page showed ${JSON.stringify(shown)}`, { cause: error });
    });

  it('saves the availability, and shows a refused range beside its field (375 px)', async () => {
    const page = await open(context.salesCookie, 375);
    const mondayEnd = 'input[name="mon-0-end"]';
    await page.waitForSelector(mondayEnd);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    // Monday ends before it starts.
    await page.$eval(mondayEnd, (input) => (input as HTMLInputElement).select());
    await page.type(mondayEnd, '08:00');
    await page.click('::-p-aria(Add hours on Tuesday)');
    await page.select('select[name="timeZone"]', 'America/Chicago');
    // At 375 px the button is below the fold: brought into view and clicked once the page stops scrolling.
    await clickStill(page, await enabledButton(page, 'Save availability'));
    await page.waitForSelector(`${mondayEnd}[aria-invalid="true"]`);
    const error = await page.$eval(mondayEnd, (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(error).to.equal('mon hours must end after they start.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('mon-0-end');
    expect(await axeWithoutToasts(page)).to.deep.equal([]);

    await page.$eval(mondayEnd, (input) => (input as HTMLInputElement).select());
    await page.type(mondayEnd, '12:00');
    for (const [part, time] of Object.entries({ start: '18:00', end: '20:00' })) {
      await page.$eval(`input[name="tue-1-${part}"]`, (input) => (input as HTMLInputElement).select());
      await page.type(`input[name="tue-1-${part}"]`, time);
    }
    await page.type('input[type="date"]', '01152030');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[type="date"]')?.value === '2030-01-15');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.calls-days-off-list ::-p-text(2030-01-15)');
    await clickStill(page, await enabledButton(page, 'Save availability'));
    await toast(page, 'Availability saved');
    const saved = await callJson(`${context.app.url}/api/admin/availability`, 'GET', context.salesCookie);
    expect(saved.body).to.deep.include({ timeZone: 'America/Chicago', daysOff: ['2030-01-15'] });
    const hours = (saved.body as { weeklyHours: Record<string, unknown> }).weeklyHours;
    expect(hours.mon).to.deep.equal([{ start: '09:00', end: '12:00' }]);
    expect(hours.tue).to.deep.equal([
      { start: '09:00', end: '17:00' },
      { start: '18:00', end: '20:00' },
    ]);
    expect(await page.$('[aria-invalid="true"]')).to.equal(null);
  });

  it('lists an upcoming call by day with its lead link, and shows the feed address once', async () => {
    const booked = await postBooking(context, { ...visitor, start: '2030-01-07T10:00:00.000Z', phone: '555-010-0199' });
    expect(booked.status).to.equal(201);
    const page = await open(context.salesCookie);
    const call = await page.waitForSelector('.calls-call');
    const text = await call!.evaluate((element) => element.textContent ?? '');
    for (const part of ['Dana Whitfield', 'Riverside OB-GYN', 'dana@riverside-obgyn.example', '555-010-0199', '5:00 AM']) expect(text).to.include(part);
    expect(await page.$eval('.calls-upcoming h3', (heading) => heading.textContent)).to.equal('Monday, January 7, 2030');
    const contactId = (await context.app.db('bookings').first('contact_id')).contact_id as number;
    expect(await page.$eval('.calls-call a[href^="/dashboard/leads/"]', (link) => link.getAttribute('href'))).to.equal(`/dashboard/leads/${contactId}`);

    await clickStill(page, await enabledButton(page, 'Make a feed address'));
    const url = await page.waitForSelector('#calendar-feed-url');
    expect(await axeWithoutToasts(page)).to.deep.equal([]);
    const address = await url!.evaluate((input) => (input as HTMLInputElement).value);
    expect(address).to.match(/\/calendar\/[\w-]+\.ics$/);
    const feed = await fetch(`${context.app.url}${new URL(address).pathname}`);
    expect(await feed.text()).to.include('BEGIN:VCALENDAR');

    await page.reload();
    await page.waitForSelector('::-p-text(Its address is shown only once)');
    expect(await page.$('#calendar-feed-url')).to.equal(null);
    await clickStill(page, await enabledButton(page, 'Turn off the feed'));
    await toast(page, 'Calendar feed turned off');
    expect((await fetch(`${context.app.url}${new URL(address).pathname}`)).status).to.equal(404);
  });

  it("gives owners the company's booking settings, with a refusal beside its field", async () => {
    const owner = await signInAs(context.app, 'owner', 'calls-owner');
    await callJson(`${context.app.url}/api/admin/availability`, 'PUT', owner.cookie, { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] });
    const page = await open(owner.cookie);
    const callMinutes = 'input[name="callMinutes"]';
    await page.waitForSelector(callMinutes);
    await page.$eval(callMinutes, (input) => (input as HTMLInputElement).select());
    await page.type(callMinutes, '32');
    await clickStill(page, await enabledButton(page, 'Save booking settings'));
    await page.waitForSelector(`${callMinutes}[aria-invalid="true"]`);
    expect(await page.$eval(`${callMinutes} ~ .field-error`, (error) => error.textContent)).to.include('multiple of 5');
    await page.$eval(callMinutes, (input) => (input as HTMLInputElement).select());
    await page.type(callMinutes, '45');
    await clickStill(page, await enabledButton(page, 'Save booking settings'));
    await toast(page, 'Booking settings saved');
    const settings = await callJson(`${context.app.url}/api/admin/booking-settings`, 'GET', owner.cookie);
    expect(settings.body).to.deep.include({ callMinutes: 45 });
  });

  it('is not in the menu, nor open, for an editor', async () => {
    const editor = await signInAs(context.app, 'editor', 'calls-editor');
    const page = await browserPage(context.app, editor.cookie);
    pages.push(page);
    const answer = await page.goto(`${context.app.url}/dashboard/calls`);
    expect(answer?.status()).to.equal(403);
    await page.goto(`${context.app.url}/dashboard`);
    expect(await page.$('.dashboard-shell-nav a[href="/dashboard/calls"]')).to.equal(null);
  });
});
