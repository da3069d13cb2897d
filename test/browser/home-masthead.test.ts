/**
 * The home page's masthead (docs/product/interactions.md#navigation): from 960 px the navigation bar shows the brand
 * on its left from the start, in both themes and without JavaScript, so the bar is not empty before the visitor
 * scrolls; the hero does not repeat it. On a phone the hero names the brand and the bar shows it once scrolled.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';

describe('The home page’s masthead', function () {
  this.timeout(60_000);
  let app: TestApp;
  let page: Page | undefined;
  before(async () => {
    app = await startTestApp();
  });
  afterEach(() => page?.close());
  after(() => app.close());

  const brandState = (view: Page) =>
    view.evaluate(() => {
      const home = document.querySelector('.site-nav .nav-home')!;
      const rect = home.getBoundingClientRect();
      const hero = document.querySelector('.hero-brand');
      return {
        visibility: getComputedStyle(home).visibility,
        opacity: getComputedStyle(home).opacity,
        text: home.textContent,
        left: rect.left,
        top: rect.top,
        height: rect.height,
        heroShown: hero !== null && hero.getBoundingClientRect().height > 0,
        scrollY: window.scrollY,
      };
    });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const javaScript of [true, false]) {
      it(`shows the brand on the left of the bar before scrolling at 1280 px (${colorScheme}${javaScript ? '' : ', without JavaScript'})`, async () => {
        page = await newPage({ width: 1280, height: 800, colorScheme, javaScript });
        await gotoSettled(page, `${app.url}/`);
        const state = await brandState(page);
        expect(state.scrollY).to.equal(0);
        expect(state).to.include({ visibility: 'visible', opacity: '1', text: 'Apex Revenue Partners', heroShown: false });
        expect(state.left).to.be.below(200);
        expect(state.top).to.be.within(0, 68);
        expect(state.height).to.be.above(30);
      });
    }
  }

  it('keeps the brand in the hero on a phone, where the bar shows its logo once scrolled', async () => {
    page = await newPage({ width: 375, height: 800 });
    await gotoSettled(page, `${app.url}/`);
    expect(await brandState(page)).to.include({ visibility: 'hidden', heroShown: true });
  });
});
