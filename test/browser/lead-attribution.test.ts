import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { dailyRows, desktopAgent } from '../helpers/analytics.ts';
import { newPage } from '../helpers/browser.ts';
import { form, send } from '../helpers/contact-form.ts';
import { contactRows, validContact } from '../helpers/contacts.ts';

describe('Lead attribution in the browser', () => {
  let app: TestApp;
  let page: Page;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('ties a message to the page, UTM values and referring site the visit began with, and counts the visit', async () => {
    page = await newPage();
    // Headless Chromium says so in its User-Agent, and bots are not counted: look like a desktop browser.
    await page.setUserAgent(desktopAgent);
    // http: from an https page the browser would send no referrer to this plain-http test server.
    await page.goto(`${app.url}/solutions?utm_source=Newsletter&utm_medium=email&utm_campaign=fall&ref=123`, { referer: 'http://www.linkedin.com/feed/' });
    await page.goto(`${app.url}/`);
    await page.waitForFunction((selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true, {}, form);
    for (const [name, value] of Object.entries(validContact)) await page.type(`${form} [name="${name}"]`, value);
    await Promise.all([page.waitForNavigation(), send(page)]);
    expect(new URL(page.url()).pathname).to.equal('/thank-you');

    const [lead] = await contactRows(app);
    expect(lead).to.include({
      landing_path: '/solutions',
      referrer_host: 'linkedin.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall',
      sent_from: '/',
    });
    await app.pageViews!.flush();
    const sources = await dailyRows(app, 'source');
    expect(sources.find((row) => row.value === 'newsletter')).to.include({ views: 1, visitors: 1 });
    // The home page and the thank-you page: the same visitor.
    expect((await dailyRows(app, 'total')).reduce((sum, row) => sum + row.visitors, 0)).to.equal(1);
  });
});
