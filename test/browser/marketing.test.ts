import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';

// One app for the whole suite; each test opens its own page.
let app: TestApp;
let page: Page;

const activeStage = () => page.$$eval('.workflow-stage', (stages) => stages.findIndex((stage) => stage.classList.contains('is-active')));

describe('Marketing pages in the browser', () => {
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  describe('the workflow strip and the counters', animationTests);
  describe('links, logos and pages without JavaScript', linkAndFallbackTests);
});

function animationTests() {
  it('shows one stage lit before the workflow strip’s script runs', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/`);
    expect(await page.$eval('.workflow', (strip) => strip.getAttribute('data-phase'))).to.equal('0');
    expect(await activeStage()).to.equal(0);
    // The other five look quiet: not the highlighted stage's colours.
    const backgrounds = await page.$$eval('.workflow-stage', (stages) => stages.map((stage) => getComputedStyle(stage).backgroundColor));
    expect(new Set(backgrounds.slice(1)).size).to.equal(1);
    expect(backgrounds[1]).not.to.equal(backgrounds[0]);
  });

  it('advances the workflow strip one stage at a time after the start delay, marking done stages', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    await page.waitForSelector('.workflow.is-animated');
    const startedAt = Date.now();
    // The first stage stays lit from the server's markup through its own turn: nothing jumps.
    expect(await activeStage()).to.equal(0);
    await page.waitForFunction(() => document.querySelector('.workflow')!.getAttribute('data-phase') === '1', { timeout: 5000 });
    expect(Date.now() - startedAt).to.be.within(2500, 4000);
    expect(await activeStage()).to.equal(1);
    expect(await page.$$eval('.workflow-stage.is-done', (done) => done.length)).to.equal(1);
    // A done stage looks done: its number gives way to a check mark (once the colour transition ends).
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.workflow-stage.is-done .workflow-number')!).color === 'rgba(0, 0, 0, 0)');
    expect(await page.$eval('.workflow-stage.is-done .workflow-number', (number) => getComputedStyle(number, '::after').borderRightStyle)).to.equal('solid');
  });

  it('pauses the workflow strip with its button', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    await page.waitForFunction(() => document.querySelector('.workflow')!.getAttribute('data-phase') === '0', { timeout: 3000 });
    // The button works once its island has started (a click before that is the server's HTML, which has no handler).
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.workflow')!.closest<HTMLElement>('[data-island]')?.dataset.islandStarted !== undefined,
      {
        timeout: 5000,
      },
    );
    await page.click('.workflow-toggle');
    expect(await page.$eval('.workflow-toggle', (button) => button.textContent)).to.equal('Play animation');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await activeStage()).to.equal(0);
  });

  it('counts the KPIs to their targets once they scroll into view, down where lower is better', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    await page.waitForFunction(() => document.querySelector('.kpi-digits')!.textContent === '0%');
    // Record every value each counter shows.
    await page.evaluate(() => {
      const seen: string[][] = [];
      document.querySelectorAll('.kpi-digits').forEach((digits, index) => {
        seen[index] = [];
        new MutationObserver(() => seen[index]!.push(digits.textContent ?? '')).observe(digits, { childList: true, characterData: true, subtree: true });
      });
      (window as unknown as { seen: string[][] }).seen = seen;
    });
    await page.evaluate(() => document.querySelector('#results')!.scrollIntoView());
    await page.waitForFunction(() => [...document.querySelectorAll('.kpi-digits')].map((digits) => digits.textContent).join(' ') === '98% 30 99% 3%', {
      timeout: 5000,
    });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[][] }).seen);
    const clean = seen[0]!.map((value) => parseInt(value, 10));
    expect(clean.length).to.be.greaterThan(3);
    expect(clean[0]).to.be.lessThan(98);
    expect(clean).to.deep.equal([...clean].sort((a, b) => a - b));
    // Days in A/R and the denial rate, where lower is better, count down to their targets.
    for (const index of [1, 3]) {
      const values = seen[index]!.map((value) => parseInt(value, 10));
      expect(values.length).to.be.greaterThan(3);
      expect(values[0]).to.be.greaterThan(values.at(-1)!);
      expect(values).to.deep.equal([...values].sort((a, b) => b - a));
    }
    // Screen readers get the final values throughout.
    expect(await page.$$eval('.kpi-value .visually-hidden', (spans) => spans.map((span) => span.textContent))).to.deep.equal(['98%', '30', '99%', '3%']);
  });

  it('shows final counter values and every stage lit under reduced motion', async () => {
    page = await newPage({ reducedMotion: true });
    await gotoSettled(page, `${app.url}/`);
    await page.evaluate(() => document.querySelector('#results')!.scrollIntoView());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.$$eval('.kpi-digits', (all) => all.map((digits) => digits.textContent))).to.deep.equal(['98%', '30', '99%', '3%']);
    expect(await page.$eval('.workflow', (strip) => [strip.getAttribute('data-phase'), strip.classList.contains('is-animated')])).to.deep.equal(['all', false]);
    // Nothing to pause: the button is not offered (it keeps its place, out of sight, so nothing shifts).
    expect(await page.$eval('.workflow-toggle', (button) => [(button as HTMLButtonElement).disabled, getComputedStyle(button).visibility])).to.deep.equal([
      true,
      'hidden',
    ]);
  });
}

function linkAndFallbackTests() {
  it('scrolls to the contact section with Get Started and puts focus in its first field', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    await page.click('.hero-actions a[href="#contact"]');
    // The section is at the end of the page: the scroll stops at its top or at the page bottom, whichever comes first.
    await page.waitForFunction(
      () => {
        const contactTop = document.querySelector('#contact')!.getBoundingClientRect().top + scrollY;
        const target = Math.min(contactTop - 120, document.documentElement.scrollHeight - innerHeight);
        return scrollY > 1000 && scrollY >= target - 2;
      },
      { timeout: 5000 },
    );
    const top = await page.$eval('#contact', (section) => section.getBoundingClientRect().top);
    expect(top).to.be.within(0, 800);
    expect(await page.evaluate(() => location.hash)).to.equal('#contact');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('fullName');
  });

  it('shows the platform name when its logo fails to load', async () => {
    page = await newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().endsWith('/logos/epic.svg')) void request.abort();
      else void request.continue();
    });
    await page.goto(`${app.url}/`);
    await page.evaluate(() => document.querySelector('#platforms')!.scrollIntoView());
    await page.waitForSelector('.platform.is-broken');
    const broken = await page.$$eval('.platform.is-broken', (tiles) =>
      tiles.map((tile) => ({
        name: (tile.querySelector('.platform-name') as HTMLElement).innerText,
        imageShown: getComputedStyle(tile.querySelector('img')!).display !== 'none',
      })),
    );
    expect(broken).to.deep.equal([{ name: 'Epic', imageShown: false }]);
  });

  it('shows the name of a logo that failed before the script ran', async () => {
    page = await newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().endsWith('/logos/nextgen.svg')) void request.abort();
      else if (request.resourceType() === 'script') setTimeout(() => void request.continue(), 1500);
      else void request.continue();
    });
    await page.setViewport({ width: 1280, height: 6000 });
    await gotoSettled(page, `${app.url}/`);
    await page.waitForSelector('.platform.is-broken');
    expect(await page.$$eval('.platform.is-broken .platform-name', (names) => names.map((name) => name.textContent))).to.deep.equal(['NextGen']);
  });

  it('leads every service link in the dropdown and the services summary to a page that answers 200', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    const hrefs = await page.$$eval('.nav-dropdown-panel a, #services a', (links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.filter((href) => href.startsWith('/services/'))).to.have.length(16);
    for (const href of new Set(hrefs)) {
      const response = await fetch(`${app.url}${href}`);
      expect(response.status, href).to.equal(200);
    }
  });

  it('reads every page without JavaScript', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/`);
    expect(await page.$$eval('.kpi-digits', (all) => all.map((digits) => digits.textContent))).to.deep.equal(['98%', '30', '99%', '3%']);
    expect(await page.$$eval('.workflow-stage-title', (titles) => titles.map((title) => title.textContent))).to.deep.equal([
      'Pre-service',
      'Charge Capture & Coding',
      'Claim Generation',
      'Payment Posting',
      'A/R & Denials',
      'Reporting & Process Improvement',
    ]);
    // Nothing to pause: the button is not offered (it keeps its place, out of sight, so nothing shifts).
    expect(await page.$eval('.workflow-toggle', (button) => [(button as HTMLButtonElement).disabled, getComputedStyle(button).visibility])).to.deep.equal([
      true,
      'hidden',
    ]);
  });
}
