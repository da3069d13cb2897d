/**
 * A guide section as a visitor meets it (docs/product/guides.md#the-section): cover, title, description and the
 * request form, axe-clean in both themes at 375 and 1280 px, sent with the keyboard alone, answering the guide page;
 * the email's link downloads the PDF. Against a real SMTP server. The form without JavaScript (a plain POST) is tested
 * in test/api/guide-requests.test.ts.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { guideCopy } from '#content/guides.ts';
import { sectionKinds } from '#shared/page-sections/index.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled, keepScreenshot, newPage } from '../helpers/browser.ts';
import { createGuide, downloadPathIn } from '../helpers/guides.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { adminApi } from '../helpers/signed-in.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

describe('A guide section, as a visitor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let sink: SmtpSink;
  let guideId: number;
  let page: Page | undefined;
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    const cookie = await signIn(app);
    const cover = await uploadImage(app.url, cookie, await photo(850, 1100).jpeg().toBuffer());
    guideId = await createGuide(app, cookie, {
      title: 'OB-GYN global-package billing checklist',
      description: 'What to check before a global obstetric package goes out, visit by visit.\n\nA one-page list for your billing team.',
      fields: { coverImageId: String(cover.body.id), coverAlt: 'The first page of the checklist' },
    });
    const sections = [
      { ...sectionKinds.pageHeader.example(), id: 'header' },
      { id: 'guide', type: 'guide', anchor: 'checklist', guideId },
    ];
    await adminApi(app, cookie)('POST', '/api/admin/pages', { path: '/billing-guides', title: 'Billing guides', sections, status: 'published' });
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });
  after(async () => {
    await app.close();
    await sink.close();
  });

  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows the cover, title, description and form without axe violations (${width} px, ${colorScheme})`, async () => {
        page = await newPage({ colorScheme, width, height: 900 });
        await page.setBypassCSP(true);
        expect((await gotoSettled(page, `${app.url}/billing-guides`))?.status()).to.equal(200);
        const section = (await page.$('#checklist'))!;
        expect(await section.$eval('h2', (heading) => heading.textContent)).to.equal('OB-GYN global-package billing checklist');
        expect(await section.$eval('img', (image) => image.getAttribute('alt'))).to.equal('The first page of the checklist');
        expect(await section.$$eval('.guide-description', (paragraphs) => paragraphs.length)).to.equal(2);
        expect(await axeViolations(page)).to.deep.equal([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        await keepScreenshot(page, `guide-section-${width}-${colorScheme}`, true);
      });
    }
  }

  it('is sent with the keyboard alone, and answers a page that says what happens next', async () => {
    page = await newPage({ width: 1280, height: 900 });
    await gotoSettled(page, `${app.url}/billing-guides`);
    await page.focus('#checklist-email');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('checklist-fullName');
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('checklist-company');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(guideCopy.submit);
    const before = sink.received.length;
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal(guideCopy.sentHeading);
    const mail = await sink.mailTo('keys@example.com', before);
    const download = await fetch(`${app.url}${downloadPathIn(mail.raw)}`);
    expect(download.headers.get('content-type')).to.equal('application/pdf');
  });
});
