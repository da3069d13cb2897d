/**
 * "Forgot password" in Chromium (decision 035): asking for the link on
 * /login/forgot, then choosing a new password on the link's page, which takes
 * the token out of the address bar.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { postJson } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';

describe('Forgot password in the browser', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let page: Page;
  before(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ SMTP_URL: smtp.url });
    const id = await createAdmin(app, 'forgetful', testAdmin.password, 'editor');
    await app.db('users').where({ id }).update({ email: 'forgetful@example.com' });
  });
  after(async () => {
    await page?.close();
    await app.close();
    smtp.close();
  });

  it('asks for a link from /login, and sets a new password on the link’s page', async () => {
    page = await newPage();
    await page.goto(`${app.url}/login`);
    await Promise.all([page.waitForNavigation(), page.click('a[href="/login/forgot"]')]);
    await page.type('#forgot-email', 'forgetful@example.com');
    const message = smtp.nextMessage();
    await Promise.all([page.waitForNavigation(), page.click('.login-form button[type="submit"]')]);
    expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal('Check your email');
    const link = /(http\S+\/login\/reset#[\w-]{43})/.exec((await message).replace(/=\r\n/g, ''))![1]!;

    await page.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
    await page.waitForSelector('[data-island="ResetPasswordForm"][data-island-started]');
    expect(new URL(page.url()).hash).to.equal('');
    await page.type('#reset-password', 'short');
    await page.click('.reset-password-form button[type="submit"]');
    await page.waitForSelector('#reset-error:not([hidden])');
    expect(await page.$eval('#reset-error', (error) => error.textContent)).to.equal('Password must be 12-128 characters');
    await page.$eval('#reset-password', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#reset-password', 'a brand new password 42');
    await Promise.all([page.waitForNavigation(), page.click('.reset-password-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/login');
    await page.waitForSelector('.toast::-p-text(Password changed)');
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'forgetful', password: 'a brand new password 42' })).status).to.equal(200);
  });
});
