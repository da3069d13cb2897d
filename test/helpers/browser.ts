/**
 * Debian's Chromium driven by puppeteer-core, kept off the network
 * (flags in scripts/chromium.ts). One browser per run, a fresh page per test.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumPath, offlineChromiumFlags } from '#scripts/chromium.ts';

export { chromiumPath };

let browser: Browser | undefined;

export async function getBrowser(): Promise<Browser> {
  browser ??= await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...offlineChromiumFlags.filter((flag) => flag !== '--headless'), `--user-data-dir=${mkdtempSync(join(tmpdir(), 'rcm-chromium-'))}`],
  });
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: boolean;
}

/** A new page in its own browser context (fresh storage and cookies). */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const context = await (await getBrowser()).createBrowserContext();
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

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
