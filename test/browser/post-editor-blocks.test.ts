/**
 * The full-page post editor (decision 030), Editor.js habits: leaving a quote or a list with Enter, a click below the
 * last block, huge pastes, and the block menu and pop-ups on screen at 1280 and 375 px.
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { animationsSettled } from '../helpers/browser.ts';
import { editorIdle, waitForStatus, waitForToast } from '../helpers/post-editor.ts';
import { bodyText, createPost, open, postById, postEditorPerTest, typeInBody } from '../helpers/post-editor-app.ts';

/**
 * Where the open pop-up (`selector`) sticks out: its box beyond the viewport, the page wider than the window, or
 * a part of it that scrolls sideways. An empty list when it fits.
 */
async function overflowOf(page: Page, selector: string): Promise<string[]> {
  // Measured once its opening animation has ended and the page has had a frame to move it into view.
  await animationsSettled(page, selector);
  return page.$eval(selector, (container) => {
    const problems: string[] = [];
    const box = container.getBoundingClientRect();
    const root = document.documentElement;
    if (box.width === 0 || box.height === 0) problems.push('not shown');
    if (box.left < 0 || box.top < 0 || box.right > root.clientWidth || box.bottom > window.innerHeight) {
      problems.push(
        `box ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} beyond ${root.clientWidth}x${window.innerHeight}`,
      );
    }
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} wide in ${root.clientWidth}`);
    for (const element of [container, ...container.querySelectorAll('*')]) {
      const overflowX = getComputedStyle(element).overflowX;
      if (element.scrollWidth > element.clientWidth + 1 && (element === container || ['auto', 'scroll'].includes(overflowX))) {
        problems.push(`${element.className || element.tagName} scrolls sideways (${element.scrollWidth} in ${element.clientWidth})`);
      }
    }
    return problems;
  });
}

describe('The full-page post editor, blocks and pastes', function () {
  this.timeout(120_000);
  postEditorPerTest();

  it('leaves a quote with Enter on its empty last line', async () => {
    const post = await createPost({ title: 'Quote', content: '<blockquote>Quoted words</blockquote>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    await page.click('.rich-text-content .cdx-quote__text');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('After the quote');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.rich-text-content .ce-paragraph')].some((paragraph) => paragraph.textContent === 'After the quote'),
    );
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<blockquote>Quoted words</blockquote><p>After the quote</p>');
  });

  it('leaves a list with Enter on its empty last item', async () => {
    const post = await createPost({ title: 'List', content: '<ul><li>One</li><li>Two</li></ul>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const items = await page.$$('.rich-text-content .cdx-list__item-content');
    await items.at(-1)!.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.rich-text-content .cdx-list__item-content').length === 3);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('.rich-text-content .ce-paragraph') === true);
    await page.keyboard.type('After the list');
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<ul><li>One</li><li>Two</li></ul><p>After the list</p>');
  });

  it('puts the caret in a new paragraph on a click below the last block', async () => {
    const post = await createPost({ title: 'Below', content: '<h2>A heading last</h2>' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const frame = (await page.$('.rich-text-content .rich-text-frame'))!;
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
    await page.keyboard.type('Clicked below');
    await waitForStatus(page, 'Saved');
    expect((await postById(post.id)).content).to.equal('<h2>A heading last</h2><p>Clicked below</p>');
  });

  it("refuses a huge paste or a body over the server's limit with a clear message, and keeps what was there", async () => {
    const post = await createPost({ title: 'Huge' });
    const page = await open(`/dashboard/posts/${post.id}`);
    const paste = (text: string) =>
      page.evaluate((pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    await page.click('.rich-text-content .ce-paragraph');
    await page.keyboard.press('End');
    // 220 KB of text: refused before Editor.js parses it.
    await paste('Long text. '.repeat(20_000));
    expect(await waitForToast(page, 'Paste too large')).to.include('Nothing was pasted');
    expect(await bodyText(page)).to.equal('Body');
    // 190 KB of text that is 330 KB of HTML (each < is &lt;): in the editor, but not saved, and the status says why.
    await paste(' a<b'.repeat(47_500));
    await waitForStatus(page, 'Not saved: the post is larger than the 200 KB', 30_000);
    expect((await bodyText(page)).length).to.be.greaterThan(190_000);
    expect((await postById(post.id)).content).to.equal('<p>Body</p>');
  });
});

describe('The full-page post editor, menus and pop-ups on screen', function () {
  this.timeout(120_000);
  postEditorPerTest();

  for (const width of [1280, 375]) {
    it(`opens the block menu on screen at ${width} px, even from the last block at the bottom of the window`, async () => {
      const paragraphs = Array.from({ length: 14 }, (_, index) => `<p>Paragraph ${index + 1} of a post long enough to fill the window.</p>`).join('');
      const post = await createPost({ title: `Block menu ${width}`, content: paragraphs });
      const page = await open(`/dashboard/posts/${post.id}`, { width });
      await typeInBody(page, '');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const blocks = document.querySelectorAll('.rich-text-content .ce-paragraph');
        return blocks.length === 15 && blocks[14]!.contains(document.activeElement) && blocks[14]!.textContent === '';
      });
      await editorIdle(page);
      // The new block at the bottom of the window, where a menu opening downwards would be cut off.
      const blockBottom = await page.$eval('.rich-text-content .ce-block:last-child', (block) => {
        block.scrollIntoView({ block: 'end' });
        return block.getBoundingClientRect().bottom;
      });
      expect(blockBottom).to.be.greaterThan(800 / 2);
      await page.keyboard.type('/');
      await page.waitForSelector('.rich-text-content .ce-popover--opened');
      expect(await overflowOf(page, '.rich-text-content .ce-popover--opened .ce-popover__container')).to.deep.equal([]);
      // Every block type is there to pick (none cut off inside the menu either).
      const names = await page.$$eval('.rich-text-content .ce-popover--opened .ce-popover-item', (items) =>
        items.map((item) => item.getAttribute('data-item-name')),
      );
      expect(names).to.include.members(['paragraph', 'header', 'list', 'quote', 'code', 'table']);
    });

    it(`opens the link and colour pop-ups on screen, without a sideways scrollbar, at ${width} px`, async () => {
      const post = await createPost({ title: `Pop-ups ${width}`, content: '<p>Words to format here</p>' });
      const page = await open(`/dashboard/posts/${post.id}`, { width });
      async function selectLastWord(): Promise<void> {
        await page.click('.rich-text-content .ce-paragraph');
        await page.keyboard.press('End');
        await page.keyboard.down('Shift');
        for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
        await page.keyboard.up('Shift');
      }
      await selectLastWord();
      await page.waitForSelector('.ce-inline-toolbar button[aria-label="Link"]', { visible: true });
      expect(await overflowOf(page, '.ce-inline-toolbar .ce-popover--opened .ce-popover__container')).to.deep.equal([]);
      await page.click('.ce-inline-toolbar button[aria-label="Link"]');
      await page.waitForSelector('input[aria-label="Link address"]', { visible: true });
      await page.$eval('input[aria-label="Link address"]', (input) => input.closest('.ce-popover__container')!.setAttribute('data-test-popup', 'link'));
      // Measured once the pop-up has finished opening (it grows into place).
      await animationsSettled(page, '[data-test-popup=link]');
      const linkPopup = await page.$eval('input[aria-label="Link address"]', (input) => {
        const popup = input.closest('.ce-popover__container')!;
        // The address field lies inside its pop-up.
        return { field: input.getBoundingClientRect().right, popup: popup.getBoundingClientRect().right };
      });
      expect(linkPopup.field).to.be.at.most(linkPopup.popup);
      expect(await overflowOf(page, '[data-test-popup=link]')).to.deep.equal([]);
      // The colour palette, on the same selection.
      await page.keyboard.press('Escape');
      await selectLastWord();
      await page.waitForSelector('.ce-inline-toolbar button[aria-label="Text colour"]', { visible: true });
      await page.click('.ce-inline-toolbar button[aria-label="Text colour"]');
      await page.waitForSelector('button[aria-label="Red text"]', { visible: true });
      await page.$eval('button[aria-label="Red text"]', (button) => button.closest('.ce-popover__container')!.setAttribute('data-test-popup', 'colour'));
      expect(await overflowOf(page, '[data-test-popup=colour]')).to.deep.equal([]);
    });
  }
});
