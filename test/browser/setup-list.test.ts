/**
 * The owner's setup list on the overview (docs/product/admin.md#setup-list): at 375 px, by keyboard, each item to
 * do links to where it is done; once every item is done the list is gone.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot } from '../helpers/browser.ts';
import { allWeek } from '../helpers/booking.ts';
import { ownCertification, validSettings } from '../helpers/company.ts';
import { callJson } from '../helpers/http.ts';
import { base64, pngImage } from '../helpers/images.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe("The owner's setup list", function () {
  this.timeout(60_000);
  const opened: { app?: TestApp; page?: Page } = {};
  after(async () => {
    await opened.page?.close();
    await opened.app?.close();
  });

  it('lists what is left with links, reached by keyboard at 375 px, and goes once everything is done', async () => {
    const app = (opened.app = await startTestApp());
    const owner = await signInAs(app, 'owner', 'setup-owner');
    // The company's details saved with the placeholder's kind of phone number: contact stays to do.
    expect((await callJson(`${app.url}/api/admin/settings`, 'PUT', owner.cookie, validSettings)).status).to.equal(200);
    const page = (opened.page = await browserPage(app, owner.cookie, { width: 375, height: 800 }));
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('.setup-list-items');
    expect(await page.$eval('.setup-list-progress', (element) => element.textContent)).to.equal('0 of 4 done');
    const links = await page.$$eval('.setup-list-items a', (anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
    expect(links).to.deep.equal([
      ['Set hours on the Calls page', '/dashboard/calls'],
      ['Enter them in Settings', '/dashboard/settings'],
      ['Upload it in Settings', '/dashboard/settings'],
      ['Add it on the Proof page', '/dashboard/proof'],
    ]);
    expect(await page.$eval('[data-setup-item="contact"]', (item) => item.textContent)).to.include('555 number');
    expect(await axeViolations(page)).to.deep.equal([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    await keepScreenshot(page, 'setup-list-375', true);

    // Keyboard only: Tab until the hours link has the focus, then Enter follows it.
    for (let presses = 0; presses < 40; presses++) {
      if (await page.evaluate(() => document.activeElement?.textContent === 'Set hours on the Calls page')) break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Set hours on the Calls page');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/calls');

    // Hours done: the item says so and its link goes.
    await callJson(`${app.url}/api/admin/availability`, 'PUT', owner.cookie, { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] });
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('[data-setup-item="hours"].is-done');
    expect(await page.$eval('.setup-list-progress', (element) => element.textContent)).to.equal('1 of 4 done');
    expect(await page.$('[data-setup-item="hours"] a')).to.equal(null);

    const upload = await callJson(`${app.url}/api/admin/settings/logo`, 'POST', owner.cookie, { data: base64(pngImage(64, 32)) });
    await callJson(`${app.url}/api/admin/settings`, 'PUT', owner.cookie, { ...validSettings, phone: '(617) 482-3100', logoImageId: upload.body.id });
    expect((await callJson(`${app.url}/api/admin/proof`, 'POST', owner.cookie, ownCertification)).status).to.equal(201);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/setup');
    await page.goto(`${app.url}/dashboard`);
    expect((await (await answered).json()).items.every((item: { done: boolean }) => item.done)).to.equal(true);
    // The answer drawn (two frames after it), the owner's numbers show and the list has gone.
    await page.waitForSelector('.overview-metrics');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.$('.setup-list')).to.equal(null);
  });
});
