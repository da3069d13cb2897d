/**
 * The full-page post editor (islands/dashboard/editor/) in a browser, for the browser tests of the editor:
 * Editor.js ready and idle, the save status, toasts and buttons by their words (a signed-in page: signed-in.ts).
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { enabledButton } from './browser.ts';

/** Editor.js has finished initialising both fields (they drop aria-busy). */
export const editorReady = (page: Page) =>
  page
    .waitForSelector('.rich-text-content .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 })
    .then(() => page.waitForSelector('.rich-text-excerpt .rich-text-frame[aria-busy="false"] .codex-editor .ce-block', { timeout: 15_000 }));

/**
 * The page's next idle moment. Editor.js binds a new block's keys (Enter, `/`, Tab) in a requestIdleCallback, so on
 * a busy machine a key pressed right after the Enter that made the block goes to the bare contenteditable
 * (`/` is typed, no menu opens). A person's next key comes later than that; a test waits for it.
 */
export const editorIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** The editor's save status line starts with `text`. */
export const waitForStatus = (page: Page, text: string, timeout = 15_000) =>
  page.waitForFunction((expected) => document.querySelector('.post-editor-status')?.textContent?.startsWith(expected), { timeout }, text);

export const buttonByText = (page: Page, text: string): Promise<ElementHandle<Element>> => enabledButton(page, text);

/** Waits for a toast titled `title` (or whose title starts with it, with `prefix`); its whole text. */
export async function waitForToast(page: Page, title: string, { prefix = false } = {}): Promise<string> {
  const toast = await page.waitForFunction(
    (expected, startsWith) =>
      [...document.querySelectorAll('.toast')].find((element) => {
        const text = element.querySelector('.toast-title')?.textContent ?? '';
        return startsWith ? text.startsWith(expected) : text === expected;
      }),
    { timeout: 15_000 },
    title,
    prefix,
  );
  return page.evaluate((element) => (element as Element).textContent ?? '', toast);
}
