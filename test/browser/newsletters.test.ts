/**
 * Newsletters in the dashboard, as a marketer (an editor) does it in Chromium (docs/product/subscriptions.md#the-dashboard):
 * write under the site's real CSP, see the built email in the preview as desktop, phone and dark, get the test
 * from the SMTP server, schedule it, then send it now after the question that names the recipients; the email fits
 * a 375 px phone with no sideways scroll and passes the email lint; the pages are axe-clean in both themes.
 */
import { expect } from 'chai';
import type { Frame, Page } from 'puppeteer-core';
import { newsletterText } from '#content/dashboard-newsletters.ts';
import { createAdmin, signIn, signInAs, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { admin, drainSendQueue, savePostalAddress, subscribeAndConfirm } from '../helpers/subscriptions.ts';
import { startTestApp } from '../helpers/app.ts';

let app: TestApp;
let sink: SmtpSink;
let owner: string;
let marketer: string;
const pages: Page[] = [];

/** Each part starts its own app: an owner with the postal address saved, a marketer (an editor) with an address, two confirmed subscribers, a post. */
function startSite(): void {
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com', SEND_RATE_PER_SECOND: '1000' });
    await createAdmin(app);
    owner = await signIn(app);
    await savePostalAddress(app, owner);
    const editor = await signInAs(app, 'editor', 'marketer');
    await app.db('users').where({ id: editor.id }).update({ email: 'marketer@example.com' });
    marketer = editor.cookie;
    await subscribeAndConfirm(app, sink, 'ann@example.com');
    await subscribeAndConfirm(app, sink, 'bob@example.com');
    await seedPost(app.db, { slug: 'denials-explained', title: 'Denials explained', content: '<p>Most denials come from three causes.</p>' });
    // A long title in the post list must not widen the page on a phone.
    await seedPost(app.db, {
      slug: 'long-title',
      title: 'Five habits of practices that get paid on time, and the three checks the front desk makes before every visit',
    });
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });
  after(async () => {
    await app.close();
    await sink.close();
  });
}

async function open(path: string, options: Parameters<typeof browserPage>[2] = {}): Promise<Page> {
  const page = await browserPage(app, marketer, options);
  pages.push(page);
  await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
  return page;
}

/** The document inside the preview frame, once it has the email. */
async function previewFrame(page: Page): Promise<Frame> {
  await page.waitForSelector('.newsletter-preview-frame iframe');
  const handle = await page.$('.newsletter-preview-frame iframe');
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector('body table');
  return frame;
}

async function choosePreview(page: Page, mode: 'desktop' | 'phone' | 'dark'): Promise<Frame> {
  await page.click(`input[name="newsletter-preview-mode"][value="${mode}"]`);
  await page.waitForFunction((m) => document.querySelector('.newsletter-preview-frame')?.getAttribute('data-mode') === m, {}, mode);
  return previewFrame(page);
}

describe('Newsletters in the dashboard: write, preview, test, schedule and send', function () {
  this.timeout(90_000);
  startSite();

  it('write, preview (desktop, phone, dark), test to yourself, schedule, then send now after the question naming the recipients', async () => {
    const page = await open('/dashboard/newsletters/new', { enforceCsp: true });
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    await page.waitForSelector('.rich-text-frame[aria-busy="false"]');
    await page.type('input[name="subject"]', 'December notes');
    await page.click('.rich-text-holder [contenteditable="true"]');
    await page.keyboard.type('Three things to check before the year ends.');
    // The first save gives the draft its own address: a reload or Back finds it.
    await page.waitForFunction(() => /\/dashboard\/newsletters\/\d+$/.test(window.location.pathname), { timeout: 15_000 });
    const id = Number(page.url().split('/').pop());
    await page.waitForFunction((saved) => document.querySelector('.newsletter-save-status')?.textContent === saved, {}, newsletterText.saveStates.saved);

    const desktop = await previewFrame(page);
    expect(await desktop.evaluate(() => document.body.textContent))
      .to.contain('Three things to check')
      .and.contain('1 Harbor Way');
    const phone = await choosePreview(page, 'phone');
    expect(await phone.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).to.deep.equal([375, 375]);
    const dark = await choosePreview(page, 'dark');
    expect(await dark.evaluate(() => getComputedStyle(document.documentElement).filter)).to.contain('invert');
    expect(refused).to.deep.equal([]);
    await keepScreenshot(page, 'newsletter-compose-1280', true);

    // Start from a post instead: its title and text replace the body (after the question).
    page.on('dialog', (dialog) => void dialog.accept());
    await page.select('.newsletter-post-picker select', (await app.db('blog_posts').where({ slug: 'denials-explained' }).first('id')).id.toString());
    await page.click('.newsletter-post-picker button');
    await page.waitForFunction(() => document.querySelector('.rich-text-holder')?.textContent?.includes('Most denials come from three causes'));
    await page.waitForFunction(
      async (newsletterId) => {
        const answer = await fetch(`/api/admin/newsletters/${newsletterId}`);
        return ((await answer.json()) as { bodyHtml: string }).bodyHtml.includes('Most denials');
      },
      { timeout: 15_000 },
      id,
    );

    const before = sink.received.length;
    await page.click('.newsletter-send button.button-secondary');
    const test = await sink.mailTo('marketer@example.com', before);
    expect(headerOf(test.raw, 'Subject')).to.equal('[Test] December notes');
    expect(decoded(test.raw)).to.contain('Most denials come from three causes');
    expect((await admin(app, marketer, 'GET', `/newsletters/${id}`)).body.counts.recipients).to.equal(0);

    await page.click('input[name="newsletter-send-mode"][value="later"]');
    await page.waitForSelector('input[type="datetime-local"]');
    await page.focus('input[type="datetime-local"]');
    await page.keyboard.type('12312099');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0900AM');
    await page.click('.newsletter-send button.button-primary');
    await page.waitForSelector('dialog.newsletter-confirm[open]');
    expect(await page.$eval('dialog.newsletter-confirm', (dialog) => dialog.textContent))
      .to.contain('2 subscribers')
      .and.contain('Dec 31, 2099');
    await page.click('dialog.newsletter-confirm .button-primary');
    await page.waitForFunction(() => document.querySelector('.newsletter-status')?.textContent?.startsWith('Scheduled'));
    expect((await admin(app, marketer, 'GET', `/newsletters/${id}`)).body.sendAt).to.match(/^2099-12-31T/);

    await page.click('input[name="newsletter-send-mode"][value="now"]');
    await page.click('.newsletter-send button.button-primary');
    await page.waitForSelector('dialog.newsletter-confirm[open]');
    expect(await page.$eval('dialog.newsletter-confirm', (dialog) => dialog.textContent)).to.contain('goes to 2 subscribers now');
    await page.click('dialog.newsletter-confirm .button-primary');
    await page.waitForSelector('tr[data-count="recipients"]');
    await drainSendQueue(app);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('tr[data-count="sent"]');
    expect(await page.$eval('tr[data-count="sent"] td', (cell) => cell.textContent)).to.equal('2');
    expect(
      sink.received
        .slice(before + 1)
        .map((mail) => mail.to)
        .sort(),
    ).to.deep.equal(['ann@example.com', 'bob@example.com']);
    await keepScreenshot(page, 'newsletter-report-1280', true);
  });
});

describe('Newsletters in the dashboard: by keyboard, and without the postal address', function () {
  this.timeout(90_000);
  startSite();

  it('with the keyboard only at 375 px: subject, a topic and the body by Tab, the test by Enter, the question closed by Escape', async () => {
    const page = await open('/dashboard/newsletters/new', { width: 375, height: 800 });
    await page.waitForSelector('.rich-text-frame[aria-busy="false"]');
    await page.focus('.newsletter-page header a');
    const tab = async () => {
      await page.keyboard.press('Tab');
      return page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.getAttribute('name') ?? active?.tagName ?? '';
      });
    };
    expect(await tab()).to.equal('subject');
    await page.keyboard.type('Keyboard notes');
    expect(await tab()).to.equal('SELECT');
    // "Use this post" is off until a post is chosen, so the next stop is the first topic.
    expect(await tab()).to.equal('topics');
    await page.keyboard.press('Space');
    expect(await tab()).to.equal('topics');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.rich-text-holder') !== null)).to.equal(true);
    await page.keyboard.type('Typed without a mouse.');
    await page.waitForFunction(() => /\/dashboard\/newsletters\/\d+$/.test(window.location.pathname), { timeout: 15_000 });
    const id = Number(page.url().split('/').pop());
    await page.waitForFunction(
      async (newsletterId) => {
        const answer = (await (await fetch(`/api/admin/newsletters/${newsletterId}`)).json()) as { bodyHtml: string; topics: string[] };
        return answer.bodyHtml.includes('Typed without a mouse') && answer.topics.join() === 'blog-digest';
      },
      { timeout: 15_000 },
      id,
    );
    const before = sink.received.length;
    await page.focus('.newsletter-send button.button-secondary');
    await page.keyboard.press('Enter');
    expect(headerOf((await sink.mailTo('marketer@example.com', before)).raw, 'Subject')).to.equal('[Test] Keyboard notes');
    await page.focus('.newsletter-send button.button-primary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.newsletter-confirm[open]');
    // The question starts on Cancel: Enter by habit sends nothing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(newsletterText.cancel);
    await keepScreenshot(page, 'newsletter-confirm-375');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog.newsletter-confirm'));
    expect(await page.evaluate(() => document.activeElement?.className)).to.contain('button-primary');
    expect((await admin(app, marketer, 'GET', `/newsletters/${id}`)).body.status).to.equal('draft');
  });

  it('without the postal address, says why nothing can be sent and where an owner fills it in; the send button is off', async () => {
    const saved = (await app.db('company_settings').where({ id: 1 }).first('data')) as { data: string };
    const data = JSON.parse(saved.data) as { address: Record<string, string> };
    await app
      .db('company_settings')
      .where({ id: 1 })
      .update({ data: JSON.stringify({ ...data, address: { ...data.address, street: '' } }) });
    try {
      for (const [cookie, words] of [
        [owner, newsletterText.addressOwner],
        [marketer, newsletterText.addressAskOwner],
      ] as const) {
        const page = await browserPage(app, cookie, { width: 375 });
        pages.push(page);
        await page.goto(`${app.url}/dashboard/newsletters/new`, { waitUntil: 'load' });
        await page.waitForSelector('#address-missing-heading');
        expect(await page.$eval('.newsletter-send', (panel) => panel.textContent))
          .to.contain(newsletterText.addressMissing)
          .and.contain(words);
        expect(await page.$eval('.newsletter-send button.button-primary', (button) => (button as HTMLButtonElement).disabled)).to.equal(true);
        if (cookie === owner) await keepScreenshot(page, 'newsletter-address-missing-375', true);
      }
    } finally {
      await app.db('company_settings').where({ id: 1 }).update({ data: saved.data });
    }
  });
});

describe('Newsletters in the dashboard: the email on a phone, and the pages in both themes', function () {
  this.timeout(90_000);
  startSite();

  it('the email fits a 375 px phone with no sideways scroll and passes the email lint: no script, no external CSS, alt text, a text part', async () => {
    const { body: created } = await admin(app, marketer, 'POST', '/newsletters', {
      subject: 'Wide things',
      html: '<h2>A heading</h2><p>Averyveryverylongwordwithoutanyspacesthatcouldpushthelayoutsidewaysonanarrowphonescreen.</p><img src="/media/a.png" width="1600" height="900"><p><a href="https://example.org/a/very/long/address/that/goes/on/and/on">a link</a></p>',
    });
    const page = await newPage({ width: 375, height: 800 });
    pages.push(page);
    await page.setExtraHTTPHeaders({ cookie: marketer });
    await page.goto(`${app.url}/api/admin/newsletters/${created.id}/preview`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    const lint = await page.evaluate(() => ({
      scripts: document.querySelectorAll('script').length,
      externalCss: document.querySelectorAll('link[rel~="stylesheet"], style:is([src])').length,
      imagesWithoutAlt: [...document.images].filter((img) => !img.hasAttribute('alt')).length,
      images: document.images.length,
    }));
    expect(lint).to.deep.equal({ scripts: 0, externalCss: 0, imagesWithoutAlt: 0, images: 1 });
    await keepScreenshot(page, 'newsletter-email-375', true);
    await admin(app, marketer, 'DELETE', `/newsletters/${created.id}`);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`the list and the compose page are axe-clean and fit at ${width} px (${colorScheme})`, async () => {
        for (const path of ['/dashboard/newsletters', '/dashboard/newsletters/new']) {
          const page = await open(path, { width, colorScheme });
          await page.waitForSelector(path.endsWith('new') ? '.rich-text-frame[aria-busy="false"]' : '#click-counting-heading');
          expect(await axeViolations(page), path).to.deep.equal([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, path).to.equal(0);
          await keepScreenshot(page, `newsletters-${path.endsWith('new') ? 'compose' : 'list'}-${width}-${colorScheme}`, true);
        }
      });
    }
  }
});
