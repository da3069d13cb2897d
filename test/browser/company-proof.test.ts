/**
 * The dashboard's Settings and Proof pages as an owner uses them, and the public
 * pages following them: a proof section appears where an item is placed and is gone,
 * heading and all, when the last one is deleted. Screenshots of both pages (light and
 * dark, 1280 and 375 px) are kept for a person to look at, and axe finds nothing.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { writeContent } from '#database/write-content.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { keepScreenshot, scrollSettled, type PageOptions } from '../helpers/browser.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('Company settings and proof in the dashboard', () => {
  let app: TestApp;
  let page: Page;
  let cookie: string;
  before(async () => {
    app = await startTestApp({ DEMO_CONTENT: '1' });
    // Signed in through the API: signing in through the form is the auth suite's subject, not this one's.
    cookie = await signIn(app);
  });
  after(() => app.close());
  afterEach(() => page?.close());

  async function signedIn(path: string, ready: string, options: PageOptions = {}) {
    // The session cookie set, and the CSP bypassed: axe-core is injected as a script, which the site's CSP would refuse.
    page = await browserPage(app, cookie, options);
    await page.goto(`${app.url}${path}`);
    await page.waitForSelector(ready);
  }

  const toastTitle = () => page.waitForSelector('.toast-title').then((element) => element!.evaluate((node) => node.textContent));
  const publicPage = async (path: string) => (await fetch(`${app.url}${path}`)).text();

  it('marks the first-run values as placeholders, and saves new details that the site shows at once', async () => {
    await signedIn('/dashboard/settings', '.settings-form');
    expect(await page.$eval('h1', (heading) => heading.textContent)).to.include('Placeholder');
    const name = await page.$('input[name="name"]');
    await name!.click({ count: 3 });
    await name!.type('Harbor Revenue Group');
    await page.click('.settings-check input');
    const announcement = await page.waitForSelector('input[name="announcement.text"]');
    await announcement!.type('Now welcoming new practices');
    await page.click('button[type="submit"]');
    expect(await toastTitle()).to.equal('Settings saved');
    await page.waitForFunction(() => !document.querySelector('.badge-placeholder'));
    const home = await publicPage('/');
    expect(home).to.include('<span class="logo-text">Harbor Revenue Group</span>');
    expect(home).to.include('Now welcoming new practices');
  });

  it('marks a refused field, says why beside it, and moves focus to it', async () => {
    await signedIn('/dashboard/settings', '.settings-form');
    await page.click('.settings-form fieldset:nth-of-type(4) button');
    await (await page.waitForSelector('input[name="social[0].label"]'))!.type('LinkedIn');
    const url = await page.$('input[type="url"]');
    await url!.type('javascript:alert(1)');
    await page.click('button[type="submit"]');
    expect(await toastTitle()).to.equal('The settings were not saved');
    await page.waitForSelector('input[type="url"][aria-invalid="true"]');
    const described = await page.$eval('input[type="url"]', (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(described).to.match(/https:\/\//);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).to.equal('url');
    expect(await publicPage('/')).not.to.include('javascript:alert');
  });

  it('adds a testimonial placed on the home page, and deleting the last one takes its section away', async function () {
    // Sign-in, two saves, a delete and three public pages: longer than one step on a busy machine.
    this.timeout(120_000);
    // Demo items are in the testimonials section too: remove them through the API first.
    await writeContent(app.db, (trx) => trx('proof_items').where({ kind: 'testimonial' }).delete());
    expect(await publicPage('/')).not.to.include('What Practices Say');

    await signedIn('/dashboard/proof', '.proof-kind');
    await page.click('#proof-testimonial-heading + button');
    const editor = await page.waitForSelector('.proof-editor');
    await (await editor!.$('textarea'))!.type('Browser test quote about clearer statements.');
    await (await editor!.$('input[name="person"]'))!.type('Browser Tester');
    await (await editor!.$('input[name="role"]'))!.type('Office manager');
    await (await editor!.$('input[name="practice"]'))!.type('Browser Test Clinic');
    await page.click('.proof-editor button[type="submit"]');
    expect(await toastTitle()).to.equal('Not saved');
    await page.waitForSelector('.proof-editor [aria-invalid="true"]');
    // As a person sees it: focus on the first refused field, and the page done scrolling smoothly to it; clicked
    // while the page still moved, the box was missed on a busy machine.
    await page.waitForFunction(() => document.activeElement?.matches('.proof-editor [aria-invalid="true"]'));
    await scrollSettled(page);
    await (await editor!.$('input[name="permissionGiven"]'))!.click();
    await page.type('.proof-editor input[type="date"]', '02012026');
    await page.click('.proof-editor button[type="submit"]');
    const problems = () => page.$$eval('.proof-editor .field-error', (errors) => errors.map((error) => error.textContent));
    await page
      .waitForFunction(() => !document.querySelector('.proof-editor [aria-invalid="true"]') || !document.querySelector('.proof-editor'), { timeout: 20_000 })
      .catch(() => undefined);
    expect(await problems()).to.deep.equal([]);
    await page.waitForFunction(() => !document.querySelector('.proof-editor') && document.body.textContent?.includes('Browser test quote'));
    const home = await publicPage('/');
    expect(home).to.include('What Practices Say');
    expect(home).to.include('Browser test quote about clearer statements.');

    page.once('dialog', (dialog) => void dialog.accept());
    const row = await page.waitForSelector('section[aria-labelledby="proof-testimonial-heading"] .button-danger');
    await row!.click();
    await page.waitForFunction(() => !document.body.textContent?.includes('Browser test quote'));
    const after = await publicPage('/');
    expect(after).not.to.include('What Practices Say');
    expect(after).not.to.include('id="testimonials"');
  });

  it('shows sample items with a Sample badge', async () => {
    await signedIn('/dashboard/proof', '.proof-row');
    expect(await page.$$eval('.proof-row .badge-placeholder', (badges) => badges.length)).to.be.greaterThan(0);
  });

  for (const [path, ready, name] of [
    ['/dashboard/settings', '.settings-form', 'settings'],
    ['/dashboard/proof', '.proof-row', 'proof'],
  ] as const) {
    for (const width of [1280, 375]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        it(`${path} has no axe-core violations at ${width} px in the ${colorScheme} theme`, async () => {
          await signedIn(path, ready, { width, colorScheme });
          expect(await axeViolations(page)).to.deep.equal([]);
          await keepScreenshot(page, `dashboard-${name}-${width}-${colorScheme}`, true);
        });
      }
    }
  }
});
