/**
 * Passkeys in Chromium (decision 034), with the DevTools protocol's
 * virtual authenticator (a platform authenticator that holds resident keys
 * and verifies its user): registering one on /dashboard/security, signing in
 * with it alone from /login, using it as the second factor after the
 * password, renaming and removing it. The site is served as localhost: WebAuthn
 * refuses an IP address as the relying party ID.
 */
import { expect } from 'chai';
import type { CDPSession, Page } from 'puppeteer-core';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { freePort } from '../helpers/server-process.ts';

describe('Passkeys in the browser (virtual authenticator)', () => {
  let app: TestApp;
  let origin = '';
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId = '';
  before(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    app = await startTestApp({ SITE_URL: origin }, { port });
    await createAdmin(app);
    page = await newPage();
    cdp = await page.createCDPSession();
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
  });
  after(async () => {
    await page?.close();
    await app?.close();
  });

  const signOut = async () => {
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
    await page.goto(`${origin}/login`);
  };
  /** Waits for a toast that says `text` (an earlier toast may still be showing). */
  const toastSaying = (text: string) => page.waitForSelector(`.toast::-p-text(${text})`);

  it('registers a named passkey on the security page', async () => {
    await page.goto(`${origin}/login`);
    await page.type('#login-username', testAdmin.username);
    await page.type('#login-password', testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('.login-form button[type="submit"]')]);
    await page.goto(`${origin}/dashboard/security`);
    await page.waitForSelector('[data-island="PasskeyManager"][data-island-started]');
    expect(await page.$eval('[data-testid="passkey-status"]', (element) => element.textContent)).to.equal('No passkeys yet.');
    await page.type('#passkey-name', 'Work laptop');
    await page.click('button::-p-text(Add a passkey)');
    await page.waitForSelector('[data-testid="passkey-list"] .passkey-name');
    expect(await page.$$eval('.passkey-name', (names) => names.map((name) => name.textContent))).to.deep.equal(['Work laptop']);
    expect(await page.$eval('.passkey-meta', (meta) => meta.textContent)).to.match(/^Added \d{4}-\d{2}-\d{2} · not used yet$/);

    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).to.have.length(1);
    expect(credentials[0]!.isResidentCredential).to.equal(true);
    expect(credentials[0]!.rpId).to.equal('localhost');
    const [row] = await app.db('passkeys').select('credential_id', 'name');
    expect(row).to.deep.equal({ credential_id: Buffer.from(credentials[0]!.credentialId, 'base64').toString('base64url'), name: 'Work laptop' });
  });

  it('signs in from /login with the passkey alone', async () => {
    await signOut();
    await page.waitForSelector('[data-island="PasskeySignIn"][data-island-started]');
    await Promise.all([page.waitForNavigation(), page.click('button::-p-text(Sign in with a passkey)')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    expect(await page.$eval('.dashboard-greeting', (p) => p.textContent)).to.equal('Welcome, admin');
    // The server kept the authenticator's counter (it counts registration too).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    const [row] = await app.db('passkeys').select('sign_count', 'last_used_at');
    expect(Number(row.sign_count)).to.equal(credentials[0]!.signCount).and.to.be.greaterThan(0);
    expect(row.last_used_at).not.to.equal(null);
  });

  it('asks for the passkey after the password, and takes it as the second factor', async () => {
    await signOut();
    await page.type('#login-username', testAdmin.username);
    await page.type('#login-password', testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('.login-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/login/verify');
    // No authenticator app: no code form, only the passkey.
    expect(await page.$('#second-factor-code')).to.equal(null);
    await page.waitForSelector('[data-island="PasskeySignIn"][data-island-started]');
    await Promise.all([page.waitForNavigation(), page.click('button::-p-text(Use a passkey)')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    const [entry] = await app.db('audit_log').where({ action: 'sign-in' }).orderBy('id', 'desc');
    expect(JSON.parse(entry.details)).to.deep.equal({ method: 'password+passkey' });
  });

  it('renames the passkey, refuses a wrong password for its removal, and removes it with the right one', async function () {
    await page.goto(`${origin}/dashboard/security`);
    await page.waitForSelector('[data-island="PasskeyManager"][data-island-started]');
    this.timeout(90_000);
    await page.click('button::-p-text(Rename)');
    const rename = (await page.waitForSelector('input[id^="passkey-rename-"]'))!;
    await rename.evaluate((input) => ((input as HTMLInputElement).value = ''));
    await rename.type('Desk key');
    await page.click('form:has(input[id^="passkey-rename-"]) button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.passkey-name')?.textContent === 'Desk key');

    await page.click('button::-p-text(Remove)');
    await (await page.waitForSelector('input[id^="passkey-remove-"]'))!.type('not my password');
    await page.click('button::-p-text(Remove passkey)');
    await toastSaying('That password or code is not correct');
    expect(await app.db('passkeys').count({ count: '*' }).first()).to.deep.equal({ count: 1 });
    const input = (await page.$('input[id^="passkey-remove-"]'))!;
    await input.evaluate((field) => ((field as HTMLInputElement).value = ''));
    await input.type(testAdmin.password);
    await page.click('button::-p-text(Remove passkey)');
    await page.waitForSelector('[data-testid="passkey-status"]');
    expect(await app.db('passkeys').count({ count: '*' }).first()).to.deep.equal({ count: 0 });
  });

  it('no longer signs in with the removed passkey: a toast, still on /login', async () => {
    await signOut();
    await page.waitForSelector('[data-island="PasskeySignIn"][data-island-started]');
    await page.click('button::-p-text(Sign in with a passkey)');
    await toastSaying('This passkey could not sign you in.');
    expect(new URL(page.url()).pathname).to.equal('/login');
  });

  it('offers no passkey button without JavaScript, where it could not work', async () => {
    const noScript = await newPage({ javaScript: false });
    try {
      await noScript.goto(`${origin}/login`);
      expect(await (await noScript.$('.passkey-button'))!.boundingBox()).to.equal(null);
      expect(await (await noScript.$('.login-form button[type="submit"]'))!.boundingBox()).not.to.equal(null);
    } finally {
      await noScript.close();
    }
  });
});
