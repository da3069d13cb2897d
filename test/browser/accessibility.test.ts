import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';

describe('Accessibility of the marketing pages', () => {
  let app: TestApp;
  let page: Page;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe-core violations on any page in the ${colorScheme} theme`, async function () {
      this.timeout(120_000);
      page = await newPage({ colorScheme });
      // axe is injected as an inline script, which the page's CSP would block.
      await page.setBypassCSP(true);
      const failures: Record<string, string[]> = {};
      for (const path of marketingPaths) {
        await gotoSettled(page, `${app.url}${path}`);
        if (path === '/') {
          // Check the counters and the strip at rest, not halfway through a colour transition.
          await page.waitForSelector('.workflow-toggle:not([hidden])');
          await page.click('.workflow-toggle');
          await page.evaluate(() => document.querySelector('#results')!.scrollIntoView());
          await new Promise((resolve) => setTimeout(resolve, 2500));
        }
        const violations = await axeViolations(page);
        if (violations.length > 0) failures[path] = violations;
      }
      expect(failures).to.deep.equal({});
    });
  }

  it('gives every page exactly one h1 and no skipped heading level', async () => {
    page = await newPage();
    for (const path of marketingPaths) {
      await page.goto(`${app.url}${path}`);
      const levels = await page.$$eval('h1, h2, h3, h4, h5, h6', (headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(
        levels.filter((level) => level === 1),
        path,
      ).to.have.length(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!, `${path}: h${levels[index - 1]} then h${level}`).to.be.at.most(1);
      });
    }
  });

  it('shows a visible focus ring on every link and button reached by Tab', async () => {
    page = await newPage();
    await page.goto(`${app.url}/services/medical-coding`);
    const seen = new Set<string>();
    for (let presses = 0; presses < 25; presses++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element === document.body) return undefined;
        const style = getComputedStyle(element);
        const after = getComputedStyle(element, '::after');
        return {
          label: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`,
          visible:
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0),
        };
      });
      if (!focus) continue;
      seen.add(focus.label);
      expect(focus.visible, focus.label).to.equal(true);
    }
    expect(seen.size).to.be.greaterThan(10);
  });
});
