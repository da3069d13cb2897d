import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { gotoSettled, newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The dashboard’s sections at 375 px: a Menu button, by keyboard, and the links without JavaScript', () => {
  let app: TestApp;
  let cookie: string;
  let page: Page;
  let postId: number;

  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    postId = (await seedPost(app.db, { title: 'Menu post', slug: 'menu-post' })).id;
  });
  after(() => app.close());
  afterEach(() => page?.close());

  const open = async (path: string, javaScript = true) => {
    page = await newPage({ width: 375, height: 740, javaScript });
    await setCookies(page, app, cookie);
    await gotoSettled(page, `${app.url}${path}`);
  };
  const linksShown = () => page.$eval('.dashboard-shell-nav', (nav) => (nav as HTMLElement).offsetHeight > 0 && getComputedStyle(nav).visibility !== 'hidden');
  const expanded = () => page.$eval('.dashboard-shell-menu-button', (button) => button.getAttribute('aria-expanded'));
  /** Tabs until the focus is on `selector` (at most 30 presses). */
  const tabTo = async (selector: string) => {
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };

  for (const [name, path] of [
    ['the overview', '/dashboard'],
    ['the post editor', ''],
  ] as const) {
    it(`folds the sections behind Menu on ${name}: Enter opens, Escape closes, choosing a link closes`, async () => {
      await open(path || `/dashboard/posts/${postId}`);
      await page.waitForSelector('[data-island="DashboardNav"][data-island-started]');
      expect(await linksShown()).to.equal(false);
      const header = await page.$eval('.dashboard-shell-header', (element) => element.getBoundingClientRect().height);
      expect(header).to.be.below(120);
      expect(await page.$eval('.dashboard-shell-menu-button', (button) => [button.textContent, button.getAttribute('aria-controls')])).to.deep.equal([
        'Menu',
        'dashboard-shell-menu',
      ]);

      await tabTo('.dashboard-shell-menu-button');
      await page.keyboard.press('Enter');
      expect(await expanded()).to.equal('true');
      expect(await linksShown()).to.equal(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.dashboard-shell-nav') !== null)).to.equal(true);
      await page.keyboard.press('Escape');
      expect(await expanded()).to.equal('false');
      expect(await linksShown()).to.equal(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('dashboard-shell-menu-button'))).to.equal(true);

      await page.keyboard.press('Enter');
      await tabTo('.dashboard-shell-nav a[href="/dashboard/leads"]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).to.equal('/dashboard/leads');
      expect(await linksShown()).to.equal(false);
    });
  }

  it('shows the links and no Menu button without JavaScript', async () => {
    await open('/dashboard', false);
    expect(await linksShown()).to.equal(true);
    expect(await page.$eval('.dashboard-shell-menu-button', (button) => getComputedStyle(button).display)).to.equal('none');
  });

  it('keeps the side bar and no Menu button at 1280 px', async () => {
    page = await newPage({ width: 1280 });
    await setCookies(page, app, cookie);
    await gotoSettled(page, `${app.url}/dashboard`);
    expect(await linksShown()).to.equal(true);
    expect(await page.$eval('.dashboard-shell-menu-button', (button) => getComputedStyle(button).display)).to.equal('none');
  });
});
