/**
 * The Markdown-import browser suites: a fresh app and a signed-in admin per test, and the steps their tests share.
 * `app` and `page` are live bindings, set by the hooks and `open`: read them inside the tests (they change per test).
 * Screenshots go to /tmp/import/ when SCREENSHOTS=1.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { signInWriter, startTestApp, type TestApp } from './app.ts';
import { enabledButton, newPage } from './browser.ts';
import { callJson } from './http.ts';
import { setCookies } from './signed-in.ts';

export let app: TestApp;
let cookie: string;
export let page: Page;
export const files = mkdtempSync(join(tmpdir(), 'rcm-import-'));
const shots = process.env.SCREENSHOTS === '1' ? '/tmp/import' : null;
if (shots) mkdirSync(shots, { recursive: true });

/** For a describe block: each test gets a fresh app and a signed-in admin's cookie; its page is closed after it. */
export function markdownImportPerTest(): void {
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signInWriter(app);
  });
  afterEach(async () => {
    // A skipped test leaves the previous test's page, already closed.
    if (page && !page.isClosed()) await page.close();
    await app.close();
  });
}

export const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
export const postBySlug = async (slug: string) =>
  ((await api('GET', '/api/admin/blog')).body as { id: number; slug: string; title: string; content: string }[]).find((post) => post.slug === slug)!;

export function file(name: string, text: string): string {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
}

export async function open(options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<void> {
  page = await newPage({ width: options.width ?? 1280, height: 900, colorScheme: options.colorScheme ?? 'light' });
  await setCookies(page, app, cookie);
  await page.goto(`${app.url}/dashboard/posts`);
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading posts...'));
}

export const editorReady = () => page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 10_000 });
export const buttonByText = (text: string, within = ''): Promise<ElementHandle<Element>> => enabledButton(page, text, within);
export const waitForToast = (title: string) =>
  page.waitForFunction((expected) => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === expected), {}, title);
export const toastDescription = (title: string) =>
  page.$$eval(
    '.toast',
    (toasts, expected) =>
      toasts.find((toast) => toast.querySelector('.toast-title')?.textContent === expected)?.querySelector('.toast-description')?.textContent ?? '',
    title,
  );
export const upload = async (...paths: string[]) =>
  ((await page.$('.markdown-upload input[type=file]')) as ElementHandle<HTMLInputElement>).uploadFile(...paths);
export const contentText = () => page.$eval('.rich-text-content .codex-editor', (element) => (element as HTMLElement).innerText);
export const shot = async (name: string) => {
  if (!shots) return;
  // Two frames: a scrolled dialog is painted after the scroll, not before.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: join(shots, `${name}.png`) as `${string}.png`, fullPage: false });
};

/** The post's full-page editor, from its link in the list. */
export async function editPost(title: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(`a[aria-label="Edit ${title}"]`)]);
  await editorReady();
}
