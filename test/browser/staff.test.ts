import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { findUserByUsername } from '#database/users.server.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { newPage, type PageOptions } from '../helpers/browser.ts';
import { postJson } from '../helpers/http.ts';

// One app for the whole suite (its owner made once); the pages a test signs in are closed after it.
// The tests build on each other's users and audit entries: keep their order.
let app: TestApp;
const pages: Page[] = [];

/** A page signed in through the login form, as `username`. */
async function signedInPage(username: string, password: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage({ width: 1280, height: 900, ...options });
  pages.push(page);
  await page.goto(`${app.url}/login`);
  await page.type('#login-username', username);
  await page.type('#login-password', password);
  await Promise.all([page.waitForNavigation(), page.click('.login-submit')]);
  expect(new URL(page.url()).pathname).to.equal('/dashboard');
  return page;
}
const acceptDialogs = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());
const rowOf = (username: string) => `tr[data-username="${username}"]`;

describe('Staff pages, the audit log and the profile, in the browser', function () {
  // Several browsers signed in per test, each through the login form.
  this.timeout(120_000);
  before(async () => {
    app = await startTestApp({}, { loginRateLimit: { windowMs: 60_000, limit: 1000 } });
    await createAdmin(app);
  });
  after(() => app.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.close()));
  });

  describe('the staff page', staffPageTests);
  describe('the audit log, the profile and a non-owner', auditAndProfileTests);
  describe('accessibility', accessibilityTests);
});

function staffPageTests() {
  it('an owner deactivates a user, whose next click in their open dashboard lands on /login; reactivating lets them back in', async () => {
    await createAdmin(app, 'dora', 'dora-password-12', 'editor');
    const dora = await signedInPage('dora', 'dora-password-12');
    await dora.goto(`${app.url}/dashboard/profile`);
    await dora.waitForSelector('#profile-display-name');

    const owner = await signedInPage(testAdmin.username, testAdmin.password);
    acceptDialogs(owner);
    await Promise.all([owner.waitForNavigation(), owner.click('a[href="/dashboard/staff"]')]);
    await owner.waitForSelector(rowOf('dora'));
    await owner.click(`${rowOf('dora')} .staff-toggle`);
    await owner.waitForFunction((row) => document.querySelector(`${row} .staff-status`)?.textContent === 'Deactivated', {}, rowOf('dora'));
    expect((await findUserByUsername(app.db, 'dora'))!.active).to.equal(false);

    // Dora's page is still open; her next action reaches the server without a session.
    await dora.type('#profile-display-name', 'Dora');
    await Promise.all([dora.waitForNavigation(), dora.click('.staff-form button[type="submit"]')]);
    expect(new URL(dora.url()).pathname).to.equal('/login');
    await dora.goto(`${app.url}/dashboard/profile`);
    expect(new URL(dora.url()).pathname).to.equal('/login');

    await owner.click(`${rowOf('dora')} .staff-toggle`);
    await owner.waitForFunction((row) => document.querySelector(`${row} .staff-status`)?.textContent === 'Active', {}, rowOf('dora'));
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'dora', password: 'dora-password-12' })).status).to.equal(200);
  });

  it('refuses to demote or deactivate the last owner, saying why, and the page keeps showing the owner', async () => {
    const owner = await signedInPage(testAdmin.username, testAdmin.password);
    acceptDialogs(owner);
    await owner.goto(`${app.url}/dashboard/staff`);
    await owner.waitForSelector(rowOf('admin'));
    await owner.select(`${rowOf('admin')} select`, 'editor');
    const refusal = await owner.waitForFunction(() => {
      const toast = document.querySelector('.toast');
      return toast?.textContent?.includes('at least one active owner') ? toast : false;
    });
    expect(await owner.$eval(`${rowOf('admin')} select`, (select) => (select as HTMLSelectElement).value)).to.equal('owner');
    expect((await findUserByUsername(app.db, 'admin'))!.role).to.equal('owner');
    // The row's buttons are disabled until the refused change has been rendered (its toast shows first): a
    // click before then would be lost, and the first refusal's toast would pass for the second's.
    await owner.click(`${rowOf('admin')} .staff-toggle:not([disabled])`);
    await owner.waitForFunction((first) => [...document.querySelectorAll('.toast')].some((toast) => toast !== first), {}, refusal);
    expect((await findUserByUsername(app.db, 'admin'))!.active).to.equal(true);
  });

  it('an owner changes a role, creates an invitation, copies its link, sees it pending and revokes it', async () => {
    await createAdmin(app, 'sid', 'sid-password-123', 'sales');
    const owner = await signedInPage(testAdmin.username, testAdmin.password);
    acceptDialogs(owner);
    await owner.browserContext().overridePermissions(app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await owner.goto(`${app.url}/dashboard/staff`);
    await owner.waitForSelector(rowOf('sid'));
    await owner.select(`${rowOf('sid')} select`, 'author');
    await owner.waitForFunction(
      async () => (await fetch('/api/admin/users').then((r) => r.json())).find((u: { username: string }) => u.username === 'sid').role === 'author',
    );

    // No SMTP here: no email field, and the page says to copy the link.
    expect(await owner.$('#invite-email')).to.equal(null);
    await owner.select('#invite-role', 'editor');
    await owner.type('#invite-name', 'Eve Editor');
    await owner.click('.staff-invite-form button[type="submit"]');
    const link = await owner.waitForSelector('#invitation-link');
    const url = await link!.evaluate((input) => (input as HTMLInputElement).value);
    expect(url).to.match(/\/invite#[\w-]{43}$/);
    // "Invitation created" sits over the Copy button at the foot of an 800 px window: close it, as a person would.
    await owner.click('.toast-close');
    await owner.waitForFunction(() => !document.querySelector('.toast'));
    await owner.click('.staff-link button');
    await owner.waitForFunction((expected) => navigator.clipboard.readText().then((text) => text === expected), {}, url);
    await owner.waitForSelector('.staff-invitations li');
    expect(await owner.$$eval('.staff-invitations li', (items) => items.length)).to.equal(1);
    // The name the owner gave is listed with the role, and the new account takes it unless the invitee changes it.
    expect(await owner.$eval('.staff-invitation-role', (role) => role.textContent)).to.equal('Eve Editor · Editor');
    expect((await app.db('invitations').whereNull('revoked_at').first('display_name')).display_name).to.equal('Eve Editor');

    await owner.click('.staff-invitations li button');
    await owner.waitForSelector('.staff-empty');
    const rows = await app.db('invitations').select('revoked_at');
    expect(rows.every((row: { revoked_at: unknown }) => row.revoked_at !== null)).to.equal(true);
  });
}

function auditAndProfileTests() {
  it('the audit log shows the changes, filters by action and user, and pages through', async () => {
    const cookie = await signIn(app);
    for (let index = 0; index < 55; index++) await postJson(`${app.url}/api/admin/invitations`, { role: 'author' }, { headers: { cookie } });
    const owner = await signedInPage(testAdmin.username, testAdmin.password);
    await owner.goto(`${app.url}/dashboard/audit`);
    await owner.waitForSelector('.audit-table tbody tr');
    await owner.select('#audit-action', 'invitation.create');
    await owner.type('#audit-actor', 'ADMIN');
    await owner.click('.audit-filters button[type="submit"]');
    await owner.waitForFunction(
      () =>
        document.querySelector('#audit-results')?.textContent?.match(/^\d+ entries$/) &&
        [...document.querySelectorAll('.audit-table tbody tr')].every((row) => row.getAttribute('data-action') === 'invitation.create'),
    );
    const total = Number((await owner.$eval('#audit-results', (heading) => heading.textContent))!.split(' ')[0]);
    expect(total).to.be.at.least(55);
    expect(await owner.$$eval('.audit-table tbody tr', (rows) => rows.length)).to.equal(50);
    expect(await owner.$eval('.staff-pagination span', (span) => span.textContent)).to.equal(`Page 1 of ${Math.ceil(total / 50)}`);
    await owner.click('::-p-xpath(//button[normalize-space(.)="Next page"])');
    await owner.waitForFunction(() => document.querySelector('.staff-pagination span')?.textContent?.startsWith('Page 2'));
    await owner.waitForFunction((expected) => document.querySelectorAll('.audit-table tbody tr').length === expected, {}, total - 50);
    // The role change and deactivation of the earlier tests are there too.
    await owner.click('::-p-xpath(//button[normalize-space(.)="Clear"])');
    await owner.select('#audit-action', 'user.deactivate');
    await owner.click('.audit-filters button[type="submit"]');
    await owner.waitForFunction(() => document.querySelector('.audit-table tbody tr td:nth-child(4)')?.textContent?.startsWith('user:'));
  });

  it('a user changes their display name and password, and signs out their other session', async () => {
    await createAdmin(app, 'pat', 'pat-password-123', 'author');
    const other = await signedInPage('pat', 'pat-password-123');
    const page = await signedInPage('pat', 'pat-password-123');
    await Promise.all([page.waitForNavigation(), page.click('a[href="/dashboard/profile"]')]);
    await page.waitForSelector('.profile-sessions li');
    expect(await page.$$eval('.profile-sessions li', (items) => items.length)).to.equal(2);

    await page.type('#profile-display-name', 'Pat Author');
    await page.click('.staff-form button[type="submit"]');
    await page.waitForFunction(async () => (await fetch('/api/auth/profile').then((r) => r.json())).displayName === 'Pat Author');

    await page.click('.profile-sign-out-others');
    await page.waitForFunction(() => document.querySelectorAll('.profile-sessions li').length === 1);
    await other.reload();
    expect(new URL(other.url()).pathname).to.equal('/login');

    // A wrong current password changes nothing; the right one does, and this browser stays signed in.
    const passwordForm = 'section[aria-labelledby="profile-password-heading"] form';
    await page.type('#profile-current-password', 'not-the-password');
    await page.type('#profile-new-password', 'pat-password-456');
    await page.type('#profile-again-password', 'pat-password-456');
    await page.click(`${passwordForm} button[type="submit"]`);
    await page.waitForFunction(() => document.body.textContent?.includes('The current password is not correct'));
    await page.$eval('#profile-current-password', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('#profile-current-password', 'pat-password-123');
    await page.click(`${passwordForm} button[type="submit"]`);
    await page.waitForFunction(() => (document.querySelector('#profile-new-password') as HTMLInputElement).value === '');
    expect((await postJson(`${app.url}/api/auth/login`, { username: 'pat', password: 'pat-password-456' })).status).to.equal(200);
    await page.reload();
    expect(new URL(page.url()).pathname).to.equal('/dashboard/profile');
  });

  it('a non-owner cannot open the staff pages (403), and sees only the profile link', async () => {
    await createAdmin(app, 'eddie', 'eddie-password-1', 'editor');
    const page = await signedInPage('eddie', 'eddie-password-1');
    expect(await page.$('a[href="/dashboard/profile"]')).not.to.equal(null);
    expect(await page.$('a[href="/dashboard/staff"]')).to.equal(null);
    expect(await page.$('a[href="/dashboard/audit"]')).to.equal(null);
    for (const path of ['/dashboard/staff', '/dashboard/audit']) expect((await page.goto(`${app.url}${path}`))!.status(), path).to.equal(403);
    expect((await page.goto(`${app.url}/dashboard/profile`))!.status()).to.equal(200);
  });
}

function accessibilityTests() {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`has no axe-core violations on the staff, audit and profile pages (${colorScheme}, ${width} px)`, async () => {
        const page = await signedInPage(testAdmin.username, testAdmin.password, { colorScheme, width, height: 900 });
        await page.setBypassCSP(true);
        for (const [path, ready] of [
          ['/dashboard/staff', '.staff-table'],
          ['/dashboard/audit', '.audit-table'],
          ['/dashboard/profile', '.profile-sessions'],
        ] as const) {
          await page.goto(`${app.url}${path}`);
          await page.waitForSelector(ready);
          if (process.env.STAFF_SCREENSHOTS)
            await page.screenshot({ path: `${process.env.STAFF_SCREENSHOTS}/${path.split('/').pop()}-${colorScheme}-${width}.png`, fullPage: true });
          expect(await axeViolations(page), path).to.deep.equal([]);
        }
      });
    }
  }
}
