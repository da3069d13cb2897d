/**
 * Every island the server renders is started by the page's own client bundle: each page of the
 * production build is opened in the browser, and each `[data-island]` on it must carry the mark
 * renderer/mount-islands.client.ts sets after running its starter. A page whose +client.ts misses an
 * island it shows fails here (in development the console says so too).
 */
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { services } from '#content/services/index.ts';
import { signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';
import { setCookies } from '../helpers/signed-in.ts';
import { enrolTotp, passwordStep } from '../helpers/two-factor.ts';

/** The islands on an opened page, whether each was started, and how many script files it loads. */
interface PageIslands {
  islands: { name: string; started: boolean }[];
  scripts: number;
}

const pagesDir = resolve(import.meta.dirname, '../../pages');

/** Each page folder (route groups like "(site)" left out), as this test names it below. */
function pageFolders(): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('+Page.tsx'))
    .map((file) =>
      dirname(file)
        .split('/')
        .filter((part) => !/^\(.*\)$/.test(part))
        .join('/'),
    )
    .sort();
}

describe('Island starters in every page bundle', () => {
  let app: TestApp;
  let cookie: string;
  let halfCookie: string;
  const postSlug = 'islands-post';
  /** URLs to open for each page folder; the dashboard's needs a signed-in admin. */
  const urlsByPage: Record<string, string[]> = {
    index: ['/'],
    'services/@slug': services.map((service) => service.path),
    // Top-level pages drawn from the database (decision 063).
    '@slug': ['/solutions', '/uswha', '/privacy-policy', '/terms-of-service'],
    // Drawn from the database too, rendered per request for the lead's booking band.
    'thank-you': ['/thank-you'],
    // No specialty page is seeded, and an unknown manage link finds no call: both routes answer the 404 page,
    // checked with the error page below.
    'specialties/@slug': ['/specialties/none-yet'],
    'book/manage/@token': ['/book/manage/no-such-link'],
    book: ['/book'],
    'revenue-check': ['/revenue-check'],
    'revenue-check/thank-you': ['/revenue-check/thank-you'],
    search: ['/search'],
    subscribe: ['/subscribe'],
    // The guide page answers a request or an emailed link; an unknown link shows it.
    'guides/request': ['/guides/download/not-a-real-link'],
    blog: ['/blog'],
    'blog/@slug': [`/blog/${postSlug}`],
    'blog/tag/@slug': ['/blog/tag/islands'],
    login: ['/login'],
    invite: ['/invite'],
    dashboard: ['/dashboard'],
    'dashboard/posts': ['/dashboard/posts'],
    'dashboard/posts/new': ['/dashboard/posts/new'],
    // The post made in before() below.
    'dashboard/posts/@id': ['/dashboard/posts/1'],
    'dashboard/leads': ['/dashboard/leads'],
    'dashboard/leads/@id': ['/dashboard/leads/1'],
    'dashboard/calls': ['/dashboard/calls'],
    'dashboard/leads/settings': ['/dashboard/leads/settings'],
    'dashboard/media': ['/dashboard/media'],
    'dashboard/proof': ['/dashboard/proof'],
    'dashboard/settings': ['/dashboard/settings'],
    'dashboard/security': ['/dashboard/security'],
    'dashboard/staff': ['/dashboard/staff'],
    'dashboard/audit': ['/dashboard/audit'],
    'dashboard/backups': ['/dashboard/backups'],
    'dashboard/import': ['/dashboard/import'],
    'dashboard/redirects': ['/dashboard/redirects'],
    'dashboard/sequences': ['/dashboard/sequences'],
    'dashboard/guides': ['/dashboard/guides'],
    'dashboard/subscribers': ['/dashboard/subscribers'],
    'dashboard/site-pages': ['/dashboard/pages'],
    // The home page, the first page the migration seeds.
    'dashboard/site-page-editor': ['/dashboard/pages/1'],
    'dashboard/menus': ['/dashboard/menus'],
    'dashboard/site-health': ['/dashboard/site-health'],
    'dashboard/newsletters': ['/dashboard/newsletters'],
    // A newsletter not saved yet: the page of one that is is the same island.
    'dashboard/newsletters/@id': ['/dashboard/newsletters/new'],
    'dashboard/profile': ['/dashboard/profile'],
    'login/verify': ['/login/verify'],
    'login/forgot': ['/login/forgot'],
    'login/reset': ['/login/reset'],
    _error: ['/no-such-page'],
  };

  before(async () => {
    app = await startTestApp();
    cookie = await signIn(app);
    // /login/verify is for a session that has passed the password of an account with two-step sign-in.
    await enrolTotp(app, await signIn(app, 'two-step', testAdmin.password), Date.now());
    halfCookie = (await passwordStep(app, 'two-step', testAdmin.password)).cookie;
    await seedPost(app.db, { slug: postSlug, tags: ['Islands'] });
  });
  after(() => app.close());

  async function open(path: string, sessionCookie: string | undefined): Promise<PageIslands> {
    const page = await newPage();
    try {
      return await read(page, path, sessionCookie);
    } finally {
      await page.close();
    }
  }

  async function read(page: Page, path: string, sessionCookie: string | undefined): Promise<PageIslands> {
    if (sessionCookie) {
      await setCookies(page, app, sessionCookie);
    }
    // Module scripts and their static imports have run by the load event; a page drawn from the database
    // fetches its islands' code after it (renderer/mount-islands-on-demand.client.ts), so wait for those a while.
    // A page with no script that runs (the error pages) starts nothing, and has nothing to wait for.
    await page.goto(`${app.url}${path}`);
    await page
      .waitForFunction(
        () =>
          ![...document.scripts].some((script) => ['', 'module', 'text/javascript'].includes(script.type)) ||
          [...document.querySelectorAll<HTMLElement>('[data-island]')].every((element) => 'islandStarted' in element.dataset),
        {
          timeout: 5000,
        },
      )
      .catch(() => undefined);
    expect(new URL(page.url()).pathname, `${path} redirected`).to.equal(path);
    const islands = await page.$$eval('[data-island]', (elements) =>
      elements.map((element) => ({ name: (element as HTMLElement).dataset.island ?? '', started: 'islandStarted' in (element as HTMLElement).dataset })),
    );
    const scripts = await page.$$eval('script[src]', (elements) => elements.length);
    return { islands, scripts };
  }

  /** Folders whose URLs above answer the 404 page. */
  const notFoundFolders = new Set(['_error', 'specialties/@slug', 'book/manage/@token']);

  it('lists every page folder of pages/', () => {
    expect(Object.keys(urlsByPage).sort()).to.deep.equal(pageFolders());
  });

  for (const [folder, urls] of Object.entries(urlsByPage)) {
    if (notFoundFolders.has(folder)) continue;
    // Each URL gets its own time budget: the services folder opens ten pages.
    it(`starts every island on ${folder}`, async function () {
      this.timeout(urls.length * 20_000);
      for (const path of urls) {
        const dashboard = folder.startsWith('dashboard');
        const sessionCookie = folder === 'login/verify' ? halfCookie : dashboard ? cookie : undefined;
        const { islands } = await open(path, sessionCookie);
        // The public pages have the site's navigation; the dashboard's pages have its own shell instead.
        expect(
          islands.map((island) => island.name),
          path,
        ).to.include(dashboard ? 'DashboardNav' : 'Nav');
        const unstarted = islands.filter((island) => !island.started).map((island) => island.name);
        expect(unstarted, `${path}: islands with no starter in its client bundle`).to.deep.equal([]);
      }
    });
  }

  // Decision 002: the error pages ship no script at all; their navigation works through links and <details>.
  it('ships no script on the error page, whose islands work without JavaScript', async () => {
    for (const path of [...notFoundFolders].flatMap((folder) => urlsByPage[folder]!)) {
      const { islands, scripts } = await open(path, undefined);
      expect(islands.map((island) => island.name)).to.deep.equal(['Nav']);
      expect(scripts).to.equal(0);
    }
  });
});
