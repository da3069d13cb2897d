import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { insertContact } from '#database/contacts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, newPage, type PageOptions } from '../helpers/browser.ts';
import { validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';

const input = { ...validContact, subject: 'Website contact' };

/** Three leads: Ann Avery's with its attribution (its id is returned), Ben Brook's won, Cy Cole's new. */
async function seedLeads(app: TestApp): Promise<number> {
  await app.db('contact_notes').del();
  await app.db('contact_history').del();
  await app.db('contacts').del();
  const attributed = await insertContact(
    app.db,
    { ...input, fullName: 'Ann Avery', company: 'Avery Clinic' },
    {
      landingPage: '/solutions',
      referrerHost: 'linkedin.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall',
      sentFrom: '/',
    },
  );
  const won = await insertContact(app.db, { ...input, fullName: 'Ben Brook', company: 'Brook Health' });
  await app.db('contacts').where({ id: won.id }).update({ status: 'won' });
  await insertContact(app.db, { ...input, fullName: 'Cy Cole', company: 'Cole Family Practice' });
  return attributed.id;
}

describe('The leads view and a lead’s page', () => {
  let app: TestApp;
  let page: Page;
  let attributedId: number;
  let cookie: string;
  before(async () => {
    app = await startTestApp();
    // Signed in through the API: the sign-in form is the auth suite's subject.
    cookie = await signIn(app);
  });
  after(() => app.close());
  beforeEach(async () => {
    attributedId = await seedLeads(app);
  });
  afterEach(() => page?.close());

  async function openDashboard(options: PageOptions = {}, path = '/dashboard/leads') {
    page = await newPage(options);
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}${path}`);
  }
  /** Waits for `text` in the lead's history, or fails at once with the words of an error toast. */
  async function expectOutcome(text: string) {
    const outcome = await page.waitForFunction(
      (expected) => {
        if (document.querySelector('.lead-history')?.textContent?.includes(expected)) return 'saved';
        return document.querySelector('.toast-destructive')?.textContent ?? false;
      },
      {},
      text,
    );
    expect(await outcome.jsonValue()).to.equal('saved');
  }
  const leadNames = () => page.$$eval('.lead-card h2', (headings) => headings.map((heading) => heading.textContent));

  it('counts leads per status, filters by status and searches', async () => {
    await openDashboard();
    await page.waitForSelector('.lead-counts');
    expect(await page.$$eval('.lead-counts button', (buttons) => buttons.map((button) => button.textContent))).to.deep.equal([
      'New 2',
      'Contacted 0',
      'Call booked 0',
      'Qualified 0',
      'Won 1',
      'Lost 0',
    ]);
    await page.click('::-p-text(Won 1)');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    expect(await leadNames()).to.deep.equal(['Ben Brook']);
    await page.click('::-p-text(Clear filters)');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 3);
    await page.type('#lead-filter-q', 'avery');
    await page.click('.lead-filters button[type="submit"]');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    expect(await leadNames()).to.deep.equal(['Ann Avery']);
    expect(await page.$eval('.lead-card', (card) => card.textContent)).to.include('newsletter · Landing page /solutions');
    await page.select('#lead-filter-sort', 'fullName:asc');
    await page.$eval('#lead-filter-q', (element) => ((element as HTMLInputElement).value = ''));
    await page.click('::-p-text(Clear filters)');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 3);
  });

  it('shows a lead’s attribution and whole history, changes its pipeline, adds a note and deletes it', async () => {
    await openDashboard({}, `/dashboard/leads/${attributedId}`);
    await page.waitForSelector('#lead-page-heading');
    expect(await page.$eval('#lead-page-heading', (heading) => heading.textContent)).to.equal('Ann Avery');
    const attribution = await page.$eval('[aria-labelledby="lead-attribution"]', (section) => section.textContent);
    for (const value of ['/solutions', 'linkedin.com', 'newsletter', 'email', 'fall']) expect(attribution).to.include(value);
    const email = await page.$$eval('[aria-labelledby="lead-contact"] a[href^="mailto:"]', (links) =>
      links.map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(email).to.deep.equal([
      [input.email, `mailto:${input.email}`],
      ['Reply', `mailto:${input.email}?subject=${encodeURIComponent('Re: Website contact')}`],
    ]);

    // The owners arrive in a second request: change nothing before the form has them.
    await page.waitForFunction(() => document.querySelectorAll('#lead-owner option').length > 1);
    await page.select('#lead-status', 'qualified');
    await page.select('#lead-owner', await page.$eval('#lead-owner option:nth-child(2)', (option) => (option as HTMLOptionElement).value));
    await page.type('#lead-follow-up', '12012026');
    expect(await page.$eval('#lead-follow-up', (input) => (input as HTMLInputElement).value)).to.equal('2026-12-01');
    await page.click('.lead-pipeline-form button[type="submit"]');
    await expectOutcome('Status set to Qualified by admin');
    await page.type('#lead-note', 'Asked for a demo.');
    await page.click('.lead-note-form button[type="submit"]');
    await expectOutcome('Asked for a demo.');
    const history = await page.$$eval('.lead-history li span', (items) => items.map((item) => item.textContent));
    expect(history).to.deep.equal([
      'Lead received',
      'Status set to Qualified by admin',
      'Owner set to admin by admin',
      'Follow-up set to 2026-12-01 by admin',
      'Note by admin',
    ]);

    await page.click('.lead-delete');
    await page.waitForSelector('dialog[open]');
    await page.click('dialog[open] .button-danger');
    await page.waitForSelector('.lead-counts');
    expect(new URL(page.url()).pathname).to.equal('/dashboard/leads');
    expect(await app.db('contacts').where({ id: attributedId }).first()).to.equal(undefined);
    expect(await app.db('contact_notes').select()).to.deep.equal([]);
  });

  it('saves the email alert settings', async () => {
    await openDashboard();
    await page.waitForSelector('.lead-alerts');
    expect(await page.$eval('.lead-alerts [role="note"]', (note) => note.textContent)).to.include('SMTP_URL');
    await page.click('.lead-alerts input[type="checkbox"]');
    await page.type('#lead-alert-recipients', 'sales@rcm.example');
    await page.click('.lead-alerts button[type="submit"]');
    await page.waitForSelector('::-p-text(Alert settings saved)');
    expect(await app.db('lead_alert_settings').first()).to.deep.include({ recipients: 'sales@rcm.example' });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`has no axe-core violations on the leads view and a lead’s page at ${width} px, ${colorScheme}`, async () => {
        await app.db('contacts').where({ id: attributedId }).update({ follow_up_on: '2026-12-01', status: 'contacted' });
        await openDashboard({ colorScheme, width });
        await page.setBypassCSP(true);
        await page.reload();
        await page.waitForSelector('.lead-card');
        await page.waitForSelector('.lead-alerts');
        await keepScreenshot((await page.$('#leads'))!, `leads-${width}-${colorScheme}`);
        expect(await axeViolations(page), 'leads view').to.deep.equal([]);
        await page.click('.lead-open');
        await page.waitForSelector('#lead-page-heading');
        await keepScreenshot(page, `lead-page-${width}-${colorScheme}`, true);
        expect(await axeViolations(page), 'lead page').to.deep.equal([]);
      });
    }
  }
});
