import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';
import { seedPost } from '../helpers/posts.ts';

/**
 * Cumulative Layout Shift, as Chromium reports it (layout-shift entries without recent input), over the
 * load and the islands' start-up: the brand font's swap (decision 024), the workflow strip, the counters
 * and the theme toggle must move nothing.
 */
describe('Layout shift while pages load', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await seedPost(app.db, { slug: 'shift-post', title: 'A post to load' });
  });
  after(() => app.close());

  const paths = [...marketingPaths, '/blog', '/blog/shift-post', '/search?q=coding', '/no-such-page'];
  /** Pages whose text still moves when the brand font swaps in after the first paint (still to do). */
  const swapStillMoves = ['/', '/book', '/privacy-policy', '/thank-you', '/blog', '/blog/shift-post', '/search?q=coding', '/no-such-page'];

  /** Sums the layout shifts (without recent input) of the page's document from its start. */
  const observeShifts = (page: Page) =>
    page.evaluateOnNewDocument(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

  /** The page's layout shift once all that could move has happened. */
  async function settledShift(page: Page): Promise<number> {
    // Until all that could move has happened: the fonts in, the page's islands started, and a running workflow
    // strip's first stage lit (it starts after 1 s). Waiting for these, not a fixed 1.5 s on every page.
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        // (A page without a script, as the 404 page, starts none.)
        (!document.querySelector('script[type="module"]') || !document.querySelector('[data-island]:not([data-island-started])')) &&
        (!document.querySelector('.workflow.is-animated') || document.querySelector('.workflow .workflow-stage.is-active') !== null),
    );
    // A shift reaches the observer after the frame that made it: read one frame and one task later.
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { layoutShift: number }).layoutShift)))),
    );
  }

  for (const [width, colorScheme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`is 0 on every page at ${width} px (${colorScheme})`, async function () {
      this.timeout(180_000);
      // Still exactly 0, but measured up to three times: on a loaded machine the brand font can arrive
      // after the first paint, and one run (2026-11-23, at 375 px dark) saw a swap move a service page by
      // 0.00009. A shift that happens every time still fails.
      this.retries(2);
      const shifted: string[] = [];
      for (const path of paths) {
        const page = await newPage({ width, height: 800, colorScheme, renderer: 'full' });
        try {
          await observeShifts(page);
          await gotoSettled(page, `${app.url}${path}`);
          const shift = await settledShift(page);
          if (shift > 0) shifted.push(`${path}: ${shift}`);
        } finally {
          await page.close();
        }
      }
      expect(shifted).to.deep.equal([]);
    });

    // What a slow machine or phone does at random, every time: the page painted in the fallback face, then the
    // brand font swapped in (the outside test of December 2026: the navigation, 6 px wider in the fallback, moved every page, as
    // /services/accounts-receivable in CI). The pages in swapStillMoves still move by other text than the
    // navigation (their wrapping differs in the fallback); they are measured in the test above only.
    it(`is 0 on the service and content pages at ${width} px (${colorScheme}) when the brand font comes after the first paint`, async function () {
      this.timeout(180_000);
      const shifted: string[] = [];
      for (const path of paths.filter((candidate) => !swapStillMoves.includes(candidate))) {
        const page = await newPage({ width, height: 800, colorScheme, renderer: 'full' });
        try {
          await observeShifts(page);
          const heldFonts: HTTPRequest[] = [];
          let holding = true;
          await page.setRequestInterception(true);
          page.on('request', (request) => void (holding && request.url().endsWith('.woff2') ? heldFonts.push(request) : request.continue()));
          const loaded = page.goto(`${app.url}${path}`, { waitUntil: 'load' });
          // Held until the page has painted its text in the fallback face.
          await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
          expect(await page.evaluate(() => document.fonts.check('16px "Public Sans Variable"'))).to.equal(false);
          holding = false;
          await Promise.all(heldFonts.map((request) => request.continue()));
          await loaded;
          const shift = await settledShift(page);
          if (shift > 0) shifted.push(`${path}: ${shift}`);
        } finally {
          await page.close();
        }
      }
      expect(shifted).to.deep.equal([]);
    });

    // The 404 page's box is as wide as its lead, whose measure was set in ch: the fallback's "0" is 5 % narrower
    // than Public Sans's, so the box widened by 33 px at 1280 px when the font came (decision 093, addendum).
    it(`keeps the 404 page's box the same width when the brand font comes after the first paint at ${width} px`, async function () {
      this.timeout(60_000);
      const page = await newPage({ width, height: 800, colorScheme, renderer: 'full' });
      try {
        const heldFonts: HTTPRequest[] = [];
        let holding = true;
        await page.setRequestInterception(true);
        page.on('request', (request) => void (holding && request.url().endsWith('.woff2') ? heldFonts.push(request) : request.continue()));
        const loaded = page.goto(`${app.url}/no-such-page`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => document.querySelector('.not-found-home') !== null);
        const boxWidth = () => page.evaluate(() => document.querySelector('.not-found > div')!.getBoundingClientRect().width);
        expect(await page.evaluate(() => document.fonts.check('16px "Public Sans Variable"'))).to.equal(false);
        const inFallback = await boxWidth();
        holding = false;
        await Promise.all(heldFonts.map((request) => request.continue()));
        await loaded;
        await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('16px "Public Sans Variable"'));
        expect(await boxWidth()).to.be.closeTo(inFallback, 0.5);
      } finally {
        await page.close();
      }
    });
  }
});
