/**
 * The post editor with the keyboard alone (docs/product/admin.md#post-editor): from /dashboard/posts/new, only keys (typing, Tab,
 * Enter, Editor.js's shortcuts and its `/` block menu) write the title, a body with bold, italic and a heading,
 * and the excerpt, then save and publish. Real Chromium and Editor.js against the production build.
 */
import { expect } from 'chai';
import type { KeyInput, Page } from 'puppeteer-core';
import { signInWriter, startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { editorIdle, editorReady, waitForToast } from '../helpers/post-editor.ts';

describe('The post editor with the keyboard alone', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page | undefined;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
    await app.close();
  });

  /** Presses `key` with Control held (Editor.js's shortcuts: Ctrl on Linux and Windows). */
  async function withControl(keyboard: Page['keyboard'], key: KeyInput): Promise<void> {
    await keyboard.down('Control');
    await keyboard.press(key);
    await keyboard.up('Control');
  }

  /** Presses Tab (Shift+Tab with `backwards`) until the focused element matches `selector`, as a person would. */
  async function tabTo(current: Page, selector: string, { backwards = false, most = 60 } = {}): Promise<void> {
    for (let presses = 0; presses < most; presses += 1) {
      if (await current.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return;
      if (backwards) await current.keyboard.down('Shift');
      await current.keyboard.press('Tab');
      if (backwards) await current.keyboard.up('Shift');
    }
    const focused = await current.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect.fail(`${selector} not reached in ${most} presses of ${backwards ? 'Shift+' : ''}Tab; the focus is on ${focused}`);
  }

  /** The caret is in the body's block number `index` (from 0), a `kind` block with nothing in it yet, ready for keys. */
  async function waitForEmptyBlock(current: Page, index: number, kind: string): Promise<void> {
    await current.waitForFunction(
      (at, selector) => {
        const block = document.querySelectorAll('.rich-text-content .ce-block')[at];
        return block?.querySelector(selector)?.contains(document.activeElement) === true && block.textContent === '';
      },
      { timeout: 5000 },
      index,
      kind,
    );
    await editorIdle(current);
  }

  it('writes, formats, saves and publishes a post', async () => {
    const cookie = await signInWriter(app);
    page = await browserPage(app, cookie);
    const { keyboard } = page;
    await page.goto(`${app.url}/dashboard/posts/new`);
    await editorReady(page);
    await editorIdle(page);
    // The title has the focus; Enter goes on to the body, and `/` there at once opens the block menu (the block
    // the focus lands in is Editor.js's current block from that moment, not only after its next selection check).
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('post-title');
    await keyboard.type('Written with keys');
    await keyboard.press('Enter');
    await keyboard.type('/');
    await page.waitForSelector('.rich-text-content .ce-popover--opened', { timeout: 5000 });
    // A heading: a few letters filter the menu, an arrow picks the one left, Enter makes it.
    await keyboard.type('head');
    await page.waitForSelector('.rich-text-content .ce-popover--opened .ce-popover-item[data-item-name=paragraph].ce-popover-item--hidden');
    await keyboard.press('ArrowDown');
    await page.waitForSelector('.rich-text-content .ce-popover--opened .ce-popover-item--focused[data-item-name=header]');
    await keyboard.press('Enter');
    await waitForEmptyBlock(page, 0, '.ce-header');
    await keyboard.type('A heading from the menu');
    // A paragraph with a bold and a slanted word, by Editor.js's shortcuts.
    await keyboard.press('Enter');
    await waitForEmptyBlock(page, 1, '.ce-paragraph');
    await keyboard.type('Plain, ');
    await withControl(keyboard, 'b');
    await keyboard.type('bold');
    await withControl(keyboard, 'b');
    await keyboard.type(' and ');
    await withControl(keyboard, 'i');
    await keyboard.type('slanted');
    await withControl(keyboard, 'i');
    await keyboard.type(' words.');

    // On through the publish date to the excerpt.
    await tabTo(page, '.rich-text-excerpt [contenteditable=true]');
    await keyboard.type('A post written without a mouse.');

    // Back to Save draft; then on to Publish.
    await tabTo(page, '.post-editor-actions button:not([disabled])', { backwards: true });
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Publish');
    await keyboard.down('Shift');
    await keyboard.press('Tab');
    await keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Save draft');
    await keyboard.press('Enter');
    await waitForToast(page, 'Draft saved');
    await tabTo(page, '.post-editor-actions .button-primary');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Publish');
    await keyboard.press('Enter');
    await waitForToast(page, 'Post published');

    const published = await request(`${app.url}/blog/written-with-keys`);
    expect(published.status).to.equal(200);
    const body = published.text.slice(published.text.indexOf('<article'));
    expect(body).to.match(/<h1[^>]*>Written with keys<\/h1>/);
    // A space typed before a format change may be kept as a no-break space (as contenteditable does).
    expect(body.replace(/\u00a0|&nbsp;/g, ' ')).to.match(
      /<h2[^>]*>A heading from the menu<\/h2>\s*<p>Plain, <(b|strong)>bold<\/\1> and <(i|em)>slanted<\/\2> words\.<\/p>/,
    );
    expect(published.text).to.include('A post written without a mouse.');
  });
});
