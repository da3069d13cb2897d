import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';
import { postContact, randomClientIp, validContact } from '../helpers/contacts.ts';
import { exampleInputs } from '../helpers/revenue-check.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { signInAs } from '../helpers/app.ts';

let app: TestApp;
let page: Page;

const exampleQuery =
  'specialty=ob-gyn&providers=4&collections=2400000&collectionsPeriod=annual&denialRate=12&daysInAR=48&cleanClaimRate=88&netCollectionRate=94';
const exampleFigures = { deniedNeverReworked: '$187,200', arBeyondTarget: '$118,356', collectionShortfall: '$127,660', total: '$433,216' };

/** The figures and formulas the page shows, by key. */
function shown(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.rc-figures [data-rc]', (elements) =>
    Object.fromEntries(elements.map((element) => [(element as HTMLElement).dataset.rc!, element.textContent ?? ''])),
  );
}

async function figuresVisible(page: Page): Promise<boolean> {
  return page.$eval('.rc-figures', (element) => !(element as HTMLElement).hidden);
}

/** Presses the form's button from the keyboard (a click could land on the sticky header above it). */
async function submit(page: Page, button: string): Promise<void> {
  await page.focus(button);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
}

async function typeExample(page: Page): Promise<void> {
  const values: [string, string][] = [
    ['providers', '4'],
    ['collections', '2,400,000'],
    ['denialRate', '12'],
    ['daysInAR', '48'],
    ['cleanClaimRate', '88'],
    ['netCollectionRate', '94'],
  ];
  for (const [field, value] of values) {
    await page.focus(`#rc-${field}`);
    await page.keyboard.type(value);
  }
}

describe('The revenue check in the browser', () => {
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('shows the example practice’s figures, formulas and total without JavaScript, from the form’s GET', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/revenue-check`);
    expect(await figuresVisible(page)).to.equal(false);
    await page.type('#rc-providers', '4');
    await page.type('#rc-collections', '2400000');
    await page.type('#rc-denialRate', '12');
    await page.type('#rc-daysInAR', '48');
    await page.type('#rc-cleanClaimRate', '88');
    await page.type('#rc-netCollectionRate', '94');
    await submit(page, '.rc-form button[type="submit"]');
    expect(page.url()).to.include('collections=2400000');
    const figures = await shown(page);
    expect(figures).to.include(exampleFigures);
    expect(figures.arBeyondTargetFormula).to.equal('$2,400,000 ÷ 365 days × (48 − 30) days = $118,356');
    expect(figures.cleanClaimRateStatus).to.equal('Misses the target');
  });

  it('names each invalid field without JavaScript', async () => {
    page = await newPage({ javaScript: false });
    const response = await page.goto(`${app.url}/revenue-check?providers=0&collections=abc&netCollectionRate=20`);
    expect(response?.status()).to.equal(200);
    const messages = await page.$$eval('.rc-form .form-error-summary li', (items) => items.map((item) => item.textContent));
    expect(messages).to.deep.equal(['Number of providers must be at least 1.', 'Collections must be a number.', 'Net collection rate must be at least 50.']);
    expect(await page.$eval('#rc-providers', (input) => input.getAttribute('aria-invalid'))).to.equal('true');
  });

  it('updates the result and the address as the visitor types, keyboard only, at 375 px, and announces the total politely', async () => {
    page = await newPage({ width: 375, height: 800 });
    await page.goto(`${app.url}/revenue-check`);
    await page.focus('#rc-specialty');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('rc-providers');
    await typeExample(page);
    await page.waitForFunction(() => !(document.querySelector('.rc-figures') as HTMLElement).hidden);
    expect(await shown(page)).to.include(exampleFigures);
    expect(await page.$eval('.rc-announce', (element) => [element.getAttribute('aria-live'), element.textContent])).to.deep.equal([
      'polite',
      'Total revenue at stake: $433,216',
    ]);
    expect(new URL(page.url()).search).to.equal(`?${exampleQuery}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).to.equal(0);
    // Switching to monthly collections (arrow key in the radio group) changes the figures at once.
    await page.focus('input[name="collectionsPeriod"][value="annual"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[data-rc="total"]')?.textContent !== '$433,216');
    expect((await shown(page)).deniedNeverReworked).to.equal('$2,246,400');
  });

  it('loads only the revenue check island (and the navigation) on its page', async () => {
    page = await newPage();
    await page.goto(`${app.url}/revenue-check`);
    const islands = await page.$$eval('[data-island]', (elements) => elements.map((element) => (element as HTMLElement).dataset.island));
    expect(new Set(islands)).to.deep.equal(new Set(['Nav', 'RevenueCheck']));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`is axe-clean with a result, in the ${colorScheme} theme`, async () => {
      page = await newPage({ colorScheme });
      // axe is injected as an inline script, which the page's CSP would block.
      await page.setBypassCSP(true);
      await gotoSettled(page, `${app.url}/revenue-check?${exampleQuery}`);
      expect(await axeViolations(page)).to.deep.equal([]);
    });
  }

  it('sends an analysis request without JavaScript: a lead with its figures, and a thank-you page with them', async () => {
    await app.db('contacts').del();
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/revenue-check?${exampleQuery}`);
    await page.type('#rc-a-fullName', 'Dana Whitfield');
    await page.type('#rc-a-email', 'dana@riverside-obgyn.example');
    await page.type('#rc-a-company', 'Riverside OB-GYN');
    await page.select('#rc-a-bestTime', 'morning');
    await submit(page, '.rc-analysis-form button[type="submit"]');
    expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
    expect(await page.$eval('.rc-thank-you-figures', (table) => table.textContent)).to.include('$433,216');
    const [row] = await app.db('contacts').select();
    expect(Number(row.revenue_opportunity)).to.equal(433_216);
    expect(row.message).to.include('Best time to call: Morning');
  });

  it('sends an analysis request with JavaScript after typing the figures', async () => {
    await app.db('contacts').del();
    page = await newPage();
    await page.goto(`${app.url}/revenue-check`);
    await typeExample(page);
    await page.type('#rc-a-fullName', 'Dana Whitfield');
    await page.type('#rc-a-email', 'dana@riverside-obgyn.example');
    await page.type('#rc-a-company', 'Riverside OB-GYN');
    await submit(page, '.rc-analysis-form button[type="submit"]');
    expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
    const [row] = await app.db('contacts').select();
    expect(JSON.parse(row.revenue_check).outputs.total).to.equal(433_216);
  });
});

describe('The revenue check’s leads and assumptions in the dashboard', () => {
  before(async () => {
    // Behind a proxy, so each test's API client can speak from its own address (the contact path's rate limit).
    app = await startTestApp({ TRUST_PROXY: '1' });
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('shows a lead’s figures as a table on its page, and sorts the leads by opportunity, largest first', async () => {
    await app.db('contacts').del();
    await postContact(app, { ...validContact, fullName: 'Small Practice', revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } });
    const big = await postContact(app, { ...validContact, fullName: 'Big Practice', revenueCheck: { inputs: exampleInputs } });
    await postContact(app, { ...validContact, fullName: 'Plain Contact' });
    const { cookie } = await signInAs(app, 'owner', 'rc-browser-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads/${big.body.id}`);
    await page.waitForSelector('.lead-revenue-table');
    const rows = await page.$$eval('.lead-revenue-table tr', (trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).to.deep.include(['Total revenue at stake', '$433,216']);
    expect(rows).to.deep.include(['Collections', '$2,400,000 per year']);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('.lead-card');
    await page.select('#lead-filter-sort', 'opportunity:desc');
    await page.click('.lead-filters button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.lead-card h2')?.textContent === 'Big Practice');
    expect(await page.$$eval('.lead-card h2', (headings) => headings.map((heading) => heading.textContent))).to.deep.equal([
      'Big Practice',
      'Small Practice',
      'Plain Contact',
    ]);
  });

  it('filters the leads by the opportunity’s size from the keyboard, and keeps the filter in the address', async () => {
    await app.db('contacts').del();
    const client = { 'x-forwarded-for': randomClientIp() };
    await postContact(app, { ...validContact, fullName: 'Small Practice', revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } }, client);
    await postContact(app, { ...validContact, fullName: 'Big Practice', revenueCheck: { inputs: exampleInputs } }, client);
    await postContact(app, { ...validContact, fullName: 'Plain Contact' }, client);
    const { cookie } = await signInAs(app, 'owner', 'rc-filter-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 3);
    await page.focus('#lead-filter-owner');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('lead-filter-minOpportunity');
    await page.keyboard.type('400000');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    expect(await page.$$eval('.lead-card h2', (headings) => headings.map((heading) => heading.textContent))).to.deep.equal(['Big Practice']);
    expect(new URL(page.url()).searchParams.get('minOpportunity')).to.equal('400000');
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('#lead-filter-minOpportunity') as HTMLInputElement).value === '400000');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 1);
    await page.focus('#lead-filter-minOpportunity');
    for (let typed = 0; typed < 6; typed++) await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.lead-card').length === 2);
    expect(new URL(page.url()).searchParams.get('minOpportunity')).to.equal('1');
  });

  it('lets an owner change an assumption in the dashboard: audited, and the next result uses it', async () => {
    const { cookie } = await signInAs(app, 'owner', 'rc-assumption-owner');
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/leads`);
    await page.waitForSelector('#rca-neverReworkedShare-value');
    await page.$eval('#rca-neverReworkedShare-value', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#rca-neverReworkedShare-value', '50');
    await page.$eval('#rca-neverReworkedShare-source', (input) => ((input as HTMLTextAreaElement).value = ''));
    await page.type('#rca-neverReworkedShare-source', 'Our own review of 2025 denials');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/admin/revenue-check') && response.request().method() === 'PUT'),
      page.click('.revenue-check-assumptions button[type="submit"]'),
    ]);
    expect(await app.db('audit_log').where({ action: 'revenue-check.update' }).count({ n: '*' }).first()).to.satisfy(
      (row: { n: number | string }) => Number(row.n) === 1,
    );
    await page.goto(`${app.url}/revenue-check?${exampleQuery}`);
    expect((await shown(page)).deniedNeverReworked).to.equal('$144,000');
    expect(await page.$eval('.rc-assumptions', (section) => section.textContent)).to.include('Our own review of 2025 denials');
    await app.db('revenue_check_settings').del();
  });
});
