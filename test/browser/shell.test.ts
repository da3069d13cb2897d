import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';

// One app for the whole suite; each test opens its own page.
let app: TestApp;
let page: Page;

const isOpen = (selector: string) => page.$eval(selector, (el) => (el as HTMLDetailsElement).open);

describe('Site shell in the browser', () => {
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  describe('the navigation', navigationTests);
  describe('the brand and the theme', brandAndThemeTests);
  describe('pages without islands and the 404', plainPageTests);
});

function navigationTests() {
  it('gives the nav its blurred style after 50px of scroll and, on a phone, shows the home logo then', async () => {
    // From 960 px the home page's bar shows its brand from the start (home-masthead.test.ts).
    page = await newPage({ width: 375, height: 600 });
    await page.goto(`${app.url}/`);
    const state = () =>
      page.$eval('.site-nav', (nav) => ({
        scrolled: nav.classList.contains('is-scrolled'),
        blur: getComputedStyle(nav).backdropFilter,
        logo: getComputedStyle(nav.querySelector('.nav-home')!).visibility,
      }));
    expect(await state()).to.deep.include({ scrolled: false, logo: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => window.scrollY === 40);
    expect((await state()).scrolled).to.equal(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('.site-nav')!.classList.contains('is-scrolled'));
    const scrolled = await state();
    expect(scrolled.blur).to.include('blur');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.nav-home')!).visibility === 'visible');
  });

  it('shows the logo from the start on other pages', async () => {
    page = await newPage();
    await page.goto(`${app.url}/no-such-page`);
    expect(await page.$eval('.nav-home', (el) => getComputedStyle(el).visibility)).to.equal('visible');
  });

  it('opens the Services dropdown by click and closes it by Escape, a click outside and a second click', async () => {
    page = await newPage();
    await page.goto(`${app.url}/`);
    await page.click('.nav-dropdown > summary');
    expect(await isOpen('.nav-dropdown')).to.equal(true);
    expect(await page.$$eval('.nav-dropdown-panel a', (links) => links.length)).to.equal(10);
    await page.keyboard.press('Escape');
    expect(await isOpen('.nav-dropdown')).to.equal(false);
    expect(await page.evaluate(() => document.activeElement?.matches('.nav-dropdown > summary'))).to.equal(true);
    await page.click('.nav-dropdown > summary');
    expect(await isOpen('.nav-dropdown')).to.equal(true);
    // Empty hero background, right of the centred text (its buttons start near y 500).
    await page.mouse.click(1180, 300);
    expect(await isOpen('.nav-dropdown')).to.equal(false);
    // Clicking Services again closes it too.
    await page.click('.nav-dropdown > summary');
    expect(await isOpen('.nav-dropdown')).to.equal(true);
    await page.click('.nav-dropdown > summary');
    expect(await isOpen('.nav-dropdown')).to.equal(false);
  });

  it('opens the mobile menu with the same items and closes it with Escape and a click outside', async () => {
    // Tall enough that the dimmed page shows below the open menu.
    page = await newPage({ width: 375, height: 1000 });
    await page.goto(`${app.url}/`);
    expect(await page.$eval('.nav-links', (el) => getComputedStyle(el).display)).to.equal('none');
    await page.click('.nav-mobile > summary');
    expect(await isOpen('.nav-mobile')).to.equal(true);
    const labels = await page.$$eval('.nav-mobile-panel a', (links) => links.map((a) => a.textContent));
    expect(labels).to.have.length(15);
    expect(labels).to.include.members(['Solutions', 'Member Program', 'Blog', 'Search', 'Contact']);
    // The page behind the open menu is dimmed.
    const dim = await page.$eval('.nav-mobile > summary', (summary) => getComputedStyle(summary, '::before').backgroundColor);
    expect(dim).to.match(/^rgba\(6, 16, 20, 0\.5\d*\)$/);
    // The theme toggle stays in the bar, next to the menu.
    expect(await page.$eval('.nav-tools .theme-toggle', (button) => button.getBoundingClientRect().width > 0)).to.equal(true);
    await page.keyboard.press('Escape');
    expect(await isOpen('.nav-mobile')).to.equal(false);
    // A click outside the menu closes it too.
    await page.click('.nav-mobile > summary');
    expect(await isOpen('.nav-mobile')).to.equal(true);
    expect(await page.$eval('.nav-mobile-panel', (panel) => panel.getBoundingClientRect().bottom)).to.be.below(960);
    await page.mouse.click(187, 980);
    expect(await isOpen('.nav-mobile')).to.equal(false);
    expect(new URL(page.url()).pathname).to.equal('/');
  });

  it('keeps every nav link working without JavaScript', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/no-such-page`);
    await page.click('.nav-dropdown > summary');
    expect(await isOpen('.nav-dropdown')).to.equal(true);
    const hrefs = await page.$$eval('.nav-links a', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).to.include.members(['/solutions', '/uswha', '/blog', '/#contact']);
    // A toggle that cannot work without its script is not offered.
    expect(await page.$eval('.theme-toggle', (button) => getComputedStyle(button).visibility)).to.equal('hidden');
  });
}

function brandAndThemeTests() {
  it('names the brand above the fold on the home page on a phone, also without JavaScript', async () => {
    // On a wide screen the bar's brand is the masthead (home-masthead.test.ts).
    page = await newPage({ width: 375, javaScript: false });
    await page.goto(`${app.url}/`);
    const brand = await page.$eval('.hero-brand', (element) => ({ text: element.textContent, bottom: element.getBoundingClientRect().bottom }));
    expect(brand.text).to.equal('Apex Revenue Partners');
    expect(brand.bottom).to.be.within(0, 800);
  });

  it('switches the theme, keeps it across reloads without a flash', async () => {
    page = await newPage({ colorScheme: 'light' });
    await page.goto(`${app.url}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(false);
    await page.waitForSelector('.theme-toggle:not([disabled])');
    // The label says what a press will do, and so does the icon (a moon, then a sun).
    const toggle = () =>
      page.$eval('.theme-toggle', (button) => ({
        label: [...button.querySelectorAll('.theme-toggle-label')].filter((span) => getComputedStyle(span).display !== 'none').map((span) => span.textContent),
        icon: [...button.querySelectorAll('svg')].filter((svg) => getComputedStyle(svg).display !== 'none').map((svg) => svg.classList[1]),
      }));
    expect(await toggle()).to.deep.equal({ label: ['Switch to dark theme'], icon: ['icon-moon'] });
    await page.click('.theme-toggle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).to.equal('dark');
    expect(await toggle()).to.deep.equal({ label: ['Switch to light theme'], icon: ['icon-sun'] });
    const accessibleName = async () => (await page.accessibility.snapshot({ root: (await page.$('.theme-toggle'))! }))?.name;
    expect(await accessibleName()).to.equal('Switch to light theme');

    // No flash: record the class at the first paint-relevant moment, before any module script runs.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: boolean }).themeAtLoad = document.documentElement.classList.contains('dark');
      });
      new MutationObserver(() => {
        if (document.body && !('bodyTheme' in window)) {
          (window as unknown as { bodyTheme: boolean }).bodyTheme = document.documentElement.classList.contains('dark');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { bodyTheme: boolean }).bodyTheme)).to.equal(true);
    expect(await page.$eval('body', (body) => getComputedStyle(body).backgroundColor)).to.equal('rgb(11, 26, 32)');
  });

  it('sets the text in the brand typeface, with one brand mark in the header, favicon and share image', async () => {
    page = await newPage();
    await gotoSettled(page, `${app.url}/services/medical-coding`);
    expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('700 16px "Public Sans Variable"')))).to.equal(true);
    expect(await page.$eval('h1', (h1) => getComputedStyle(h1).fontFamily)).to.match(/^"Public Sans Variable", "Public Sans Fallback"/);
    const headerMark = await page.$eval('.nav-home .logo-mark', (svg) => svg.innerHTML.replace(/\s+/g, ' '));
    const favicon = await (await fetch(`${app.url}/favicon.svg`)).text();
    for (const shape of ['points="12,46 24,33 33,40 47,23"', 'cx="49" cy="21" r="6"']) {
      expect(headerMark).to.include(shape);
      expect(favicon).to.include(shape);
    }
  });

  it('turns the platform tiles dark in the dark theme', async () => {
    page = await newPage({ colorScheme: 'dark' });
    await page.goto(`${app.url}/`);
    expect(await page.$eval('.platform img', (img) => getComputedStyle(img).filter)).to.match(/^invert\(0\.9\)/);
    await page.close();
    page = await newPage({ colorScheme: 'light' });
    await page.goto(`${app.url}/`);
    expect(await page.$eval('.platform img', (img) => getComputedStyle(img).filter)).to.equal('none');
  });

  it('follows the system preference when nothing is stored, and uses dark when storage fails', async () => {
    page = await newPage({ colorScheme: 'dark' });
    await page.goto(`${app.url}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(true);
    await page.close();

    page = await newPage({ colorScheme: 'light' });
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(`${app.url}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(true);
  });

  it('switches the theme by keyboard, also on a page that loads no script file (the inline script does it)', async () => {
    page = await newPage({ colorScheme: 'light' });
    await page.goto(`${app.url}/definitely/not/here`);
    expect(await page.$$eval('script[src]', (scripts) => scripts.length)).to.equal(0);
    await page.focus('.nav-tools .theme-toggle');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(true);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).to.equal(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).to.equal('light');
  });
}

function plainPageTests() {
  it('shows the 404 page with its status', async () => {
    page = await newPage();
    const response = await page.goto(`${app.url}/definitely/not/here`);
    expect(response?.status()).to.equal(404);
    expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal('404 Page Not Found');
    expect(await page.$$eval('.site-nav, .site-footer', (parts) => parts.length)).to.equal(2);
    await page.type('#not-found-search', 'coding');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).to.equal('/search');
    expect(await page.$$eval('.search-results a', (links) => links.map((a) => a.getAttribute('href')))).to.include('/services/medical-coding');
  });

  it('loads no script file on a page without islands', async () => {
    page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoSettled(page, `${app.url}/definitely/not/here`);
    expect(scripts).to.deep.equal([]);
  });
}
