import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { findAuthorName, findUserByUsername } from '#database/users.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { postJson, request } from '../helpers/http.ts';

describe('Accepting an invitation in the browser', () => {
  let app: TestApp;
  let owner: string;
  let page: Page;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());
  afterEach(() => page?.close());

  /** A fresh invitation link, pointed at the test server. */
  const invitationLink = async (role: string) => {
    const created = await postJson(`${app.url}/api/admin/invitations`, { role }, { headers: { cookie: owner } });
    const { hash } = new URL(created.body.url as string);
    return { id: created.body.id as number, url: `${app.url}/invite${hash}` };
  };

  it('creates the account the invitee chooses, signs it in with its role, and clears the token from the address bar', async () => {
    const { url } = await invitationLink('sales');
    page = await newPage();
    await page.goto(url);
    await page.waitForSelector('form.invite-form:not([hidden])');
    expect(new URL(page.url()).hash).to.equal('');
    await page.type('#invite-username', 'sam-sales');
    await page.type('#invite-password', 'sam-sales-password');
    await page.type('#invite-password-again', 'sam-sales-password');
    await Promise.all([page.waitForNavigation(), page.click('form.invite-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    // The shell offers a sales user the leads and not the posts.
    expect(await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => link.textContent))).to.deep.equal([
      'Overview',
      'Leads',
      'Calls',
      'Two-step sign-in',
      'Your profile',
    ]);
    await Promise.all([page.waitForNavigation(), page.click('.dashboard-shell-nav a[href="/dashboard/leads"]')]);
    await page.waitForSelector('#leads-heading');
    expect(await page.$('#posts-heading')).to.equal(null);
    expect((await findUserByUsername(app.db, 'sam-sales'))?.role).to.equal('sales');
  });

  it('asks a display name, shown in bylines instead of the username', async () => {
    const { url } = await invitationLink('author');
    page = await newPage();
    await page.goto(url);
    await page.waitForSelector('form.invite-form:not([hidden])');
    expect(await page.$eval('label[for="invite-display-name"]', (label) => label.textContent)).to.equal('Display name');
    await page.type('#invite-username', 'will.writer');
    await page.type('#invite-display-name', 'Will Writer');
    await page.type('#invite-password', 'will-writer-password');
    await page.type('#invite-password-again', 'will-writer-password');
    await Promise.all([page.waitForNavigation(), page.click('form.invite-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    const will = await findUserByUsername(app.db, 'will.writer');
    expect(await findAuthorName(app.db, will!.id)).to.equal('Will Writer');
  });

  it('asks for the password twice, shows it on request, and answers a mismatch on its field (browser and server)', async () => {
    const { url } = await invitationLink('author');
    page = await newPage();
    await page.goto(url);
    await page.waitForSelector('form.invite-form:not([hidden])');
    await page.type('#invite-username', 'ann-author');
    await page.type('#invite-password', 'ann-author-password');
    await page.type('#invite-password-again', 'ann-author-passwort');
    // Keyboard only: tab to the box and tick it.
    await page.focus('[data-show-passwords]');
    await page.keyboard.press('Space');
    expect(await page.$$eval('#invite-password, #invite-password-again', (fields) => fields.map((field) => (field as HTMLInputElement).type))).to.deep.equal([
      'text',
      'text',
    ]);
    await page.keyboard.press('Space');
    expect(await page.$eval('#invite-password', (field) => (field as HTMLInputElement).type)).to.equal('password');
    await page.click('form.invite-form button[type="submit"]');
    await page.waitForSelector('#invite-password-again-error:not([hidden])');
    expect(await page.$eval('#invite-password-again-error', (error) => error.textContent)).to.equal(
      'The two passwords differ: type the same password in both fields.',
    );
    expect(await page.$eval('#invite-password-again', (field) => [field.getAttribute('aria-invalid'), document.activeElement === field])).to.deep.equal([
      'true',
      true,
    ]);
    expect(await findUserByUsername(app.db, 'ann-author')).to.equal(null);

    const token = new URL(url).hash.slice(1);
    const refused = await postJson(`${app.url}/api/auth/invitations/accept`, {
      token,
      username: 'ann-author',
      password: 'ann-author-password',
      passwordAgain: 'other-password-1',
    });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.equal([{ field: 'passwordAgain', message: 'The two passwords differ: type the same password in both fields.' }]);
    expect(await findUserByUsername(app.db, 'ann-author')).to.equal(null);
  });

  it('shows why a revoked link does not work, and creates nothing', async () => {
    const { id, url } = await invitationLink('editor');
    await request(`${app.url}/api/admin/invitations/${id}`, { method: 'DELETE', headers: { cookie: owner } });
    page = await newPage();
    await page.goto(url);
    await page.waitForSelector('form.invite-form:not([hidden])');
    await page.type('#invite-username', 'too-late');
    await page.type('#invite-password', 'too-late-password');
    await page.type('#invite-password-again', 'too-late-password');
    await page.click('form.invite-form button[type="submit"]');
    await page.waitForSelector('#invite-error:not([hidden])');
    expect(await page.$eval('#invite-error', (error) => error.textContent)).to.include('not valid');
    expect(new URL(page.url()).pathname).to.equal('/invite');
    expect(await findUserByUsername(app.db, 'too-late')).to.equal(null);
  });

  it('without the token, says the full link is needed and shows no form', async () => {
    page = await newPage();
    await page.goto(`${app.url}/invite`);
    await page.waitForSelector('#invite-error:not([hidden])');
    expect(await page.$eval('form.invite-form', (form) => (form as HTMLFormElement).hidden)).to.equal(true);
  });

  it('never lets the token reach the server in a page request (the request log shows none)', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination: { write: (line: string) => void lines.push(line) } });
    try {
      const cookie = await signIn(logged);
      const created = await postJson(`${logged.url}/api/admin/invitations`, { role: 'author' }, { headers: { cookie } });
      const token = new URL(created.body.url as string).hash.slice(1);
      page = await newPage();
      await page.goto(`${logged.url}/invite#${token}`);
      await page.waitForSelector('form.invite-form:not([hidden])');
      expect(lines.some((line) => line.includes('"path":"/invite"'))).to.equal(true);
      expect(lines.filter((line) => line.includes(token))).to.deep.equal([]);
    } finally {
      await logged.close();
    }
  });
});

describe('The invited name in the browser', () => {
  let app: TestApp;
  let owner: string;
  let page: Page;
  before(async () => {
    app = await startTestApp();
    owner = await signIn(app);
  });
  after(() => app.close());
  afterEach(() => page?.close());

  it('keeps the name the owner gave with the invitation when the invitee leaves the display name empty, as the hint says', async () => {
    const created = await postJson(`${app.url}/api/admin/invitations`, { role: 'author', displayName: 'Nora Named' }, { headers: { cookie: owner } });
    page = await newPage();
    await page.goto(`${app.url}/invite${new URL(created.body.url as string).hash}`);
    await page.waitForSelector('form.invite-form:not([hidden])');
    expect(await page.$eval('#invite-display-name-hint', (hint) => hint.textContent)).to.include(
      'Left empty, the name you were invited with is shown, or your username if there was none.',
    );
    await page.type('#invite-username', 'nora.named');
    await page.type('#invite-password', 'nora-named-password');
    await page.type('#invite-password-again', 'nora-named-password');
    await Promise.all([page.waitForNavigation(), page.click('form.invite-form button[type="submit"]')]);
    const nora = await findUserByUsername(app.db, 'nora.named');
    expect(await findAuthorName(app.db, nora!.id)).to.equal('Nora Named');

    // Without a name in the invitation, the byline is the username.
    const created2 = await postJson(`${app.url}/api/admin/invitations`, { role: 'author' }, { headers: { cookie: owner } });
    const url = `${app.url}/invite${new URL(created2.body.url as string).hash}`;
    await page.close();
    page = await newPage();
    await page.goto(url);
    await page.waitForSelector('form.invite-form:not([hidden])');
    await page.type('#invite-username', 'nameless.writer');
    await page.type('#invite-password', 'nameless-writer-password');
    await page.type('#invite-password-again', 'nameless-writer-password');
    await Promise.all([page.waitForNavigation(), page.click('form.invite-form button[type="submit"]')]);
    const nameless = await findUserByUsername(app.db, 'nameless.writer');
    expect(await findAuthorName(app.db, nameless!.id)).to.equal('nameless.writer');
  });
});
