/**
 * A page's subscribe section and the "also send me the newsletter" box of the contact, revenue-check and booking
 * forms in a real browser (docs/product/subscriptions.md): axe-clean in both themes, within 375 px, the section
 * subscribes without JavaScript to the topics it offers (the consent names the page and "section"), the box is
 * unticked, and ticked with the keyboard it starts the double opt-in with JavaScript on and off.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { subscribeCopy, subscribeOptionWording } from '#content/subscriptions.ts';
import { sectionKinds } from '#shared/page-sections/index.ts';
import { signIn, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { allWeek } from '../helpers/booking.ts';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled, keepScreenshot, newPage } from '../helpers/browser.ts';
import { validContact } from '../helpers/contacts.ts';
import { adminApi, setCookies } from '../helpers/signed-in.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const sectionPage = '/newsletter';

describe('Subscribe section and the subscribe box in the browser', function () {
  this.timeout(180_000);
  let app: TestApp;
  let sink: SmtpSink;
  let cookie: string;
  let pageId: number;
  const pages: Page[] = [];
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    cookie = await signIn(app);
    // Someone takes calls, so /book shows its form.
    const sales = await signInAs(app, 'sales');
    const owner = adminApi(app, cookie);
    await owner('PUT', '/api/admin/booking-settings', { callMinutes: 30, bufferMinutes: 10, noticeHours: 0, horizonDays: 21 });
    await adminApi(app, sales.cookie)('PUT', '/api/admin/availability', { timeZone: 'UTC', weeklyHours: allWeek('09:00', '17:00'), daysOff: [] });
    const sections = [
      { ...sectionKinds.pageHeader.example(), id: 'header', heading: 'Our newsletter' },
      { ...sectionKinds.subscribe.example(), id: 'news', heading: 'OB-GYN billing, by email', topics: ['obgyn-billing'] },
    ];
    const made = await owner<{ id: number }>('POST', '/api/admin/pages', { path: sectionPage, title: 'Newsletter', sections, status: 'published' });
    pageId = made.id;
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });
  after(async () => {
    await app.close();
    await sink.close();
  });

  async function open(options: Parameters<typeof newPage>[0], path: string): Promise<Page> {
    const page = await newPage(options);
    pages.push(page);
    await page.setBypassCSP(true);
    await gotoSettled(page, `${app.url}${path}`);
    return page;
  }

  for (const path of [sectionPage, '/', '/book']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`${path}: axe-clean at 1280 px and fits 375 px (${colorScheme}); the box is unticked`, async () => {
        const page = await open({ colorScheme, width: 1280 }, path);
        expect(await axeViolations(page), path).to.deep.equal([]);
        if (path !== sectionPage) {
          const boxes = await page.$$eval('input[name="subscribe"]', (inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
          expect(boxes, path).to.deep.equal([false]);
          const label = await page.$eval('input[name="subscribe"]', (input) => (input as HTMLInputElement).labels?.[0]?.textContent);
          expect(label).to.equal(subscribeOptionWording);
        }
        const phone = await open({ colorScheme, width: 375 }, path);
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).to.equal(0);
        await keepScreenshot(phone, `subscribe-options${path.replaceAll('/', '-').replace(/^-$/, '-home')}-375-${colorScheme}`, true);
      });
    }
  }

  it('without JavaScript, the section subscribes to the topics it offers; the consent names its page and the section form', async () => {
    const page = await open({ javaScript: false, width: 375 }, sectionPage);
    expect(await page.$$eval('.section-subscribe input[name="topics[]"]', (inputs) => inputs.map((input) => (input as HTMLInputElement).value))).to.deep.equal([
      'obgyn-billing',
    ]);
    await page.type('.section-subscribe input[type="email"]', 'section@example.com');
    await Promise.all([page.waitForNavigation(), page.click('.section-subscribe button[type="submit"]')]);
    expect(page.url()).to.equal(`${app.url}/subscribe?sent=1`);
    expect(await page.$eval('main', (main) => main.textContent)).to.contain(subscribeCopy.accepted);
    await sink.mailTo('section@example.com', 0);
    const subscriber = await app.db('subscribers').where({ email: 'section@example.com' }).first('id', 'state');
    expect(subscriber.state).to.equal('pending');
    expect(await app.db('subscription_consents').where({ subscriber_id: subscriber.id }).first('form', 'page')).to.deep.equal({
      form: 'section',
      page: sectionPage,
    });
    expect(await app.db('subscriber_topics').where({ subscriber_id: subscriber.id }).pluck('topic')).to.deep.equal(['obgyn-billing']);
  });

  it("shows the section in the page editor's preview", async () => {
    const page = await newPage({ width: 1280 });
    pages.push(page);
    await setCookies(page, app, cookie);
    await gotoSettled(page, `${app.url}/dashboard/pages/${pageId}`);
    const frame = await (await page.waitForSelector('iframe.page-preview-frame'))!.contentFrame();
    await frame.waitForSelector('.section-subscribe h2');
    expect(await frame.$eval('.section-subscribe h2', (heading) => heading.textContent)).to.equal('OB-GYN billing, by email');
    expect(await page.$$eval('fieldset legend', (legends) => legends.map((legend) => legend.textContent))).to.include('Topics offered');
  });

  for (const javaScript of [true, false]) {
    it(`contact form, JavaScript ${javaScript ? 'on' : 'off'}: the box ticked with the keyboard starts the double opt-in; unticked changes nothing`, async () => {
      const email = `contact-${javaScript ? 'js' : 'plain'}@example.com`;
      for (const tick of [false, true]) {
        const page = await open({ javaScript, width: 1280 }, '/');
        await page.type('#contact-home-fullName', validContact.fullName);
        await page.type('#contact-home-email', tick ? email : `untouched-${email}`);
        await page.type('#contact-home-company', validContact.company);
        await page.type('#contact-home-message', validContact.message);
        if (tick) {
          // From the message, Tab reaches the box; Space ticks it.
          await page.focus('#contact-home-message');
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.id)).to.equal('contact-home-subscribe');
          await page.keyboard.press('Space');
        }
        // With JavaScript the island sends the message and then opens the thank-you page; without it, the form does.
        await Promise.all([page.waitForNavigation(), page.click('.contact-submit')]);
        expect(new URL(page.url()).pathname).to.equal('/thank-you');
      }
      const mail = await sink.mailTo(email, 0);
      expect(mail.raw).to.contain('Confirm your subscription');
      expect(await app.db('subscription_consents').where({ wording: subscribeOptionWording }).pluck('page')).to.include('/');
      expect(
        await app
          .db('subscribers')
          .where({ email: `untouched-${email}` })
          .first(),
      ).to.equal(undefined);
    });
  }
});
