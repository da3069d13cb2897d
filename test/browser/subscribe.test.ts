/**
 * The subscribe forms in a real browser (docs/product/subscriptions.md#subscribing): /subscribe and the form after
 * a post work with JavaScript off, are axe-clean in both themes at 375 and 1280 px, and the confirmation link
 * from the email confirms.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { subscribeCopy } from '#content/subscriptions.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { gotoSettled, keepScreenshot, newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { confirmPathIn } from '../helpers/subscriptions.ts';

describe('Subscribe forms in the browser', function () {
  this.timeout(60_000);
  let app: TestApp;
  let sink: SmtpSink;
  const pages: Page[] = [];
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    await seedPost(app.db, { slug: 'denials-explained', title: 'Denials explained' });
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

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`/subscribe and the form after a post are axe-clean and fit at ${width} px (${colorScheme})`, async () => {
        for (const path of ['/subscribe', '/blog/denials-explained']) {
          const page = await open({ colorScheme, width }, path);
          expect(await axeViolations(page), path).to.deep.equal([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, path).to.equal(0);
          if (path === '/subscribe') await keepScreenshot(page, `subscribe-${width}-${colorScheme}`, true);
        }
      });
    }
  }

  it('without JavaScript, from a post: type the address, keep the topics, press Subscribe, see what happens next; the link confirms', async () => {
    const page = await open({ javaScript: false }, '/blog/denials-explained');
    await page.type('#post-subscribe-email', 'reader@example.com');
    await Promise.all([page.waitForNavigation(), page.click('form[aria-labelledby="post-subscribe-heading"] button[type="submit"]')]);
    expect(page.url()).to.equal(`${app.url}/subscribe?sent=1`);
    expect(await page.$eval('main', (main) => main.textContent)).to.contain(subscribeCopy.accepted);
    const mail = await sink.mailTo('reader@example.com', 0);
    const consent = await app.db('subscription_consents').first('form', 'page');
    expect(consent).to.deep.equal({ form: 'post', page: '/blog/denials-explained' });
    await gotoSettled(page, `${app.url}${confirmPathIn(mail.raw)}`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal(subscribeCopy.confirmedHeading);
    expect(await app.db('subscriber_topics').orderBy('topic').pluck('topic')).to.deep.equal(['blog-digest', 'obgyn-billing']);
  });

  it('with the keyboard only: Tab reaches the address, the topics and the button; Enter subscribes', async () => {
    const page = await open({}, '/subscribe');
    await page.focus('#subscribe-email');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).to.equal('blog-digest');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(subscribeCopy.submit);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await page.$eval('main', (main) => main.textContent)).to.contain(subscribeCopy.accepted);
    await sink.mailTo('keys@example.com', 0);
    const { id } = await app.db('subscribers').where({ email: 'keys@example.com' }).first('id');
    expect(await app.db('subscriber_topics').where({ subscriber_id: id }).pluck('topic')).to.deep.equal(['obgyn-billing']);
  });
});
