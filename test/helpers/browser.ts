/**
 * Debian's Chromium driven by puppeteer-core, kept off the network (flags in scripts/chromium.ts). One browser
 * per run and renderer, a fresh page per test: Debian's headless shell for what a page does, the full Chromium for
 * how it looks (docs/decisions/090-headless-shell-for-behaviour-tests.md).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type HTTPResponse, type Page } from 'puppeteer-core';
import { chromiumPath, headlessShellPath, offlineChromiumFlags } from '#scripts/chromium.ts';

export { chromiumPath };

/**
 * `shell`: Debian's chromium-headless-shell, the same Chromium build without the desktop browser around it, which
 * does the same work for about half the CPU (measured 2026-11-28); it lays text out a pixel apart from the
 * browser a visitor runs. `full`: the whole Chromium in its headless mode, which draws exactly as the visitor's
 * does: for the screenshots compared with docs/screenshots/ and the layout-shift measurements.
 */
export type Renderer = 'shell' | 'full';

const browsers = new Map<Renderer, Promise<Browser>>();

export function getBrowser(renderer: Renderer = 'shell'): Promise<Browser> {
  let browser = browsers.get(renderer);
  if (!browser) {
    browser = puppeteer.launch({
      executablePath: renderer === 'shell' ? headlessShellPath : chromiumPath,
      headless: renderer === 'shell' ? 'shell' : true,
      args: [
        ...offlineChromiumFlags.filter((flag) => flag !== '--headless'),
        // The desktop browser's font hinting (the shell's own default is full hinting, which rounds every glyph's
        // advance to a whole pixel): with it the shell draws the site's pages pixel for pixel as the browser does.
        ...(renderer === 'shell' ? ['--font-render-hinting=slight'] : []),
        `--user-data-dir=${mkdtempSync(join(tmpdir(), 'rcm-chromium-'))}`,
      ],
    });
    browsers.set(renderer, browser);
  }
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: boolean;
  /** Which Chromium draws the page (above); `shell` unless the test compares or measures what is drawn. */
  renderer?: Renderer;
}

/** A new page in its own browser context (fresh storage and cookies). */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const context = await (await getBrowser(options.renderer)).createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
  if (options.javaScript === false) await page.setJavaScriptEnabled(false);
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: options.colorScheme ?? 'light' },
    { name: 'prefers-reduced-motion', value: options.reducedMotion ? 'reduce' : 'no-preference' },
  ]);
  const close = page.close.bind(page);
  page.close = async () => {
    await close();
    await context.close();
  };
  return page;
}

/**
 * Opens `url` and waits until its network is quiet: the load event, then 150 ms with no request in flight
 * (puppeteer's own count, so the islands' chunks and the dashboard's first fetches are in). Chromium's
 * `networkidle0` lifecycle event, which this replaces, came about a second later on every page whatever the page
 * did (measured 2026-11-27: 1.5 s for a service page whose last request ended at 0.25 s, against 0.52 s here),
 * and the screenshot suite alone opens 200 pages.
 */
export async function gotoSettled(page: Page, url: string): Promise<HTTPResponse | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 150 });
  return response;
}

/**
 * The button that reads `text` (under the XPath `within`), once it is enabled. A failed save shows its toast
 * before React has re-enabled the buttons it disabled, so a click right after the toast can hit a disabled
 * button and be lost; a person waits until the button can be pressed.
 */
export async function enabledButton(page: Page, text: string, within = ''): Promise<ElementHandle<Element>> {
  return (await page.waitForSelector(`::-p-xpath(${within}//button[normalize-space(.)="${text}" and not(@disabled)])`))!;
}

/**
 * Waits until the page has stopped scrolling (the same scroll position 50 ms apart, for at most 5 s). The site
 * scrolls smoothly (`scroll-behavior: smooth` in renderer/global.css), so a field that a refused save focuses
 * is still moving when its error shows; puppeteer measures where an element is, then clicks there, and on a busy
 * machine the field has moved on in between and the click is lost. A person clicks what has stopped moving.
 */
export async function scrollSettled(page: Page): Promise<void> {
  // Polled from here, not with waitForFunction: this also works on a page with JavaScript off.
  const position = () => page.evaluate(() => `${window.scrollX},${window.scrollY}`);
  let last = await position();
  for (let waited = 0; waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await position();
    if (now === last) return;
    last = now;
  }
}

/**
 * Clicks `target` (a selector or an element; JavaScript on or off) as a person does: brought into view, then clicked once it has stopped moving. Puppeteer's own
 * click scrolls the element into view and clicks where it measured it, which a smooth scroll (see above) has left
 * by the time the click lands on a busy machine: the click hits the page beside the button and is lost.
 */
export async function clickStill(page: Page, target: string | ElementHandle<Element>): Promise<void> {
  const element = typeof target === 'string' ? await page.$(target) : target;
  if (!element) throw new Error(`Nothing matches ${String(target)}`);
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await scrollSettled(page);
  await element.click();
}

export async function closeBrowsers(): Promise<void> {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map(async (browser) => (await browser).close()));
}

/**
 * Writes a screenshot to SCREENSHOT_DIR for a person to look at, when it is set; CI sets nothing and spends no
 * time encoding pictures no one reads. (The screenshots compared with approved ones are the screenshot suite's.)
 */
export async function keepScreenshot(target: Page | ElementHandle<Element>, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`) as `${string}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * Waits (up to 5 s) for the element with `id` to have the focus; the assertion after it says whether it came.
 * A page moves the focus in an effect, after React has drawn what it focuses: a frame after the click or key
 * that caused it, which a test's next command can beat. A person looks for the caret after that frame.
 */
export async function focusSettled(page: Page, id: string): Promise<void> {
  await page.waitForFunction((wanted) => document.activeElement?.id === wanted, { timeout: 5000 }, id).catch(() => undefined);
}

/**
 * Waits (up to 2 s) until every animation that ends has ended, on the page or under `selector`, then two frames:
 * a pop-up opening or a block fading in is measured as the reader is left with it, not halfway.
 */
export async function animationsSettled(page: Page, selector?: string): Promise<void> {
  await page.evaluate(async (root) => {
    const animations = root ? (document.querySelector(root)?.getAnimations({ subtree: true }) ?? []) : document.getAnimations();
    const ending = animations.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, selector);
}
