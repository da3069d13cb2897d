/** Moving through a page as a keyboard user does. */
import type { Page } from 'puppeteer-core';

/** Tabs until the focus is on `selector` (at most 80 presses). */
export async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
