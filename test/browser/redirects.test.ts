/**
 * The Redirects and Site health pages in Chromium (docs/product/redirects.md#dashboard): "Redirect this…"
 * from the missing pages, the form by keyboard with a refusal shown under its field, Delete, the health
 * report's links to fix, and no axe violations, at 375 and 1280 px.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { addNotFoundHits, otherPath } from '#database/not-found-log.server.ts';
import { createPost } from '#database/posts.server.ts';
import { maxKeptPaths } from '#server/redirects/not-found-counter.server.ts';
import { dayIn } from '#shared/site-day.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { desktopAgent } from '../helpers/analytics.ts';
import { axeViolations } from '../helpers/axe.ts';
import { focusSettled, newPage } from '../helpers/browser.ts';
import { request } from '../helpers/http.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('Redirects and site health in the dashboard', function () {
  this.timeout(60_000);
  let app: TestApp;
  let cookie: string;
  const pages: Page[] = [];
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    cookie = await signIn(app);
  });
  after(() => app.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });

  async function open(path: string, width: number): Promise<Page> {
    const page = await newPage({ width, height: 900 });
    pages.push(page);
    // axe is injected as a script, which the site's CSP refuses.
    await page.setBypassCSP(true);
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}${path}`);
    return page;
  }
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
  /** The toasts close first: their own markup is the toast island's business (islands/toast/). */
  async function closeToasts(page: Page): Promise<void> {
    while (await page.$('.toast-close')) await page.click('.toast-close');
    await page.waitForFunction(() => !document.querySelector('.toast'));
  }

  for (const width of [375, 1280]) {
    it(`redirects a missing page by keyboard, shows a refused loop under To, and deletes the rule (${width} px)`, async () => {
      const missing = `/old-team-${width}`;
      for (let i = 0; i < 3; i++) await request(`${app.url}${missing}`, { headers: { 'user-agent': desktopAgent } });
      await app.site.notFound.flush();
      const page = await open('/dashboard/redirects', width);
      page.on('dialog', (dialog) => void dialog.accept());
      const redirectThis = `tr[data-path="${missing}"] button`;
      await page.waitForSelector(redirectThis);
      expect(await page.$eval(`tr[data-path="${missing}"]`, (row) => row.textContent)).to.include('3');

      await page.focus(redirectThis);
      await page.keyboard.press('Enter');
      const fromId = await page.$eval('input[name="from"]', (input) => input.id);
      const toId = await page.$eval('input[name="to"]', (input) => input.id);
      // The form fills From and moves the focus to To once React has drawn it, a moment after the key.
      await focusSettled(page, toId);
      expect(await page.$eval('input[name="from"]', (input) => (input as HTMLInputElement).value)).to.equal(missing);
      expect(await focusedId(page)).to.equal(toId);
      await page.keyboard.type('/solutions');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`tr[data-source="${missing}"]`);
      const served = await request(`${app.url}${missing}`);
      expect([served.status, served.headers.get('location')]).to.deep.equal([301, '/solutions']);

      // A loop: the server's refusal under To, which gets the focus.
      await page.focus(`#${fromId}`);
      await page.keyboard.type('/loop-page');
      await page.focus(`#${toId}`);
      await page.keyboard.type('/loop-page');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`#${toId}-error`);
      expect(await page.$eval(`#${toId}-error`, (error) => error.textContent)).to.match(/loop/);
      expect(await page.$eval(`#${toId}`, (input) => input.getAttribute('aria-invalid'))).to.equal('true');
      await focusSettled(page, toId);
      expect(await focusedId(page)).to.equal(toId);
      await closeToasts(page);
      expect(await axeViolations(page)).to.deep.equal([]);

      await page.focus(`tr[data-source="${missing}"] button`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((row) => !document.querySelector(row), {}, `tr[data-source="${missing}"]`);
      expect((await request(`${app.url}${missing}`)).status).to.equal(404);
    });
  }

  it('says how many requests went to addresses not kept one by one, under the missing pages', async () => {
    await request(`${app.url}/old-pricing-sheet`, { headers: { 'user-agent': desktopAgent } });
    await app.site.notFound.flush();
    const day = dayIn(app.config.siteTimeZone, Date.now());
    const at = new Date().toISOString();
    const other = { day, path: otherPath, referrerHost: '', firstSeenAt: at, lastSeenAt: at };
    await addNotFoundHits(
      app.db,
      [
        { ...other, bot: false, count: 1234 },
        { ...other, bot: true, count: 56 },
      ],
      maxKeptPaths,
    );
    const page = await open('/dashboard/redirects', 1280);
    await page.waitForSelector('tr[data-path="/old-pricing-sheet"]');
    const note = await page.$eval('section[aria-labelledby="missing-heading"] .missing-other', (element) => element.textContent);
    expect(note).to.equal('Plus 1,234 requests by people and 56 by bots for other addresses, not kept one by one.');
  });

  it('lists a post linking to a missing page with a link to its editor, and has no axe violations (375 and 1280 px)', async () => {
    const post = await createPost(
      app.db,
      {
        title: 'Health check post',
        slug: 'health-check-post',
        excerpt: 'x',
        content: '<p><a href="/gone-page">Gone</a></p>',
        status: 'published',
        tags: ['A'],
      },
      null,
    );
    await app.site.siteHealth.run();
    for (const width of [375, 1280]) {
      const page = await open('/dashboard/site-health', width);
      await page.waitForSelector('[data-kind="broken-link"]');
      const item = await page.$eval('[data-kind="broken-link"] .health-item', (element) => ({
        text: element.textContent ?? '',
        edit: element.querySelector('a.button')?.getAttribute('href'),
      }));
      expect(item.text).to.include('/gone-page');
      expect(item.edit).to.equal(`/dashboard/posts/${post.id}`);
      expect(await axeViolations(page)).to.deep.equal([]);
    }
  });
});
