import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { animationsSettled, clickStill, gotoSettled, newPage } from '../helpers/browser.ts';
import { medianPracticeText } from '../helpers/revenue-check.ts';

let app: TestApp;
let page: Page;

const exampleQuery =
  'specialty=ob-gyn&providers=6&collections=450000&collectionsPeriod=monthly&denialRate=12&daysInAR=48&arOver90=&cleanClaimRate=85&netCollectionRate=93';
const exampleShown = {
  yearlyTotal: '$348,387',
  yearlyShare: '6.5% of your yearly collections',
  oneTimeTotal: '$266,301',
  collectionGap: '$348,387',
  deniedNeverReworked: '$298,618',
  arOver90AboveBenchmark: '$56,811',
  otherArAboveBenchmark: '$209,490',
};

/** The figures and formulas the page shows, by key. */
function shown(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.rc-result [data-rc]', (elements) =>
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
    ['providers', '6'],
    ['collections', '450,000'],
    ['denialRate', '12'],
    ['daysInAR', '48'],
    ['cleanClaimRate', '85'],
    ['netCollectionRate', '93'],
  ];
  for (const [field, value] of values) {
    await page.focus(`#rc-${field}`);
    await page.keyboard.type(value);
  }
  await page.focus('input[name="collectionsPeriod"][value="annual"]');
  await page.keyboard.press('ArrowRight');
}

/** How far below the top of the headline figures the analysis request starts, and the window's height. */
function requestDistance(page: Page): Promise<{ distance: number; screen: number }> {
  return page.evaluate(() => {
    const headlines = document.querySelector('.rc-headlines')!.getBoundingClientRect();
    const request = document.querySelector('#rc-analysis-heading')!.getBoundingClientRect();
    return { distance: request.bottom - headlines.top, screen: window.innerHeight };
  });
}

describe('The revenue check in the browser', () => {
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('shows both figures apart, each part and formula one tap away, without JavaScript, from the form’s GET', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/revenue-check`);
    expect(await figuresVisible(page)).to.equal(false);
    await page.type('#rc-providers', '6');
    await page.type('#rc-collections', '450000');
    await page.click('input[name="collectionsPeriod"][value="monthly"]');
    await page.type('#rc-denialRate', '12');
    await page.type('#rc-daysInAR', '48');
    await page.type('#rc-cleanClaimRate', '85');
    await page.type('#rc-netCollectionRate', '93');
    await submit(page, '.rc-form button[type="submit"]');
    expect(page.url()).to.include('collections=450000');
    const figures = await shown(page);
    expect(figures).to.include(exampleShown);
    expect(figures.collectionGapFormula).to.equal('$5,806,452 allowed ($5,400,000 collected ÷ 93%) × (99% − 93%) = $348,387');
    // The parts are behind "How this adds up", which opens without JavaScript.
    expect(await page.$eval('.rc-how summary', (summary) => summary.textContent)).to.equal('How this adds up');
    expect(await page.$eval('.rc-how .rc-part', (part) => part.checkVisibility())).to.equal(false);
    await clickStill(page, '.rc-how summary');
    expect(await page.$eval('.rc-how', (details) => (details as HTMLDetailsElement).open)).to.equal(true);
    expect(await page.$eval('.rc-how .rc-part', (part) => part.checkVisibility())).to.equal(true);
    // Never a sum of the two figures (348,387 + 266,301).
    expect(await page.$eval('main', (main) => main.textContent)).not.to.include('614,688');
    expect(figures.denialRateStatus).to.equal('Behind typical');
  });

  it('reads "Typical" on every measure for a median practice', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/revenue-check?${new URLSearchParams(medianPracticeText).toString()}`);
    const statuses = await page.$$eval('.rc-compare tbody tr td:nth-of-type(2)', (cells) => cells.map((cell) => cell.textContent));
    expect(statuses).to.deep.equal(['Typical', 'Typical', 'Typical', 'Typical', 'Typical']);
  });

  it('names each invalid field without JavaScript', async () => {
    page = await newPage({ javaScript: false });
    const response = await page.goto(`${app.url}/revenue-check?providers=0&collections=abc&arOver90=120&netCollectionRate=20`);
    expect(response?.status()).to.equal(200);
    const messages = await page.$$eval('.rc-form .form-error-summary li', (items) => items.map((item) => item.textContent));
    expect(messages).to.deep.equal([
      'Number of providers must be at least 1.',
      'Collections must be a number.',
      'A/R over 90 days must be at most 100.',
      'Net collection rate must be at least 50.',
    ]);
    expect(await page.$eval('#rc-arOver90', (input) => input.getAttribute('aria-invalid'))).to.equal('true');
  });

  it('updates the result and the address as the visitor types, keyboard only, at 375 px, and announces both figures politely', async () => {
    page = await newPage({ width: 375, height: 800 });
    await page.goto(`${app.url}/revenue-check`);
    await page.focus('#rc-specialty');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('rc-providers');
    await typeExample(page);
    await page.waitForFunction(() => document.querySelector('[data-rc="yearlyTotal"]')?.textContent === '$348,387');
    expect(await shown(page)).to.include(exampleShown);
    expect(await page.$eval('.rc-announce', (element) => [element.getAttribute('aria-live'), element.textContent])).to.deep.equal([
      'polite',
      'Recoverable each year: $348,387. Cash freed once: $266,301.',
    ]);
    expect(new URL(page.url()).search).to.equal(`?${exampleQuery}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).to.equal(0);
    // A/R over 90 days, typed, moves the most-at-risk part and leaves the one-time total where it is.
    await page.focus('#rc-arOver90');
    await page.keyboard.type('32');
    await page.waitForFunction(() => document.querySelector('[data-rc="arOver90AboveBenchmark"]')?.textContent === '$142,027');
    expect((await shown(page)).oneTimeTotal).to.equal('$266,301');
  });

  for (const javaScript of [true, false]) {
    for (const width of [375, 1280]) {
      it(`puts the analysis request within one phone screen of the headline figures at ${width} px, JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
        page = await newPage({ width, height: 667, javaScript });
        await gotoSettled(page, `${app.url}/revenue-check?${exampleQuery}`);
        const { distance, screen } = await requestDistance(page);
        expect(screen).to.equal(667);
        expect(distance, 'from the top of the figures to the end of the request’s heading').to.be.at.most(screen);
        // The assumptions come after the request, behind "How we worked this out".
        const order = await page.evaluate(() => {
          const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
          return top('.rc-analysis') < top('.rc-compare') && top('.rc-analysis') < top('#rc-method');
        });
        expect(order).to.equal(true);
        expect(await page.$eval('#rc-method', (details) => (details as HTMLDetailsElement).open)).to.equal(false);
      });
    }
  }

  it('loads only the revenue check island (and the navigation) on its page', async () => {
    page = await newPage();
    await page.goto(`${app.url}/revenue-check`);
    const islands = await page.$$eval('[data-island]', (elements) => elements.map((element) => (element as HTMLElement).dataset.island));
    expect(new Set(islands)).to.deep.equal(new Set(['Nav', 'RevenueCheck']));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`is axe-clean with a result and every disclosure open, at ${width} px in the ${colorScheme} theme`, async () => {
        page = await newPage({ colorScheme, width });
        // axe is injected as an inline script, which the page's CSP would block.
        await page.setBypassCSP(true);
        await gotoSettled(page, `${app.url}/revenue-check?${exampleQuery}`);
        await page.$$eval('.rc details', (all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
        await animationsSettled(page);
        expect(await axeViolations(page)).to.deep.equal([]);
      });
    }
  }

  it('sends an analysis request without JavaScript: a lead with both figures, and a thank-you page with them apart', async () => {
    await app.db('contacts').del();
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/revenue-check?${exampleQuery}`);
    await page.type('#rc-a-fullName', 'Dana Whitfield');
    await page.type('#rc-a-email', 'dana@riverside-obgyn.example');
    await page.type('#rc-a-company', 'Riverside OB-GYN');
    await page.select('#rc-a-bestTime', 'morning');
    await submit(page, '.rc-analysis-form button[type="submit"]');
    expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
    const table = await page.$eval('.rc-thank-you-figures', (element) => element.textContent);
    expect(table).to.include('Recoverable each year$348,387').and.include('Cash freed once$266,301');
    const [row] = await app.db('contacts').select();
    expect([Number(row.revenue_yearly), Number(row.revenue_one_time)]).to.deep.equal([348_387, 266_301]);
    expect(row.message).to.include('Best time to call: Morning');
  });

  it('sends an analysis request with JavaScript after typing the figures', async () => {
    await app.db('contacts').del();
    page = await newPage();
    await page.goto(`${app.url}/revenue-check`);
    await typeExample(page);
    await page.waitForFunction(() => document.querySelector('[data-rc="yearlyTotal"]')?.textContent === '$348,387');
    await page.type('#rc-a-fullName', 'Dana Whitfield');
    await page.type('#rc-a-email', 'dana@riverside-obgyn.example');
    await page.type('#rc-a-company', 'Riverside OB-GYN');
    await submit(page, '.rc-analysis-form button[type="submit"]');
    expect(new URL(page.url()).pathname).to.equal('/revenue-check/thank-you');
    const [row] = await app.db('contacts').select();
    expect(JSON.parse(row.revenue_check).yearly.total).to.equal(348_387);
  });
});
