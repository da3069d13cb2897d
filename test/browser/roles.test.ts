import { expect } from 'chai';
import { dashboardShellCopy } from '#content/dashboard-nav.ts';
import type { Page } from 'puppeteer-core';
import { createPost, findPostById } from '#database/posts.server.ts';
import type { Role } from '#shared/roles.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { setCookies } from '../helpers/signed-in.ts';

describe('The dashboard by role, in the browser', () => {
  let app: TestApp;
  let page: Page;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());
  afterEach(() => page?.close());

  async function openDashboardAs(role: Role, path: string, username?: string): Promise<number> {
    const { id, cookie } = await signInAs(app, role, username);
    page = await newPage({ width: 1280, height: 900 });
    await setCookies(page, app, cookie);
    await page.goto(`${app.url}${path}`);
    return id;
  }

  it('an author submits their own draft for review, has no Publish button, and sees no leads', async () => {
    const authorId = await openDashboardAs('author', '/dashboard/posts');
    const draft = await createPost(app.db, { title: 'My draft', slug: 'my-draft', excerpt: 'e', content: '<p>c</p>', published: false }, authorId);
    await page.reload();
    const submit = await page.waitForSelector('::-p-xpath(//button[normalize-space(.)="Submit for review"])');
    await submit!.click();
    await page.waitForFunction(() => document.querySelector('.dashboard-post .badge')?.textContent === 'In review');
    expect((await findPostById(app.db, draft.id))?.reviewRequestedAt).to.be.a('string');
    expect(await page.$('::-p-xpath(//button[normalize-space(.)="Submit for review"])')).to.equal(null);
    expect(await page.$('#leads-heading')).to.equal(null);
    expect(await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => link.textContent))).to.deep.equal([
      'Overview',
      'Posts',
      'Media',
      'Two-step sign-in',
      'Your profile',
    ]);

    // The editor's page: Save draft, and no Publish, Update or Switch to draft.
    await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Edit My draft"]')]);
    await page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"]');
    const buttons = await page.$$eval('.post-editor-actions button', (elements) => elements.map((element) => element.textContent));
    expect(buttons).to.include('Save draft');
    expect(buttons).not.to.include('Publish');
    expect(buttons).not.to.include('Update');
    // An author cannot open the editor of a post that is not theirs: the page says so.
    const other = await createPost(app.db, { title: 'Not mine', slug: 'not-mine', excerpt: 'e', content: '<p>c</p>', published: true }, null);
    await page.goto(`${app.url}/dashboard/posts/${other.id}`);
    await page.waitForSelector('.post-editor [role=alert]');
    expect(await page.$eval('.post-editor [role=alert]', (element) => element.textContent)).to.include('This post is not yours to open.');
  });

  it('neither an author nor a sales user has a Guides entry, and the Guides page answers 403 to both', async () => {
    for (const role of ['author', 'sales'] as const) {
      await openDashboardAs(role, '/dashboard', `${role}-guides`);
      await page.waitForSelector('.dashboard-shell-nav');
      expect(await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => link.textContent)), role).not.to.include('Guides');
      const answer = await page.goto(`${app.url}/dashboard/guides`);
      expect(answer?.status(), role).to.equal(403);
      expect(await page.$eval('h1', (heading) => heading.textContent), role).to.equal(dashboardShellCopy.forbidden.heading);
      expect(await page.$('.guides-page'), role).to.equal(null);
      if (role === 'author') await page.close();
    }
    // An editor has both.
    await openDashboardAs('editor', '/dashboard/guides', 'editor-guides');
    await page.waitForSelector('.guides-page h1');
    expect(await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => link.textContent))).to.include('Guides');
  });

  it('a sales user sees the leads and nothing of the posts', async () => {
    await openDashboardAs('sales', '/dashboard/leads');
    await page.waitForSelector('#leads-heading');
    expect(await page.$$eval('.dashboard-shell-nav a', (links) => links.map((link) => link.textContent))).to.deep.equal([
      'Overview',
      'Leads',
      'Calls',
      'Two-step sign-in',
      'Your profile',
    ]);
    expect(await page.$('#posts-heading')).to.equal(null);
    expect(await page.$('::-p-xpath(//a[normalize-space(.)="New Post"])')).to.equal(null);
    // Newsletters are marketing's: neither the list nor a new one opens for sales.
    for (const path of ['/dashboard/newsletters', '/dashboard/newsletters/new']) {
      const answer = await page.goto(`${app.url}${path}`);
      expect(answer?.status(), path).to.equal(403);
      expect(await page.$eval('h1', (heading) => heading.textContent), path).to.equal(dashboardShellCopy.forbidden.heading);
    }
  });
});
