import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { totpCode } from '#server/auth/totp.server.ts';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { TOTP_STEP_MS } from '../helpers/two-factor.ts';

describe('Two-step sign-in with an authenticator app in the browser', () => {
  let app: TestApp;
  let page: Page;
  // The app's clock: each step moves it on, so a code is never a replay of the last one.
  let now = Date.now();
  let secret = '';
  let recoveryCodes: string[] = [];
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
    await createAdmin(app);
  });
  after(() => app.close());
  afterEach(() => page?.close());

  const signInWithPassword = async () => {
    await page.goto(`${app.url}/login`);
    await page.type('#login-username', testAdmin.username);
    await page.type('#login-password', testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('.login-form button[type="submit"]')]);
  };

  it('sets up the app from the security page: QR code, key, first code, recovery codes', async () => {
    page = await newPage();
    await signInWithPassword();
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    await Promise.all([page.waitForNavigation(), page.click('a[href="/dashboard/security"]')]);
    expect(await page.$eval('[data-testid="totp-status"]', (element) => element.textContent)).to.equal('Off.');
    // Clicked before React has hydrated, the button would do nothing.
    await page.waitForSelector('[data-island="SecuritySettings"][data-island-started]');
    await (await page.waitForSelector('button::-p-text(Set up an authenticator app)'))!.click();
    await page.waitForSelector('.security-qr svg path');
    secret = await page.$eval('.security-key', (element) => element.textContent ?? '');
    expect(secret).to.match(/^[A-Z2-7]{32}$/);

    // A wrong first code: a toast, still off.
    await page.type('#totp-confirm-code', '000000');
    await page.click('button::-p-text(Turn on)');
    await page.waitForSelector('.toast');
    expect(await page.$eval('.toast', (toast) => toast.textContent)).to.include('Code does not match the key being set up.');

    await page.$eval('#totp-confirm-code', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#totp-confirm-code', totpCode(secret, now));
    await page.click('button::-p-text(Turn on)');
    await page.waitForSelector('.security-recovery-codes');
    recoveryCodes = await page.$$eval('.security-recovery-codes code', (codes) => codes.map((code) => code.textContent ?? ''));
    expect(recoveryCodes).to.have.length(10);
    // Copied to the clipboard and offered as a text file named after the site.
    await page.browserContext().overridePermissions(app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await page.click('button::-p-text(Copy codes)');
    await page.waitForSelector('.security-recovery-actions [role="status"]::-p-text(Copied)');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of recoveryCodes) expect(copied).to.include(code);
    const downloads = await mkdtemp(join(tmpdir(), 'recovery-codes-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    const link = await page.$eval('.security-recovery-actions a[download]', (anchor) => ({
      name: (anchor as HTMLAnchorElement).download,
      href: (anchor as HTMLAnchorElement).href,
    }));
    expect(link.name).to.equal(`${new URL(app.url).hostname}-recovery-codes.txt`);
    expect(link.href).to.match(/^blob:/);
    await page.click('.security-recovery-actions a[download]');
    const saved = join(downloads, link.name);
    for (let tries = 0; tries < 50 && !existsSync(saved); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readFile(saved, 'utf8')).trim().split('\n').slice(-10)).to.deep.equal(recoveryCodes);
    await rm(downloads, { recursive: true, force: true });
    await page.click('button::-p-text(I have saved them)');
    expect(await page.$eval('[data-testid="totp-status"]', (element) => element.textContent)).to.equal(
      'On: sign-in asks for a code from your app. 10 unused recovery codes left.',
    );
  });

  it('asks for the code after the password; a wrong code is refused, the right one signs in', async () => {
    now += TOTP_STEP_MS;
    page = await newPage();
    await signInWithPassword();
    expect(new URL(page.url()).pathname).to.equal('/login/verify');
    // The half session opens nothing else.
    await page.goto(`${app.url}/dashboard`);
    expect(new URL(page.url()).pathname).to.equal('/login');
    await page.goto(`${app.url}/login/verify`);
    await page.waitForSelector('[data-island="SecondFactorForm"][data-island-started]');

    await page.type('#second-factor-code', '12a456');
    await page.click('.second-factor-code button[type="submit"]');
    await page.waitForSelector('.toast');
    expect(await page.$eval('.toast', (toast) => toast.textContent)).to.include('Code must be the 6 digits your authenticator app shows.');

    await page.$eval('#second-factor-code', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#second-factor-code', totpCode(secret, now));
    await Promise.all([page.waitForNavigation(), page.click('.second-factor-code button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    expect(await page.$eval('.dashboard-greeting', (p) => p.textContent)).to.equal('Welcome, admin');
  });

  it('signs in with a recovery code instead, once', async () => {
    now += TOTP_STEP_MS;
    page = await newPage();
    await signInWithPassword();
    await page.waitForSelector('[data-island="SecondFactorForm"][data-island-started]');
    await page.click('.second-factor-recovery summary');
    await page.type('#second-factor-recovery-code', recoveryCodes[0]!);
    await Promise.all([page.waitForNavigation(), page.click('.second-factor-recovery-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
  });

  it('works without JavaScript: the code form posts and the dashboard follows', async () => {
    now += TOTP_STEP_MS;
    page = await newPage({ javaScript: false });
    await signInWithPassword();
    expect(new URL(page.url()).pathname).to.equal('/login/verify');
    await page.type('#second-factor-code', totpCode(secret, now - TOTP_STEP_MS * 2));
    await Promise.all([page.waitForNavigation(), page.click('.second-factor-code button[type="submit"]')]);
    expect(await page.$eval('#second-factor-error', (element) => element.textContent)).to.equal('Invalid code');
    await page.type('#second-factor-code', totpCode(secret, now));
    await Promise.all([page.waitForNavigation(), page.click('.second-factor-code button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
  });
});

describe('Two-step sign-in required by the owners, in the browser', () => {
  let app: TestApp;
  let page: Page;
  const now = Date.now();
  before(async () => {
    app = await startTestApp({}, { clock: () => now });
    await createAdmin(app, 'new-hire', testAdmin.password, 'sales');
    await app.db('security_settings').insert({ id: 1, require_two_factor: true, updated_at: new Date(now).toISOString() });
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('sends a user without it to set it up after the password, then on to the dashboard', async () => {
    page = await newPage();
    await page.goto(`${app.url}/login`);
    await page.type('#login-username', 'new-hire');
    await page.type('#login-password', testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('.login-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/security');
    expect(await page.$eval('.security-required', (element) => element.textContent)).to.include('require two-step sign-in for every account');
    // No way round it: the dashboard sends the user back here.
    await page.goto(`${app.url}/dashboard`);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/security');

    // Clicked before React has hydrated, the button would do nothing.
    await page.waitForSelector('[data-island="SecuritySettings"][data-island-started]');
    await (await page.waitForSelector('button::-p-text(Set up an authenticator app)'))!.click();
    await page.waitForSelector('.security-key');
    const secret = await page.$eval('.security-key', (element) => element.textContent ?? '');
    await page.type('#totp-confirm-code', totpCode(secret, now));
    await page.click('button::-p-text(Turn on)');
    await page.waitForSelector('.security-recovery-codes');
    await Promise.all([page.waitForNavigation(), page.click('button::-p-text(I have saved them)')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    expect(await page.$eval('.dashboard-greeting', (p) => p.textContent)).to.equal('Welcome, new-hire');
  });
});
