/**
 * Undo in the steps a writer expects (docs/product/blog.md#keys-and-shortcuts, decision 109): one Ctrl+Z undoes
 * one typing burst, one paste, one block move; Shift+Ctrl+Z redoes the same steps; an undo is an edit the autosave
 * saves. Real Chromium and Editor.js against the production build.
 */
import { expect } from 'chai';
import type { KeyInput, Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { browserPage } from '../helpers/signed-in.ts';
import { editorIdle, editorReady, waitForStatus } from '../helpers/post-editor.ts';
import { callJson } from '../helpers/http.ts';

async function withControl(page: Page, key: KeyInput, { shift = false } = {}): Promise<void> {
  await page.keyboard.down('Control');
  if (shift) await page.keyboard.down('Shift');
  await page.keyboard.press(key);
  if (shift) await page.keyboard.up('Shift');
  await page.keyboard.up('Control');
}

/** The body's blocks as their text (an empty body: none). */
const texts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rich-text-content .ce-block__content')].map((content) => content.innerText.trim()).filter(Boolean),
  );

/** Presses Ctrl+Z (or, with `redo`, Shift+Ctrl+Z) once and waits for the body to hold `expected`. */
async function step(page: Page, expected: string[], { redo = false } = {}): Promise<void> {
  await withControl(page, 'z', { shift: redo });
  await page.waitForFunction(
    (wanted) =>
      JSON.stringify(
        [...document.querySelectorAll<HTMLElement>('.rich-text-content .ce-block__content')].map((content) => content.innerText.trim()).filter(Boolean),
      ) === wanted,
    { timeout: 5000 },
    JSON.stringify(expected),
  );
  // The redraw done before the next key, as a person's next press comes after it.
  await editorIdle(page);
  expect(await texts(page)).to.deep.equal(expected);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Undo in the post editor', function () {
  this.timeout(120_000);
  let app: TestApp;
  let page: Page | undefined;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await page?.close();
    await app.close();
  });

  it('undoes a typing burst, a paste and a block move one Ctrl+Z each, redoes them, and saves each step', async () => {
    const cookie = await signIn(app);
    page = await browserPage(app, cookie);
    await page.goto(`${app.url}/dashboard/posts/new`);
    await editorReady(page);
    await editorIdle(page);
    await page.keyboard.type('Undo steps');
    await page.keyboard.press('Enter');
    await editorIdle(page);
    // Two bursts in two blocks, the second after a pause; Enter and the words after it are one step.
    await page.keyboard.type('First burst of words.');
    await pause(1300);
    await page.keyboard.press('Enter');
    await editorIdle(page);
    await page.keyboard.type('Second burst here.');
    await pause(300);
    // A paste of two paragraphs at once, right after typing (no pause needed between steps of different kinds).
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Pasted one.</p><p>Pasted two.</p>');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.waitForFunction(() => document.querySelectorAll('.rich-text-content .ce-block').length === 4, { timeout: 5000 });
    await editorIdle(page);
    // The first block moved down from its block menu.
    await page.hover('.rich-text-content .ce-block:nth-child(1) .ce-paragraph');
    await page.click('.rich-text-content .ce-toolbar__settings-btn');
    await page.click('.rich-text-content .ce-popover--opened [data-item-name="move-down"]');
    const moved = ['Second burst here.', 'First burst of words.', 'Pasted one.', 'Pasted two.'];
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.rich-text-content .ce-block')?.innerText.trim() === 'Second burst here.', {
      timeout: 5000,
    });
    await page.keyboard.press('Escape');
    expect(await texts(page)).to.deep.equal(moved);
    await waitForStatus(page, 'Saved', 30_000);

    await step(page, ['First burst of words.', 'Second burst here.', 'Pasted one.', 'Pasted two.']);
    // The undo is an edit: the autosave saves it.
    await waitForStatus(page, 'Saved', 30_000);
    const id = Number(/\/dashboard\/posts\/(\d+)/.exec(page.url())![1]);
    const saved = await callJson(`${app.url}/api/admin/blog/${id}`, 'GET', cookie);
    expect(saved.body.content).to.equal('<p>First burst of words.</p><p>Second burst here.</p><p>Pasted one.</p><p>Pasted two.</p>');
    await step(page, ['First burst of words.', 'Second burst here.']);
    await step(page, ['First burst of words.']);
    await step(page, []);
    // Nothing before the first step: the body stays empty.
    await withControl(page, 'z');
    await pause(300);
    expect(await texts(page)).to.deep.equal([]);

    await step(page, ['First burst of words.'], { redo: true });
    await step(page, ['First burst of words.', 'Second burst here.'], { redo: true });
    await step(page, ['First burst of words.', 'Second burst here.', 'Pasted one.', 'Pasted two.'], { redo: true });
    await step(page, moved, { redo: true });
    await waitForStatus(page, 'Saved', 30_000);
    const final = await callJson(`${app.url}/api/admin/blog/${id}`, 'GET', cookie);
    expect(final.body.content).to.equal('<p>Second burst here.</p><p>First burst of words.</p><p>Pasted one.</p><p>Pasted two.</p>');
  });
});
