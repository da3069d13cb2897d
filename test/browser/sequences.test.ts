/**
 * The Sequences page and the lead page's sequences in Chromium (docs/product/sequences.md#in-the-dashboard): an
 * editor writes a sequence by keyboard and mouse (each email in the rich text field), sees a refused field under it,
 * previews an email as desktop, phone and dark under the site's real CSP, gets the test from the SMTP server, is
 * asked before leaving unsaved work, saves; sales see their lead's sequence and take the lead out. No axe
 * violations, at 375 and 1280 px, light and dark.
 */
import { expect } from 'chai';
import { sequencesText } from '#content/sequences.ts';
import type { Frame, Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { enrol } from '#database/sequence-enrolments.server.ts';
import { insertSequence } from '#database/sequences.server.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { lead } from '../helpers/role-endpoints.ts';
import { decoded, headerOf, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

const shots = process.env.SEQUENCE_SHOTS;

/** Types into the first email's rich text field once its editor is there. */
async function writeBody(page: Page, words: string): Promise<void> {
  await page.waitForSelector('.sequence-step .rich-text-frame[aria-busy="false"]');
  await page.click('.sequence-step .rich-text-holder [contenteditable="true"]');
  await page.keyboard.type(words);
}
/** The document inside the first email's preview frame, once it has the email. */
async function previewFrame(page: Page): Promise<Frame> {
  await page.waitForSelector('.sequence-step .newsletter-preview-frame iframe');
  const frame = (await (await page.$('.sequence-step .newsletter-preview-frame iframe'))!.contentFrame())!;
  await frame.waitForSelector('body table');
  return frame;
}

/** Nothing is saved yet: Back to the list asks first and staying keeps the text; a reload or Back would ask too. */
async function expectLeaveAsked(page: Page, words: string): Promise<void> {
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.click('.sequence-editor > .button');
  expect(asked).to.deep.equal([sequencesText.leave]);
  expect(await page.$eval('.sequence-step .rich-text-holder', (holder) => holder.textContent)).to.contain(words);
  const leaving = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(leaving).to.equal(true);
}

describe('Sequences in the dashboard', function () {
  this.timeout(90_000);
  let app: TestApp;
  let editor: string;
  let sales: string;
  const pages: Page[] = [];
  let sink: SmtpSink;
  before(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: sink.url, CONTACT_NOTIFY_FROM: 'news@example.com' });
    const signedIn = await signInAs(app, 'editor');
    editor = signedIn.cookie;
    await app.db('users').where({ id: signedIn.id }).update({ email: 'editor@example.com' });
    sales = (await signInAs(app, 'sales')).cookie;
  });
  after(async () => {
    await app.close();
    await sink.close();
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });

  async function open(path: string, cookie: string, width: number, colorScheme: 'light' | 'dark', enforceCsp = false): Promise<Page> {
    const page = await newPage({ width, height: 900, colorScheme });
    pages.push(page);
    if (!enforceCsp) await page.setBypassCSP(true);
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}${path}`);
    return page;
  }
  /** The toasts close first: their own markup is the toast island's business (islands/toast/). */
  async function closeToasts(page: Page): Promise<void> {
    while (await page.$('.toast-close')) await page.click('.toast-close');
    await page.waitForFunction(() => !document.querySelector('.toast'));
  }
  const keep = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  };

  for (const [width, scheme] of [
    [1280, 'light'],
    [375, 'dark'],
    [375, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`an editor writes a sequence: a refused field shows under it, the preview shows the email, it saves (${width} px, ${scheme})`, async () => {
      const page = await open('/dashboard/sequences', editor, width, scheme);
      await page.waitForSelector('.sequences-page .staff-actions .button-primary');
      await keep(page, `list-empty-${width}-${scheme}`);
      await page.click('.sequences-page .staff-actions .button-primary');
      await page.waitForSelector('#sequence-editor-heading');
      const name = `Analysis follow-up ${width} ${scheme}`;
      await page.type('.sequence-editor input[id$="-name"]', name);
      await page.click('.sequence-editor button[type="submit"]');
      await page.waitForSelector('.sequence-step [id$="-steps-0--subject-error"], .sequence-step .field-error, [role="alert"]');
      await page.type('.sequence-step input:not([type])', 'About your A/R analysis');
      await writeBody(page, 'Here is what we found.');
      expect(await page.$eval('.sequence-step', (step) => step.textContent)).to.contain('Email 1 subject is required.');
      await closeToasts(page);
      await page.click('.sequence-step .staff-actions .button-secondary');
      expect(await (await previewFrame(page)).evaluate(() => document.body.textContent)).to.contain('Here is what we found.');
      await page.click('.sequence-editor button[type="submit"]');
      await page.waitForSelector('#sequence-exits', { timeout: 5000 }).catch(async (error: unknown) => {
        await page.screenshot({ path: `/tmp/sequences-shots/fail-${width}-${scheme}.png`, fullPage: true });
        throw error;
      });
      await closeToasts(page);
      expect(await axeViolations(page)).to.deep.equal([]);
      await keep(page, `editor-${width}-${scheme}`);
      expect(await app.db('sequences').where({ name }).first('trigger')).to.deep.equal({ trigger: 'analysis-requested' });
      await page.click('.sequence-editor > .button');
      await page.waitForSelector('.sequences-page table');
      await closeToasts(page);
      expect(await axeViolations(page)).to.deep.equal([]);
      await keep(page, `list-${width}-${scheme}`);
    });
  }

  it('an email written in the rich text field: the preview as desktop, phone and dark under the real CSP, and a test to yourself', async () => {
    const page = await open('/dashboard/sequences', editor, 1280, 'light', true);
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    await page.waitForSelector('.sequences-page .staff-actions .button-primary');
    await page.click('.sequences-page .staff-actions .button-primary');
    await page.type('.sequence-editor input[id$="-name"]', 'Written richly');
    await page.type('.sequence-step input:not([type])', 'Your A/R check');
    await writeBody(page, 'Three payers denied most claims.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Here is what to fix first.');
    await page.click('.sequence-step .staff-actions .button-secondary');
    const desktop = await previewFrame(page);
    expect(await desktop.evaluate(() => window.innerWidth)).to.equal(640);
    expect(await desktop.evaluate(() => document.body.textContent))
      .to.contain('Three payers denied most claims.')
      .and.contain('Here is what to fix first.');
    await page.click('input[name="sequence-step-1-preview-mode"][value="phone"]');
    await page.waitForFunction(() => document.querySelector('.sequence-step .newsletter-preview-frame')?.getAttribute('data-mode') === 'phone');
    const phone = await previewFrame(page);
    expect(await phone.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).to.deep.equal([375, 375]);
    await page.click('input[name="sequence-step-1-preview-mode"][value="dark"]');
    await page.waitForFunction(() => document.querySelector('.sequence-step .newsletter-preview-frame')?.getAttribute('data-mode') === 'dark');
    const dark = await previewFrame(page);
    expect(await dark.evaluate(() => getComputedStyle(document.documentElement).filter)).to.contain('invert');
    expect(await dark.evaluate(() => document.body.textContent)).to.contain('Here is what to fix first.');
    expect(refused).to.deep.equal([]);

    const before = sink.received.length;
    await page.click('.sequence-step .staff-actions .button-secondary:nth-child(2)');
    const test = await sink.mailTo('editor@example.com', before);
    expect(headerOf(test.raw, 'Subject')).to.equal('[Test] Your A/R check');
    expect(decoded(test.raw)).to.contain('Three payers denied most claims.').and.contain('subscribers have not received it');
    expect(Number((await app.db('email_sends').count({ n: '*' }).first())?.n)).to.equal(0);
    // axe runs on the other walks: the site's real CSP here refuses its script.
    await closeToasts(page);
    await keep(page, 'rich-preview-1280-light');

    await expectLeaveAsked(page, 'Here is what to fix first.');
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`sales see their lead's sequence and take the lead out (${width} px, ${scheme})`, async () => {
      const now = new Date().toISOString();
      const steps = [{ delayMinutes: 60, subject: 'Hello', html: '<p>Hi</p>' }];
      await insertSequence(app.db, { name: `After the call ${width}`, trigger: 'no-show', steps, active: true, untilBooked: false, ownerAsSender: false }, now);
      const contactId = (await insertContact(app.db, { ...lead, email: `sales-${width}@example.com` })).id;
      await enrol(app.db, 'no-show', { email: `sales-${width}@example.com`, contactId }, now);
      const page = await open(`/dashboard/leads/${contactId}`, sales, width, scheme);
      await page.waitForSelector('#lead-sequences');
      const section = await page.$eval('#lead-sequences', (heading) => heading.parentElement!.textContent);
      expect(section).to.contain(`After the call ${width}`).and.to.contain('0 of 1 email sent').and.to.contain('Next email due');
      expect(await axeViolations(page)).to.deep.equal([]);
      await keep(page, `lead-${width}-${scheme}`);
      await page.click(`button[aria-label="Take out of After the call ${width}"]`);
      await page.waitForFunction(() => document.querySelector('#lead-sequences')?.parentElement?.textContent?.includes('Taken out by staff'));
      await closeToasts(page);
      expect(await axeViolations(page)).to.deep.equal([]);
      await keep(page, `lead-taken-out-${width}-${scheme}`);
    });
  }
});
