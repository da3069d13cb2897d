import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { dashboardNoScript } from '#content/dashboard.ts';
import { IDLE_TIMEOUT_MS } from '#server/auth/session.server.ts';
import { newPage } from '../helpers/browser.ts';

// One app (with its admin) for the whole suite; each test opens its own page.
let app: TestApp;
let page: Page;

const toastText = () => page.$eval('.toast', (toast) => toast.textContent ?? '');
/** The text a visitor sees (innerText leaves out what is hidden). */
const visibleText = () => page.$eval('body', (body) => (body as HTMLElement).innerText);
const fill = async (username: string, password: string) => {
  await page.type('#login-username', username);
  await page.type('#login-password', password);
};

describe('Admin sign-in in the browser', () => {
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
  });
  after(() => app.close());
  afterEach(() => page?.close());

  describe('the sign-in form', signInFormTests);
  describe('the dashboard with and without JavaScript', dashboardTests);
  describe('the production cookies', productionCookieTests);
});

function signInFormTests() {
  it('logs in with a toast, shows the dashboard with a greeting, and logs out back to /login', async () => {
    page = await newPage();
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    await page.waitForSelector('.toast');
    expect(await toastText())
      .to.include('Login successful')
      .and.include('Welcome to the dashboard!');
    expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal('Dashboard');
    expect(await page.$eval('.dashboard-greeting', (p) => p.textContent)).to.equal('Welcome, admin');

    const logout = await page.waitForSelector('::-p-text(Logout)');
    await Promise.all([page.waitForNavigation(), logout!.click()]);
    expect(new URL(page.url()).pathname).to.equal('/login');
    await page.waitForSelector('.toast');
    expect(await toastText()).to.include('Logged out successfully');
    // The session is gone: the dashboard sends the visitor back to the login page.
    await page.goto(`${app.url}/dashboard`);
    expect(new URL(page.url()).pathname).to.equal('/login');
  });

  it('shows "Logging in..." while the sign-in is pending', async () => {
    page = await newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) setTimeout(() => request.continue(), 500);
      else request.continue();
    });
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, testAdmin.password);
    await page.click('main button[type="submit"]');
    expect(await page.$eval('main button[type="submit"]', (button) => [button.textContent, (button as HTMLButtonElement).disabled])).to.deep.equal([
      'Logging in...',
      true,
    ]);
    await page.waitForNavigation();
  });

  it('refuses blank fields with the "Error" toast and sends no request', async () => {
    page = await newPage();
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) loginRequests += 1;
    });
    await page.goto(`${app.url}/login`);
    await fill('   ', '');
    await page.click('main button[type="submit"]');
    await page.waitForSelector('.toast');
    expect(await toastText())
      .to.include('Error')
      .and.include('Please fill in all fields');
    expect(loginRequests).to.equal(0);
    expect(new URL(page.url()).pathname).to.equal('/login');
  });

  it('shows "Login failed" with the server message for a wrong password', async () => {
    page = await newPage();
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, 'not-the-password-1');
    await page.click('main button[type="submit"]');
    await page.waitForSelector('.toast-destructive');
    expect(await toastText())
      .to.include('Login failed')
      .and.include('Invalid credentials');
    expect(await page.$eval('main button[type="submit"]', (button) => button.textContent)).to.equal('Login');
  });
}

function dashboardTests() {
  it('signs in without JavaScript through the plain form (303 to /dashboard)', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, testAdmin.password);
    const [response] = await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    expect(response?.request().redirectChain()[0]?.response()?.status()).to.equal(303);
    // Without JavaScript the dashboard's own heading is hidden behind the message that it needs JavaScript.
    expect(await visibleText()).to.include(dashboardNoScript.heading);
  });

  it('says on the dashboard, without JavaScript, that it needs JavaScript and what still works, instead of "Loading posts..."', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    const text = await visibleText();
    for (const line of [dashboardNoScript.heading, dashboardNoScript.message, dashboardNoScript.stillWorks, dashboardNoScript.signOut])
      expect(text).to.include(line);
    // The controls that cannot work are not shown: no endless loading text, no dead buttons.
    expect(text).not.to.include('Loading posts');
    expect(text).not.to.include('Welcome, admin');
    expect(await page.$eval('.dashboard-page', (element) => (element as HTMLElement).offsetParent)).to.equal(null);
    const links = await page.$$eval('.dashboard-no-script a', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).to.deep.equal(dashboardNoScript.links.map((link) => [link.label, link.href]));
    // The idle timeout the message states is the one the server applies.
    expect(dashboardNoScript.signOut).to.include(`${IDLE_TIMEOUT_MS / 60_000} minutes`);
  });

  it('shows the dashboard unchanged with JavaScript on, and no sign of the no-JavaScript message', async () => {
    page = await newPage();
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, testAdmin.password);
    await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
    expect(await visibleText())
      .to.include('Welcome, admin')
      .and.not.include(dashboardNoScript.heading);
    await page.goto(`${app.url}/dashboard/posts`);
    await page.waitForFunction(() => !document.body.innerText.includes('Loading posts...'));
    const text = await visibleText();
    expect(text).to.include('No blog posts yet');
    expect(text).not.to.include(dashboardNoScript.heading);
  });

  it('shows the error on the page without JavaScript and keeps the username', async () => {
    page = await newPage({ javaScript: false });
    await page.goto(`${app.url}/login`);
    await fill(testAdmin.username, 'not-the-password-2');
    await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
    expect(await page.$eval('.login-error', (p) => p.textContent)).to.equal('Invalid credentials');
    expect(await page.$eval('#login-username', (input) => (input as HTMLInputElement).value)).to.equal('admin');
  });
}

function productionCookieTests() {
  it('keeps the production __Host- Secure cookie over plain http on 127.0.0.1', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      await createAdmin(production);
      page = await newPage();
      await page.goto(`${production.url}/login`);
      await fill(testAdmin.username, testAdmin.password);
      await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
      expect(new URL(page.url()).pathname).to.equal('/dashboard');
      const cookies = await page.browserContext().cookies();
      const byName = cookies.map((cookie) => [cookie.name, cookie.secure, cookie.httpOnly, cookie.sameSite]).sort();
      expect(byName).to.deep.equal([
        ['__Host-device', true, true, 'Strict'],
        ['__Host-session', true, true, 'Strict'],
        ['__Host-session.sig', true, true, 'Strict'],
      ]);
    } finally {
      await production.close();
    }
  });
}
