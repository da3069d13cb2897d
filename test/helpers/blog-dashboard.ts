/**
 * The blog dashboard's browser suites: a fresh app and a signed-in admin per test, and the steps their tests share.
 * `app` and `page` are live bindings, set by the hooks and `openDashboard`: read them inside the tests (they change per test).
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { signInWriter, startTestApp, type TestApp } from './app.ts';
import { enabledButton, newPage } from './browser.ts';
import { callJson } from './http.ts';
import { setCookies } from './signed-in.ts';

export let app: TestApp;
let cookie: string;
export let page: Page;

/** For a describe block: each test gets a fresh app and a signed-in admin's cookie; the page is closed after it. */
export function blogDashboardPerTest(): void {
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signInWriter(app);
  });
  afterEach(async () => {
    await page?.close();
    await app.close();
  });
}

export const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);

export async function openDashboard(colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  page = await newPage({ width: 1280, height: 900, colorScheme });
  // The session cookie and its signature, as signIn got them.
  await setCookies(page, app, cookie);
  await page.goto(`${app.url}/dashboard/posts`);
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading posts...'));
}

/** Opens the full-page editor of a post (or a new one) in the same tab. */
export async function openEditor(path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await editorReady();
}
export const editPost = async (title: string) => {
  await Promise.all([page.waitForNavigation(), page.click(`a[aria-label="Edit ${title}"]`)]);
  await editorReady();
};

export const toastText = () => page.waitForSelector('.toast').then((toast) => toast!.evaluate((element) => element.textContent ?? ''));
export async function waitForToast(title: string): Promise<string> {
  await page.waitForFunction((expected) => [...document.querySelectorAll('.toast-title')].some((element) => element.textContent === expected), {}, title);
  return toastText();
}
// Ready when Editor.js has finished initialising (the field drops aria-busy), not when its first block
// appears: blocks render before the inline toolbar is bound.
export const editorReady = () => page.waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 10_000 });
export const buttonByText = (text: string): Promise<ElementHandle<Element>> => enabledButton(page, text);
export async function typeInto(selector: string, text: string): Promise<void> {
  await page.click(selector);
  await page.keyboard.type(text);
}
export const htmlOf = async (slug: string) =>
  ((await api('GET', '/api/admin/blog')).body as { slug: string; content: string; excerpt: string }[]).find((post) => post.slug === slug)!;
