/** A lead's calls on its page and in the list (docs/product/booking.md#the-call-on-the-lead), as a salesperson on a phone. */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { enabledButton, keepScreenshot, newPage } from '../helpers/browser.ts';
import { postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { postJson } from '../helpers/http.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The calls on a lead, in the dashboard', () => {
  let context: BookingTestApp;
  let page: Page;
  before(async () => {
    context = await startBookingApp();
    await context.app.db('users').where({ id: context.salesId }).update({ display_name: 'Sam Lee' });
  });
  after(() => context.app.close());
  afterEach(() => page?.close());

  it('shows the booked call with its host apart from the status, and marks it done with a note, at 375 px by keyboard', async () => {
    const booked = await postBooking(context, { ...visitor, start: '2030-01-08T10:00:00Z' });
    expect(booked.status).to.equal(201);
    const cancelled = await postBooking(context, { ...visitor, start: '2030-01-09T10:00:00Z' });
    await postJson(`${context.app.url}/api/booking/${String(cancelled.body.manageUrl).split('/').pop()}/cancel`, {}, { headers: context.headers });
    const [booking] = await context.app.db('bookings').where({ id: booked.body.id });

    page = await newPage({ width: 375, height: 800 });
    await setCookies(page, context.app, context.salesCookie);
    // The list shows the call still to come, not the newer cancelled one, beside the status.
    await page.goto(`${context.app.url}/dashboard/leads`);
    await page.waitForSelector('.lead-card .call-state');
    expect(await page.$eval('.lead-card .call-state', (badge) => badge.textContent)).to.equal('Call booked');
    await keepScreenshot(page, 'leads-list-call-375', true);

    await page.goto(`${context.app.url}/dashboard/leads/${booking.contact_id}`);
    const section = (await page.waitForSelector('section[aria-labelledby="lead-calls"] .lead-call'))!;
    const calls = await page.$$eval('.lead-call > p', (items) => items.map((item) => item.textContent));
    expect(calls).to.have.length(2);
    expect(calls[0]).to.match(/^Call cancelled.*with Sam Lee$/);
    expect(calls[1]).to.match(/^Call booked.*Jan 8, 2030.*with Sam Lee$/);
    await keepScreenshot(page, 'lead-calls-375', true);
    expect(section).to.not.equal(null);

    await page.focus('.lead-call textarea');
    await page.keyboard.type('Talked through their denials.');
    await page.keyboard.press('Tab');
    const done = await enabledButton(page, 'Mark done');
    expect(await done.evaluate((button) => button === document.activeElement)).to.equal(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.lead-calls')?.textContent?.includes('Call done'));
    const history = await page.$eval('.lead-history', (list) => list.textContent ?? '');
    expect(history).to.include('Call booked for').and.include(`by ${visitor.fullName}`).and.include('Call done for');
    expect(await page.$eval('.lead-page', (lead) => lead.textContent)).to.include('Talked through their denials.');
    await keepScreenshot(page, 'lead-calls-done-375', true);
  });
});
