/**
 * The dashboard's post list (decision 043): search by title, status and tag filters and the order, kept in the
 * address through a reload and the back button, with an empty-results message, at 1280 and 375 px.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { adminApi, browserPage } from '../helpers/signed-in.ts';

describe('Dashboard post list filters in the browser', () => {
  let app: TestApp;
  let cookie: string;
  let page: Page | undefined;
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
    await app.close();
  });

  const api = (method: string, path: string, body?: unknown) => adminApi(app, cookie)<{ id: number; updatedAt: string }>(method, path, body);

  const post = (title: string, slug: string, status: string, tags: string[], publishAt?: string) =>
    api('POST', '/api/admin/blog', { title, slug, excerpt: `About ${title}`, content: `<p>${title}</p>`, status, tags, ...(publishAt ? { publishAt } : {}) });

  /** Three posts, created in this order; the first is then edited, so it is the most recently updated. */
  async function seed(): Promise<void> {
    const alpha = await post('Alpha launch notes', 'alpha-launch-notes', 'published', ['Launch']);
    await post('Beta draft ideas', 'beta-draft-ideas', 'draft', ['Ideas']);
    await post('Gamma roadmap', 'gamma-roadmap', 'scheduled', ['Launch'], new Date(Date.now() + 7 * 24 * 3_600_000).toISOString());
    await api('PUT', `/api/admin/blog/${alpha.id}`, {
      title: 'Alpha launch notes',
      slug: 'alpha-launch-notes',
      excerpt: 'Edited',
      content: '<p>Edited</p>',
      status: 'published',
    });
  }

  async function open(path: string, width = 1280): Promise<Page> {
    page = await browserPage(app, cookie, { width });
    await page.goto(`${app.url}${path}`);
    await page.waitForSelector('.post-filters');
    return page;
  }

  const titles = (p: Page) => p.$$eval('.dashboard-post h2', (headings) => headings.map((heading) => heading.textContent));
  /** Waits until the list shows exactly these titles, in this order. */
  async function expectTitles(p: Page, expected: string[]): Promise<void> {
    await p
      .waitForFunction(
        (want: string[]) => {
          const shown = [...document.querySelectorAll('.dashboard-post h2')].map((heading) => heading.textContent);
          return JSON.stringify(shown) === JSON.stringify(want) && !document.body.textContent?.includes('Loading posts...');
        },
        { timeout: 5_000 },
        expected,
      )
      .catch(async () => expect(await titles(p)).to.deep.equal(expected));
  }
  const query = (p: Page) => p.evaluate(() => Object.fromEntries(new URLSearchParams(window.location.search)));
  const valueOf = (p: Page, selector: string) => p.$eval(selector, (element) => (element as HTMLInputElement).value);

  it('searches by title, filters by status and tag, sorts by updated date, and keeps the filters in the address', async () => {
    await seed();
    const p = await open('/dashboard/posts');
    await expectTitles(p, ['Gamma roadmap', 'Beta draft ideas', 'Alpha launch notes']);
    expect(await p.$eval('.dashboard-post:first-child .badge', (badge) => badge.textContent)).to.equal('Scheduled');

    // Every control has its own label.
    const labels = await p.$$eval('.post-filters :is(input, select)', (controls) =>
      controls.map((control) => [...(control as HTMLInputElement).labels!].map((label) => label.textContent).join()),
    );
    expect(labels).to.deep.equal(['Search by title', 'Status', 'Tag', 'Sort by']);
    expect(await p.$eval('.post-filters', (form) => form.getAttribute('role'))).to.equal('search');
    expect(await axeViolations(p)).to.deep.equal([]);

    // Search (case-insensitive), then reload: the address kept it.
    await p.type('#post-filter-q', 'ROADMAP');
    await expectTitles(p, ['Gamma roadmap']);
    expect(await query(p)).to.deep.equal({ q: 'ROADMAP' });
    expect(await p.$eval('.post-count', (count) => count.textContent)).to.equal('1 post');
    await p.reload();
    await p.waitForSelector('.post-filters');
    await expectTitles(p, ['Gamma roadmap']);
    expect(await valueOf(p, '#post-filter-q')).to.equal('ROADMAP');

    // Status.
    await p.click('#post-filter-q', { clickCount: 3 });
    await p.keyboard.press('Backspace');
    await p.select('#post-filter-status', 'draft');
    await expectTitles(p, ['Beta draft ideas']);
    expect(await query(p)).to.deep.equal({ status: 'draft' });
    await p.select('#post-filter-status', 'published');
    await expectTitles(p, ['Alpha launch notes']);

    // Tag, from the tags the site has; then the order by updated date.
    await p.select('#post-filter-status', '');
    const tagOptions = await p.$$eval('#post-filter-tag option', (options) =>
      options.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    );
    expect(tagOptions).to.deep.equal([
      ['', 'Any tag'],
      ['ideas', 'Ideas'],
      ['launch', 'Launch'],
    ]);
    await p.select('#post-filter-tag', 'launch');
    await expectTitles(p, ['Gamma roadmap', 'Alpha launch notes']);
    await p.select('#post-filter-sort', 'updated');
    await expectTitles(p, ['Alpha launch notes', 'Gamma roadmap']);
    expect(await query(p)).to.deep.equal({ tag: 'launch', sort: 'updated' });

    // Into a post's editor and back: the list comes back filtered and sorted as it was.
    await Promise.all([p.waitForNavigation(), p.click('a[aria-label="Edit Gamma roadmap"]')]);
    expect(new URL(p.url()).pathname).to.match(/^\/dashboard\/posts\/\d+$/);
    await p.goBack();
    await p.waitForSelector('.post-filters');
    await expectTitles(p, ['Alpha launch notes', 'Gamma roadmap']);
    expect(await valueOf(p, '#post-filter-tag')).to.equal('launch');
    expect(await valueOf(p, '#post-filter-sort')).to.equal('updated');
  });

  it('says when nothing matches, clears the filters, and fits a 375 px screen', async () => {
    await seed();
    const p = await open('/dashboard/posts?q=no%20such%20post&status=published', 375);
    await p.waitForFunction(() => document.querySelector('.dashboard-empty [role="status"]')?.textContent === 'No posts match these filters.');
    expect(await titles(p)).to.deep.equal([]);
    // Not the "no posts yet" message of an empty blog.
    expect(await p.evaluate(() => document.body.textContent?.includes('Create First Post'))).to.equal(false);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);

    await p.click('::-p-xpath(//button[normalize-space(.)="Clear filters"])');
    await expectTitles(p, ['Gamma roadmap', 'Beta draft ideas', 'Alpha launch notes']);
    expect(await query(p)).to.deep.equal({});
    expect(await valueOf(p, '#post-filter-q')).to.equal('');
    expect(await valueOf(p, '#post-filter-status')).to.equal('');
    // Nothing sticks out sideways at 375 px, filters and cards included.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    const overflowing = await p.$$eval('.post-filters :is(input, select), .dashboard-post', (elements) =>
      elements.filter((element) => element.getBoundingClientRect().right > window.innerWidth).map((element) => element.className || element.tagName),
    );
    expect(overflowing).to.deep.equal([]);
    expect(await axeViolations(p)).to.deep.equal([]);
  });

  it('ignores a made-up filter in the address instead of failing', async () => {
    await seed();
    const p = await open('/dashboard/posts?status=%3Cscript%3E&tag=..%2F..&sort=sideways');
    await expectTitles(p, ['Gamma roadmap', 'Beta draft ideas', 'Alpha launch notes']);
    expect(await valueOf(p, '#post-filter-status')).to.equal('');
    expect(await valueOf(p, '#post-filter-sort')).to.equal('created');
  });
});
