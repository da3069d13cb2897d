import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { createAdmin, startTestApp, testAdmin, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { seedPost } from '../helpers/posts.ts';

/**
 * Visual regression: each key page at 1280 and 375 px, light and dark, against its approved screenshot in
 * docs/screenshots/ (docs/screenshots/README.md). A page whose size changes fails at once; otherwise
 * pixelmatch compares them with a per-pixel colour threshold of 0.1 (its default; anti-aliasing ignored)
 * and the page fails when more than 0.1 % of its pixels differ. Text that depends on the day (dates, the
 * chart, the date fields) and the sign-in toast are hidden, keeping their place; animations and transitions are
 * off, reduced motion is asked for (the counters show their targets at once) and lazy images are loaded.
 *
 * Approve a change on purpose: UPDATE_SCREENSHOTS=1 NODE_ENV=test npx mocha test/browser/screenshots.test.ts
 * On a failure the new screenshot and a diff image are written to /tmp/screenshot-diffs/.
 */
const baselineDir = join(import.meta.dirname, '../../docs/screenshots');
const diffDir = '/tmp/screenshot-diffs';
const update = process.env.UPDATE_SCREENSHOTS === '1';
const pixelThreshold = 0.1;
const maxDifferentShare = 0.001;

/** Hidden before each shot, keeping their place: what changes with the date, and the sign-in toast that fades on its own. */
const dayDependent = ['time', '.copyright', '.line-chart', 'input[type="date"]', '.toast-region'];
const stillness = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';

interface Shot {
  name: string;
  path: string;
  /** Only this element, not the whole page. */
  element?: string;
  signedIn?: boolean;
}

const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/denial-management' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/screenshot-post' },
  { name: 'contact', path: '/', element: '#contact' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'login', path: '/login' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
];

/** A screenshot as it is stored: a 256-colour PNG (sharp, deterministic), decoded for comparing. */
async function storedForm(png: Uint8Array): Promise<Buffer> {
  return sharp(png).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
}

async function capture(app: TestApp, shot: Shot, width: number, colorScheme: 'light' | 'dark'): Promise<Uint8Array> {
  const page: Page = await newPage({ width, height: 800, colorScheme, reducedMotion: true });
  try {
    await page.setBypassCSP(true);
    if (shot.signedIn) {
      await page.goto(`${app.url}/login`);
      await page.type('#login-username', testAdmin.username);
      await page.type('#login-password', testAdmin.password);
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      await page.waitForSelector('.overview-metric-value');
    }
    if (!shot.signedIn || new URL(page.url()).pathname !== shot.path) await page.goto(`${app.url}${shot.path}`, { waitUntil: 'networkidle0' });
    await page.addStyleTag({ content: stillness });
    await page.evaluate(async (selectors) => {
      // Lazy images below the fold would not load for a full-page shot: load them all, and wait.
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
      for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) element.style.visibility = 'hidden';
    }, dayDependent);
    if (shot.element) {
      const element = await page.$(shot.element);
      if (!element) throw new Error(`${shot.element} is not on ${shot.path}`);
      return await element.screenshot({ type: 'png' });
    }
    return await page.screenshot({ type: 'png', fullPage: true });
  } finally {
    await page.close();
  }
}

describe('Screenshots of the key pages against the approved ones', function () {
  this.timeout(120_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await createAdmin(app);
    await seedPost(app.db, { slug: 'screenshot-post', title: 'Five habits of practices that get paid on time', excerpt: 'What the front desk, the coders and the billing team do differently.', content: '<p>A steady revenue cycle starts before the visit: coverage checked, the patient told what they will owe, the authorization in place.</p><h2>Coding that holds up</h2><p>Documentation that supports every code keeps claims out of review.</p>' });
    mkdirSync(baselineDir, { recursive: true });
  });
  after(() => app.close());

  for (const shot of shots) {
    for (const width of [1280, 375]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const file = `${shot.name}-${width}-${colorScheme}.png`;
        it(`${shot.name} at ${width} px, ${colorScheme}`, async () => {
          const actual = await storedForm(await capture(app, shot, width, colorScheme));
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
        });
      }
    }
  }
});
