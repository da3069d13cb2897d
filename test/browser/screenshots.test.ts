import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { services } from '#content/services/index.ts';
import { createAdmin, signIn, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage, gotoSettled } from '../helpers/browser.ts';
import { postContact, validContact } from '../helpers/contacts.ts';
import { seedPost } from '../helpers/posts.ts';
import { createRedirectRule } from '#database/redirect-rules.server.ts';
import { enrolTotp, passwordStep } from '../helpers/two-factor.ts';

/**
 * Visual regression: every page at 1280 and 375 px, light and dark, against its approved screenshot in
 * docs/screenshots/ (docs/screenshots/README.md). A page whose size changes fails at once; otherwise
 * pixelmatch compares them with a per-pixel colour threshold of 0.1 (its default; anti-aliasing ignored)
 * and the page fails when more than 0.1 % of its pixels differ. Text that depends on the day (dates, the
 * chart, the date fields) and the toasts are hidden, keeping their place (each date's text is first set to
 * the same fixed date, so that its width is the same every day); animations and transitions are
 * off, reduced motion is asked for (the counters show their targets at once) and lazy images are loaded.
 * One browser page per width and theme opens every page in turn, with the session each one needs.
 *
 * Approve a change on purpose: UPDATE_SCREENSHOTS=1 NODE_ENV=test npx mocha test/browser/screenshots.test.ts
 * On a failure the new screenshot and a diff image are written to /tmp/screenshot-diffs/.
 */
const baselineDir = join(import.meta.dirname, '../../docs/screenshots');
const diffDir = '/tmp/screenshot-diffs';
const update = process.env.UPDATE_SCREENSHOTS === '1';
const pixelThreshold = 0.1;
const maxDifferentShare = 0.001;
const pagesDir = join(import.meta.dirname, '../../pages');

/** Hidden before each shot, keeping their place: what changes with the date, and the toasts that fade on their own. */
// The page editor's preview frame too: the framed page loads on its own clock (the public pages have their own shots).
const dayDependent = ['time', '.copyright', '.line-chart', 'input[type="date"]', 'input[type="datetime-local"]', '.toast-region', '.page-preview-frame'];
const stillness = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';

/** Which session a page is opened with: none, a half session (password passed, second step due) or the owner's. */
type Session = 'none' | 'half' | 'owner';

interface Shot {
  /** The screenshots' file names start with it. */
  name: string;
  path: string;
  /** The page folder under pages/ (route groups left out) that renders it. */
  folder: string;
  /** Only this element, not the whole page. */
  element?: string;
  session?: Session;
}

/** The example practice of docs/product/revenue-check.md. */
const revenueCheckExample =
  'providers=6&collections=450000&collectionsPeriod=monthly&denialRate=12&daysInAR=48&arOver90=&cleanClaimRate=85&netCollectionRate=93';

const postSlug = 'screenshot-post';
/** The first post seeded below, so its id is 1. */
const postId = 1;

const shots: Shot[] = [
  { name: 'home', path: '/', folder: 'index' },
  { name: 'contact', path: '/', folder: 'index', element: '#contact' },
  ...services.map((service) => ({ name: `service-${service.slug}`, path: service.path, folder: 'services/@slug' })),
  { name: 'solutions', path: '/solutions', folder: '@slug' },
  { name: 'uswha', path: '/uswha', folder: '@slug' },
  { name: 'blog', path: '/blog', folder: 'blog' },
  { name: 'blog-page-2', path: '/blog?page=2', folder: 'blog' },
  { name: 'post', path: `/blog/${postSlug}`, folder: 'blog/@slug' },
  { name: 'tag', path: '/blog/tag/billing', folder: 'blog/tag/@slug' },
  { name: 'search', path: '/search?q=denial', folder: 'search' },
  { name: 'thank-you', path: '/thank-you', folder: 'thank-you' },
  { name: 'subscribe', path: '/subscribe', folder: 'subscribe' },
  { name: 'revenue-check', path: `/revenue-check?${revenueCheckExample}`, folder: 'revenue-check' },
  { name: 'revenue-check-thank-you', path: `/revenue-check/thank-you?${revenueCheckExample}`, folder: 'revenue-check/thank-you' },
  { name: 'privacy-policy', path: '/privacy-policy', folder: '@slug' },
  { name: 'terms-of-service', path: '/terms-of-service', folder: '@slug' },
  { name: 'not-found', path: '/no-such-page', folder: '_error' },
  // No specialty page is seeded: the route answers the same not-found page for a specialty nobody made.
  { name: 'not-found', path: '/specialties/none-yet', folder: 'specialties/@slug' },
  // No one has set hours in the screenshot database, so /book shows its no-times state, the same on every day.
  { name: 'book', path: '/book', folder: 'book' },
  // An unknown or used manage link answers the not-found page.
  { name: 'not-found', path: '/book/manage/no-such-link', folder: 'book/manage/@token' },
  { name: 'login', path: '/login', folder: 'login' },
  { name: 'login-forgot', path: '/login/forgot', folder: 'login/forgot' },
  { name: 'login-reset', path: '/login/reset', folder: 'login/reset' },
  { name: 'login-verify', path: '/login/verify', folder: 'login/verify', session: 'half' },
  { name: 'invite', path: '/invite', folder: 'invite' },
  { name: 'dashboard', path: '/dashboard', folder: 'dashboard', session: 'owner' },
  { name: 'dashboard-posts', path: '/dashboard/posts', folder: 'dashboard/posts', session: 'owner' },
  { name: 'dashboard-post-new', path: '/dashboard/posts/new', folder: 'dashboard/posts/new', session: 'owner' },
  { name: 'dashboard-post-edit', path: `/dashboard/posts/${postId}`, folder: 'dashboard/posts/@id', session: 'owner' },
  { name: 'dashboard-leads', path: '/dashboard/leads', folder: 'dashboard/leads', session: 'owner' },
  { name: 'dashboard-lead', path: '/dashboard/leads/1', folder: 'dashboard/leads/@id', session: 'owner' },
  { name: 'dashboard-lead-settings', path: '/dashboard/leads/settings', folder: 'dashboard/leads/settings', session: 'owner' },
  { name: 'dashboard-calls', path: '/dashboard/calls', folder: 'dashboard/calls', session: 'owner' },
  { name: 'dashboard-media', path: '/dashboard/media', folder: 'dashboard/media', session: 'owner' },
  { name: 'dashboard-settings', path: '/dashboard/settings', folder: 'dashboard/settings', session: 'owner' },
  { name: 'dashboard-proof', path: '/dashboard/proof', folder: 'dashboard/proof', session: 'owner' },
  { name: 'dashboard-staff', path: '/dashboard/staff', folder: 'dashboard/staff', session: 'owner' },
  { name: 'dashboard-audit', path: '/dashboard/audit', folder: 'dashboard/audit', session: 'owner' },
  { name: 'dashboard-backups', path: '/dashboard/backups', folder: 'dashboard/backups', session: 'owner' },
  { name: 'dashboard-import', path: '/dashboard/import', folder: 'dashboard/import', session: 'owner' },
  { name: 'dashboard-redirects', path: '/dashboard/redirects', folder: 'dashboard/redirects', session: 'owner' },
  { name: 'dashboard-guides', path: '/dashboard/guides', folder: 'dashboard/guides', session: 'owner' },
  { name: 'dashboard-sequences', path: '/dashboard/sequences', folder: 'dashboard/sequences', session: 'owner' },
  { name: 'dashboard-subscribers', path: '/dashboard/subscribers', folder: 'dashboard/subscribers', session: 'owner' },
  { name: 'dashboard-site-pages', path: '/dashboard/pages', folder: 'dashboard/site-pages', session: 'owner' },
  { name: 'dashboard-site-page-editor', path: '/dashboard/pages/1', folder: 'dashboard/site-page-editor', session: 'owner' },
  { name: 'dashboard-menus', path: '/dashboard/menus', folder: 'dashboard/menus', session: 'owner' },
  { name: 'dashboard-site-health', path: '/dashboard/site-health', folder: 'dashboard/site-health', session: 'owner' },
  { name: 'dashboard-newsletters', path: '/dashboard/newsletters', folder: 'dashboard/newsletters', session: 'owner' },
  { name: 'dashboard-newsletter-new', path: '/dashboard/newsletters/new', folder: 'dashboard/newsletters/@id', session: 'owner' },
  { name: 'dashboard-profile', path: '/dashboard/profile', folder: 'dashboard/profile', session: 'owner' },
  { name: 'dashboard-security', path: '/dashboard/security', folder: 'dashboard/security', session: 'owner' },
];

/** Each page folder under pages/ (route groups like "(site)" left out). */
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

/** Fixed posts: thirteen, so that the blog has a second page; three share the tag "Billing". */
const postTitles = [
  'Why clean claims start at the front desk',
  'Reading an explanation of benefits line by line',
  'Prior authorization without the phone queue',
  'What a denial code is really telling you',
  'Coding updates worth a team meeting',
  'Posting payments the day they arrive',
  'A short guide to timely filing limits',
  'Patient statements people actually read',
  'When to write off, and when to appeal',
  'Checking eligibility before every visit',
  'Credentialing: the slow step nobody plans for',
  'Month-end reports a practice owner can use',
];

/**
 * A screenshot as it is stored: a 256-colour PNG (sharp, deterministic), decoded for comparing. Only an approved
 * one is written, so only that one is compressed hard: zlib's level changes the bytes, not the pixels compared,
 * and level 9 took about a second more per full-page shot.
 */
async function storedForm(png: Uint8Array): Promise<Buffer> {
  return sharp(png)
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: update ? 9 : 1, effort: 10 })
    .toBuffer();
}

async function capture(app: TestApp, page: Page, shot: Shot): Promise<Uint8Array> {
  const response = await gotoSettled(page, `${app.url}${shot.path}`);
  const landed = new URL(page.url());
  if (`${landed.pathname}${landed.search}` !== shot.path) throw new Error(`${shot.path} went to ${page.url()} (${response?.status()})`);
  // The dashboard's islands fetch their data after the page has loaded: wait until none says it is loading.
  await page.waitForFunction(() => !/\bLoading\b/.test(document.body.innerText) && !document.querySelector('[aria-busy="true"]'), { timeout: 20_000 });
  await page.addStyleTag({ content: stillness });
  await page.evaluate(async (selectors) => {
    // A date's text, hidden below, still takes its place: the same text every day keeps the layout the same.
    for (const time of document.querySelectorAll('time')) time.textContent = time.dateTime.includes('T') ? 'Jan 1, 2026, 12:00 PM' : 'Jan 1, 2026';
    // Lazy images below the fold would not load for a full-page shot: load them all, and wait.
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) element.style.visibility = 'hidden';
  }, dayDependent);
  if (shot.element) {
    // The fixed navigation bar would be painted over the element wherever the page happens to scroll it to.
    await page.addStyleTag({ content: '.site-nav{visibility:hidden!important}' });
    const element = await page.$(shot.element);
    if (!element) throw new Error(`${shot.element} is not on ${shot.path}`);
    return await element.screenshot({ type: 'png' });
  }
  return await page.screenshot({ type: 'png', fullPage: true });
}

/** Compares a new screenshot with the approved one (or approves it with UPDATE_SCREENSHOTS=1). */
function compare(file: string, actual: Buffer): void {
  const baselinePath = join(baselineDir, file);
  if (update) {
    writeFileSync(baselinePath, actual);
    return;
  }
  expect(existsSync(baselinePath), `no approved screenshot ${file}: run with UPDATE_SCREENSHOTS=1 and look at it`).to.equal(true);
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const now = PNG.sync.read(actual);
  const keep = () => {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, file), actual);
  };
  if (expected.width !== now.width || expected.height !== now.height) keep();
  expect(`${now.width}x${now.height}`, `${file}: the page's size changed`).to.equal(`${expected.width}x${expected.height}`);
  const diff = new PNG({ width: now.width, height: now.height });
  const different = pixelmatch(expected.data, now.data, diff.data, now.width, now.height, { threshold: pixelThreshold });
  const share = different / (now.width * now.height);
  if (share > maxDifferentShare) {
    keep();
    writeFileSync(join(diffDir, file.replace('.png', '-diff.png')), PNG.sync.write(diff));
  }
  expect(share, `${file}: ${different} pixels differ (${(share * 100).toFixed(3)} %), see ${diffDir}`).to.be.at.most(maxDifferentShare);
}

/** Puts `cookieHeader`'s cookies (none for an empty string) in the page's browser context, replacing what was there. */
async function useCookies(page: Page, app: TestApp, cookieHeader: string): Promise<void> {
  const context = page.browserContext();
  await context.deleteCookie(...(await context.cookies()));
  if (!cookieHeader) return;
  const { hostname } = new URL(app.url);
  await context.setCookie(
    ...cookieHeader.split('; ').map((pair) => {
      const separator = pair.indexOf('=');
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), domain: hostname, path: '/' };
    }),
  );
}

describe('Screenshots of every page against the approved ones', function () {
  this.timeout(60_000);
  let app: TestApp;
  const cookies: Record<Session, string> = { none: '', half: '', owner: '' };
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    cookies.owner = await signIn(app);
    // /login/verify is for a session that has passed the password of an account with two-step sign-in.
    await enrolTotp(app, await signIn(app, 'two-step', testAdmin.password), Date.now());
    await seedPost(app.db, {
      slug: postSlug,
      title: 'Five habits of practices that get paid on time',
      excerpt: 'What the front desk, the coders and the billing team do differently.',
      content:
        '<p>A steady revenue cycle starts before the visit: coverage checked, the patient told what they will owe, the authorization in place.</p><h2>Coding that holds up</h2><p>Documentation that supports every code keeps claims out of review.</p>',
      tags: ['Billing'],
    });
    for (const [index, title] of postTitles.entries()) {
      await seedPost(app.db, {
        slug: `screenshot-post-${index + 2}`,
        title,
        excerpt: `${title}: what to check, who does it, and how often.`,
        content: `<p>${title}.</p>`,
        tags: index < 2 ? ['Billing'] : ['Operations'],
      });
    }
    const lead = await postContact(app, validContact);
    expect(lead.status, lead.text).to.equal(201);
    // The Redirects page's rule and missing pages, and the site health report.
    await createRedirectRule(app.db, { source: '/old-services/*', target: '/services/*', status: 301, createdBy: null }, async () => {});
    for (const path of ['/old-pricing', '/old-pricing', '/team'])
      // The whole answer read: the 404 is counted when the server has finished sending it, not at its headers.
      await (await fetch(`${app.url}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' } })).text();
    await app.site.notFound.flush();
    await app.site.siteHealth.run();
    // No later 404 (the not-found page's shot) reaches the Redirects page, nor a later check the health page:
    // those shots stay the same whichever shots run before them.
    await app.site.stopBackground();
    mkdirSync(baselineDir, { recursive: true });
  });
  after(() => app.close());

  it('takes a screenshot of every page folder of pages/', () => {
    expect([...new Set(shots.map((shot) => shot.folder))].sort()).to.deep.equal(pageFolders());
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      describe(`at ${width} px, ${colorScheme}`, () => {
        let page: Page;
        let session: Session | undefined;
        before(async () => {
          page = await newPage({ width, height: 800, colorScheme, reducedMotion: true, renderer: 'full' });
          await page.setBypassCSP(true);
        });
        after(() => page.close());

        for (const shot of shots) {
          const file = `${shot.name}-${width}-${colorScheme}.png`;
          it(shot.name, async () => {
            const wanted = shot.session ?? 'none';
            // A half session lasts minutes only: a new one for each use.
            if (wanted === 'half') cookies.half = (await passwordStep(app, 'two-step', testAdmin.password)).cookie;
            if (wanted !== session || wanted === 'half') {
              await useCookies(page, app, cookies[wanted]);
              session = wanted;
            }
            compare(file, await storedForm(await capture(app, page, shot)));
          });
        }
      });
    }
  }
});
