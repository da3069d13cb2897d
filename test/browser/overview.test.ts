import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { visit } from '../helpers/analytics.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, newPage, type PageOptions } from '../helpers/browser.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { overviewText } from '#content/dashboard-overview.ts';

/** Screenshots for a person to look at (not compared): SCREENSHOT_DIR, or a folder in the temp directory. */

describe('The dashboard overview', () => {
  let app: TestApp;
  let page: Page;
  let cookie: string;
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    // Signed in through the API: the sign-in form is the auth suite's subject.
    cookie = await signIn(app);
    await visit(app, '/solutions?utm_source=newsletter', '198.51.100.20');
    await visit(app, '/', '198.51.100.21', { referer: 'https://www.google.com/' });
    await visit(app, '/', '198.51.100.22');
    const attribution = { landingPage: '/solutions?utm_source=newsletter', sentFrom: '/' };
    expect((await postContact(app, { ...validContact, attribution }, { 'x-forwarded-for': '198.51.100.20' })).status).to.equal(201);
    await app.pageViews!.flush();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  async function openDashboard(options: PageOptions = {}) {
    page = await newPage(options);
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('.overview-metric-value');
  }

  const metrics = () =>
    page.$$eval('.overview-metric', (cards) =>
      cards.map((card) => [card.querySelector('.overview-metric-label')?.textContent, card.querySelector('.overview-metric-value')?.textContent]),
    );
  const tableRows = (caption: string) =>
    page.$$eval(
      '.overview table',
      (tables, wanted) => {
        const table = tables.find((element) => element.querySelector('caption')?.textContent === wanted);
        return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [...row.children].map((cell) => cell.textContent));
      },
      caption,
    );

  it('opens on the last 30 days: visitors, views and leads, a chart with its table, top pages and sources', async () => {
    await openDashboard();
    expect(await metrics()).to.deep.equal([
      ['Visitors', '3'],
      ['Page views', '3'],
      ['Leads', '1'],
    ]);
    expect(await page.$eval('.overview-range [aria-pressed="true"]', (button) => button.textContent)).to.equal('Last 30 days');
    expect(await page.$('.line-chart canvas')).to.not.equal(null);
    const chartRows = await page.$$eval('.overview-chart details tbody tr', (rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
    expect(chartRows).to.have.length(30);
    expect(chartRows.at(-1)!.slice(1)).to.deep.equal(['3', '1']);
    expect(await tableRows('Top sources')).to.deep.include.members([
      ['newsletter', '1', '1', '100%'],
      ['google.com', '1', '0', '0%'],
      ['Direct or unknown', '1', '0', '0%'],
    ]);
    expect(await tableRows('Top pages')).to.deep.include(['/solutions', '1', '1', '100%']);
    expect(await tableRows('Leads by status')).to.deep.include(['New', '1']);
  });

  it('switches to 7 days and to a custom range', async () => {
    await openDashboard();
    await page.click('::-p-text(Last 7 days)');
    await page.waitForFunction(() => document.querySelectorAll('.overview-chart details tbody tr').length === 7);
    expect(await page.$eval('.overview-range [aria-pressed="true"]', (button) => button.textContent)).to.equal('Last 7 days');
    const from = await page.$eval('.overview-custom input[type="date"]', (input) => (input as HTMLInputElement).value);
    expect(from).to.match(/^\d{4}-\d{2}-\d{2}$/);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`has no axe-core violations at ${width} px in the ${colorScheme} theme`, async () => {
        await openDashboard({ colorScheme, width });
        await page.setBypassCSP(true);
        await page.reload();
        await page.waitForSelector('.line-chart canvas');
        await page.$eval('.overview-chart details', (details) => ((details as HTMLDetailsElement).open = false));
        await keepScreenshot(page, `overview-${width}-${colorScheme}`, true);
        expect(await axeViolations(page)).to.deep.equal([]);
      });
    }
  }
});

describe('The dashboard overview’s top tables', () => {
  let app: TestApp;
  let page: Page;
  let cookie: string;
  before(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
    cookie = await signIn(app);
    // One counted visitor of /uswha, two leads that began there (the other visitor asked not to be tracked), and
    // three visitors of the thank-you page, more than any other page has.
    await visit(app, '/uswha', '198.51.100.30');
    for (const ip of ['198.51.100.31', '198.51.100.32', '198.51.100.33']) await visit(app, '/thank-you', ip);
    for (const ip of ['198.51.100.30', '198.51.100.34']) {
      const attribution = { landingPage: '/uswha', sentFrom: '/uswha' };
      expect((await postContact(app, { ...validContact, attribution }, { 'x-forwarded-for': ip })).status).to.equal(201);
    }
    await app.pageViews!.flush();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('never shows a conversion above 100%, and says why a rate is missing', async () => {
    page = await newPage();
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('.overview-table tbody th');
    const rates = await page.$$eval('.overview-table tbody tr td:last-child', (cells) => cells.map((cell) => cell.textContent ?? ''));
    for (const rate of rates.filter((text) => text.endsWith('%'))) expect(Number.parseFloat(rate), rate).to.be.at.most(100);
    const uswha = await page.$$eval('.overview-table tbody tr', (rows) =>
      rows.filter((row) => row.querySelector('th')?.textContent === '/uswha').map((row) => [...row.children].map((cell) => cell.textContent)),
    );
    expect(uswha[0]!.slice(0, 3)).to.deep.equal(['/uswha', '1', '2']);
    expect(uswha[0]![3]).to.not.match(/%$/);
    expect(await page.$eval('.overview', (section) => section.textContent)).to.include(overviewText.conversionNote);
  });

  it('does not rank the thank-you page among the top pages', async () => {
    page = await newPage();
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForSelector('.overview-table tbody th');
    const pages = await page.$$eval('.overview table', (tables) =>
      [...(tables.find((table) => table.querySelector('caption')?.textContent === 'Top pages')?.querySelectorAll('tbody th') ?? [])].map(
        (cell) => cell.textContent,
      ),
    );
    expect(pages).to.deep.equal(['/uswha']);
  });
});
