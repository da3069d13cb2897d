/**
 * The Sequences page and the lead page's sequences in Chromium (docs/product/sequences.md#in-the-dashboard): an
 * editor writes a sequence by keyboard and mouse, sees a refused field under it, previews an email, saves; sales
 * see their lead's sequence and take the lead out. No axe violations, at 375 and 1280 px, light and dark.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { enrol } from '#database/sequence-enrolments.server.ts';
import { insertSequence } from '#database/sequences.server.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { lead } from '../helpers/role-endpoints.ts';

const shots = process.env.SEQUENCE_SHOTS;

describe('Sequences in the dashboard', function () {
  this.timeout(90_000);
  let app: TestApp;
  let editor: string;
  let sales: string;
  const pages: Page[] = [];
  before(async () => {
    app = await startTestApp();
    editor = (await signInAs(app, 'editor')).cookie;
    sales = (await signInAs(app, 'sales')).cookie;
  });
  after(() => app.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });

  async function open(path: string, cookie: string, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
    const page = await newPage({ width, height: 900, colorScheme });
    pages.push(page);
    await page.setBypassCSP(true);
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
      await page.type('.sequence-step textarea', '<p>Here is what we found.</p>');
      expect(await page.$eval('.sequence-step', (step) => step.textContent)).to.contain('Email 1 subject is required.');
      await closeToasts(page);
      await page.click('.sequence-step .staff-actions .button-secondary');
      await page.waitForSelector('iframe.sequence-preview');
      expect(await page.$eval('iframe.sequence-preview', (frame) => (frame as HTMLIFrameElement).srcdoc)).to.contain('Here is what we found.');
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
