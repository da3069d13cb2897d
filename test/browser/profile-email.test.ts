/**
 * A user changes their email address on /dashboard/profile with email set up:
 * the form asks for the current password once the address differs, says when
 * a confirmation link was sent, and says so again after the link is opened.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { findUserByUsername } from '#database/users.server.ts';
import { createAdmin, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage } from '../helpers/browser.ts';
import { startSmtp } from '../helpers/smtp.ts';

describe('Changing the email address on the profile page, in the browser', function () {
  this.timeout(120_000);
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let page: Page;
  before(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_FROM: 'site@example.com' }, { loginRateLimit: { windowMs: 60_000, limit: 1000 } });
    const id = await createAdmin(app, 'mia', 'mia-password-123', 'editor');
    await app.db('users').where({ id }).update({ email: 'mia@example.com' });
    page = await newPage({ width: 1280, height: 900 });
    await page.goto(`${app.url}/login`);
    await page.type('#login-username', 'mia');
    await page.type('#login-password', 'mia-password-123');
    await Promise.all([page.waitForNavigation(), page.click('.login-submit')]);
  });
  after(async () => {
    await page.close();
    await app.close();
    smtp.close();
  });

  it('asks for the current password, says a link was sent, and confirms the address when the link is opened', async () => {
    // For axe-core's script (the site's CSP allows no injected script).
    await page.setBypassCSP(true);
    await page.goto(`${app.url}/dashboard/profile`);
    await page.waitForSelector('#profile-email');
    // The same address needs no password.
    expect(await page.$('#profile-email-password')).to.equal(null);
    await page.$eval('#profile-email', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#profile-email', 'mia.new@example.com');
    await page.waitForSelector('#profile-email-password');
    // Labelled, described by its hint, and required.
    expect(await page.$eval('label[for="profile-email-password"]', (label) => label.textContent)).to.equal('Current password');
    expect(
      await page.$eval('#profile-email-password', (input) => [input.getAttribute('aria-describedby'), (input as HTMLInputElement).required]),
    ).to.deep.equal(['profile-email-password-hint', true]);
    expect(await axeViolations(page)).to.deep.equal([]);

    await page.type('#profile-email-password', 'not-the-password');
    await page.click('section[aria-labelledby="profile-details-heading"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.toast')?.textContent?.includes('The current password is not correct'));
    expect((await findUserByUsername(app.db, 'mia'))!.email).to.equal('mia@example.com');

    const confirmation = smtp.nextMessage();
    const notice = smtp.nextMessage();
    await page.$eval('#profile-email-password', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#profile-email-password', 'mia-password-123');
    await page.click('section[aria-labelledby="profile-details-heading"] button[type="submit"]');
    await page.waitForFunction(() =>
      document.querySelector('#profile-email-status')?.textContent?.startsWith('We sent a confirmation link to mia.new@example.com.'),
    );
    expect(await page.$eval('#profile-email-status', (status) => status.getAttribute('role'))).to.equal('status');
    // Sent: the form no longer asks for the password for this address.
    expect(await page.$('#profile-email-password')).to.equal(null);
    const mail = (await confirmation).replace(/=\r\n/g, '').replace(/=3D/g, '=');
    await notice;
    const link = /https?:\/\/[^\s]+\/profile\/confirm-email\?token=[\w-]{43}/.exec(mail)![0];

    await page.goto(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(new URL(page.url()).pathname).to.equal('/dashboard/profile');
    await page.waitForFunction(() => document.querySelector('.toast')?.textContent?.includes('Your new email address is confirmed'));
    expect(new URL(page.url()).search).to.equal('');
    await page.waitForFunction(() => (document.querySelector('#profile-email') as HTMLInputElement | null)?.value === 'mia.new@example.com');
    expect(await page.$eval('#profile-email-status', (status) => status.textContent)).to.equal('');
    expect((await findUserByUsername(app.db, 'mia'))!.email).to.equal('mia.new@example.com');
  });
});
