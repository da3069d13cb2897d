import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';

let app: TestApp;
let page: Page;

const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');
const panelHidden = () => page.$eval('#header-search-panel', (panel) => (panel as HTMLFormElement).hidden);

/** Tabs forward until the header's search button has the focus (it comes after the skip link, the logo and the visible links). */
async function tabToSearchButton(): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('header-search-toggle'))) return;
  }
  throw new Error('The search button never took the focus');
}

describe('Search from the header (browser)', () => {
  before(async () => {
    app = await startTestApp();
    await seedPost(app.db, {
      title: 'Treat prior authorization as a clinical task',
      slug: 'prior-authorization-clinical-task',
      content: '<h2>Treat prior authorization as a clinical task</h2><p>Schedulers and clinicians share it.</p>',
    });
  });
  after(() => app.close());
  afterEach(() => page?.close());

  for (const width of [375, 1280]) {
    it(`opens by keyboard, closes with Escape, and searches at ${width} px`, async () => {
      page = await newPage({ width, height: 800 });
      // axe is injected as an inline script, which the page's CSP would block.
      await page.setBypassCSP(true);
      await page.goto(`${app.url}/solutions`);
      await tabToSearchButton();
      expect(await page.$eval('.header-search-toggle', (el) => [el.getAttribute('role'), el.getAttribute('aria-expanded')])).to.deep.equal(['button', 'false']);
      await page.keyboard.press('Enter');
      expect(await panelHidden()).to.equal(false);
      expect(await focused()).to.equal('header-search-field');
      expect(await page.$eval('.header-search-toggle', (el) => el.getAttribute('aria-expanded'))).to.equal('true');
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.keyboard.press('Escape');
      expect(await panelHidden()).to.equal(true);
      expect(await focused()).to.equal('header-search-toggle');
      // Space opens it too, as on any button; then a query and Enter go to the results.
      await page.keyboard.press('Space');
      expect(await focused()).to.equal('header-search-field');
      await page.keyboard.type('prior authorization');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.equal('/search');
      const first = await page.$eval('.search-results a', (link) => ({ href: link.getAttribute('href'), text: link.textContent }));
      expect(first).to.deep.equal({ href: '/blog/prior-authorization-clinical-task', text: 'Treat prior authorization as a clinical task' });
      expect(await page.$$eval('.search-result-snippet mark', (marks) => marks.map((mark) => mark.textContent!.toLowerCase()))).to.include('prior');
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.goto(`${app.url}/search?q=qqqnothingmatches`);
      expect(await axeViolations(page)).to.deep.equal([]);
    });
  }

  it('is a plain link to /search without JavaScript, and says when nothing matched', async () => {
    page = await newPage({ width: 1280, javaScript: false });
    await page.goto(`${app.url}/blog`);
    expect(await page.$eval('.header-search-toggle', (el) => [el.getAttribute('href'), el.getAttribute('role')])).to.deep.equal(['/search', null]);
    expect(await panelHidden()).to.equal(true);
    await Promise.all([page.waitForNavigation(), page.click('.header-search-toggle')]);
    expect(new URL(page.url()).pathname).to.equal('/search');
    await page.type('#site-search', 'qqqnothingmatches');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(await page.$eval('.search-none', (el) => el.textContent)).to.include('Nothing on the site matches');
    expect(await page.$$eval('.search-onward a', (links) => links.map((link) => link.getAttribute('href')))).to.include('/blog');
  });
});
