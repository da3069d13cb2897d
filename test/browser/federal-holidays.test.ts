/**
 * "My availability" on the dashboard's Calls page (docs/product/booking.md#availability): the US federal holidays
 * listed and switched on by keyboard at 375 px, saved, and still on after a reload.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { clickStill, enabledButton } from '../helpers/browser.ts';
import { startBookingApp, type BookingTestApp } from '../helpers/booking.ts';
import { callJson } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('The federal holidays on the Calls page', function () {
  this.timeout(60_000);
  let context: BookingTestApp;
  let page: Page | undefined;
  before(async () => {
    context = await startBookingApp();
  });
  after(async () => {
    await page?.close();
    await context.app.close();
  });

  it("switches the US federal holidays on by keyboard at 375 px, listing this year's, and the saved hours follow", async () => {
    page = await browserPage(context.app, context.salesCookie, { width: 375 });
    await page.goto(`${context.app.url}/dashboard/calls`);
    const holidaySwitch = await page.waitForSelector('::-p-aria(Take the US federal holidays off[role="checkbox"])');
    expect(await holidaySwitch!.evaluate((input) => (input as HTMLInputElement).checked)).to.equal(false);
    const year = new Date().getFullYear();
    const summary = await page.waitForSelector(`summary ::-p-text(Federal holidays in ${year})`);
    await summary!.evaluate((element) => (element.closest('summary') as HTMLElement).focus());
    await page.keyboard.press('Enter');
    await page.waitForSelector('details[open] .calls-holiday-list', { visible: true });
    const listed = await page.$$eval('details[open] .calls-holiday-list li', (items) => items.map((item) => item.textContent));
    expect(listed).to.have.length(11);
    expect(listed.join('|')).to.include('Thanksgiving Day').and.include('Christmas Day').and.include('Juneteenth');
    await holidaySwitch!.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.calls-federal-switch input')?.checked === true);
    expect(await axeViolations(page)).to.deep.equal([]);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).to.equal(true);
    await clickStill(page, await enabledButton(page, 'Save availability'));
    await page.waitForSelector('::-p-text(Availability saved)');
    const saved = await callJson(`${context.app.url}/api/admin/availability`, 'GET', context.salesCookie);
    expect(saved.body.federalHolidays).to.equal(true);
    await page.reload();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.calls-federal-switch input')?.checked === true);
  });
});
