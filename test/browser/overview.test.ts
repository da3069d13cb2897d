import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { visit } from '../helpers/analytics.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage, type PageOptions } from '../helpers/browser.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { setCookies } from '../helpers/signed-in.ts';

/** Screenshots for a person to look at (not compared): SCREENSHOT_DIR, or a folder in the temp directory. */
const screenshotDir = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'rcm-screenshots');

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
      it(`has no axe-core violations at ${width} px in the ${colorScheme} theme (screenshot kept)`, async () => {
        await openDashboard({ colorScheme, width });
        await page.setBypassCSP(true);
        await page.reload();
        await page.waitForSelector('.line-chart canvas');
        await page.$eval('.overview-chart details', (details) => ((details as HTMLDetailsElement).open = false));
        mkdirSync(screenshotDir, { recursive: true });
        await page.screenshot({ path: join(screenshotDir, `overview-${width}-${colorScheme}.png`) as `${string}.png`, fullPage: true });
        expect(await axeViolations(page)).to.deep.equal([]);
      });
    }
  }
});
