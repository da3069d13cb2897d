/**
 * A page's rich text section in the page editor (docs/product/pages.md#the-page-editor): the post editor's
 * Editor.js field with the section's tools, never a textarea of HTML. Written with the keyboard alone (Markdown's
 * `## `, Ctrl+B on a selection), saved as the section's HTML, drawn in the preview, back after a reload; undo and
 * redo reach the page's document; the server's error shows under the field.
 */
import { expect } from 'chai';
import type { KeyInput, Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { editorIdle } from '../helpers/post-editor.ts';
import { section } from '../helpers/pages-api.ts';
import { makePage, openAs, tabTo, useEditorApp } from '../helpers/page-editor.ts';

const field = '#page-field-sections-1-html';

describe('The page editor’s rich text section', function () {
  this.timeout(120_000);
  const session = useEditorApp();

  /** The section's HTML as the server holds it. */
  const storedHtml = async (id: number) => (await session.api<{ sections: { html?: string }[] }>('GET', `/api/admin/pages/${id}`)).sections[1]!.html;
  /** Waits until the server holds `wanted` (autosave runs a moment after a change), else fails showing the last. */
  const eventuallyStored = async (id: number, wanted: (html: string | undefined) => boolean, label: string) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const html = await storedHtml(id);
      if (wanted(html)) return html;
      if (Date.now() > until) expect.fail(`${label}: the server holds ${html}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const withControl = async (page: Page, key: KeyInput, { shift = false } = {}) => {
    await page.keyboard.down('Control');
    if (shift) await page.keyboard.down('Shift');
    await page.keyboard.press(key);
    if (shift) await page.keyboard.up('Shift');
    await page.keyboard.up('Control');
  };
  /** Opens the rich text section with the keyboard and waits for its editor. */
  const openSection = async (page: Page) => {
    await page.waitForSelector('#page-section-intro-summary');
    await tabTo(page, '#page-section-intro-summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${field}[aria-busy="false"] .codex-editor .ce-block`, { visible: true, timeout: 15_000 });
  };

  it('writes a heading and a bold word with the keyboard, saves them as HTML, previews them and finds them after a reload', async () => {
    const made = await makePage(session, '/specialties/rich-text-care', 'Rich Text Care');
    const page = await openAs(session, `/dashboard/pages/${made.id}`, 1400);
    await openSection(page);
    // No HTML to type: no textarea in the section, and the field is named by its label.
    expect(await page.$$eval('.page-section:nth-child(2) textarea', (areas) => areas.length)).to.equal(0);
    expect(await page.$eval(field, (frame) => document.getElementById(frame.getAttribute('aria-labelledby')!)?.textContent)).to.equal('Text *');
    expect(await axeViolations(page)).to.deep.equal([]);

    // The paragraph after the heading: to its end, a new block, Markdown's "## " makes it a heading.
    await tabTo(page, `${field} .ce-paragraph`);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    // The new paragraph has the caret (a person types on once they see it), and its keys are bound.
    await page.waitForFunction(
      (at) => document.querySelectorAll(`${at} .ce-block`).length === 3 && document.activeElement?.matches(`${at} .ce-block:last-child .ce-paragraph`),
      { timeout: 15_000 },
      field,
    );
    await editorIdle(page);
    await page.keyboard.type('## ');
    await page.waitForFunction((at) => document.querySelectorAll(`${at} h2.ce-header`).length === 2, { timeout: 15_000 }, field);
    // The heading the marker made has its keys bound when the page is next idle (editorIdle).
    await editorIdle(page);
    await page.keyboard.type('Our promise');
    await page.keyboard.press('Enter');
    await editorIdle(page);
    await page.keyboard.type('We are fast and careful.');
    // "fast" selected from the keyboard, then Ctrl+B.
    for (let key = 0; key < ' and careful.'.length; key++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.down('Shift');
    for (let key = 0; key < 'fast'.length; key++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    // Editor.js opens its inline toolbar on the selection; a person's next key comes after that.
    await page.waitForSelector(`${field} .ce-inline-toolbar .ce-popover--opened`, { timeout: 15_000 });
    await withControl(page, 'b');
    await page.waitForFunction((at) => document.querySelector(`${at} .ce-block:last-child b`)?.textContent === 'fast', { timeout: 15_000 }, field);

    const written = '<h2>What we do</h2><p>Billing for this specialty.</p><h2>Our promise</h2><p>We are <strong>fast</strong> and careful.</p>';
    await eventuallyStored(made.id, (html) => html === written, 'the written text');
    // The preview reloads after the save and draws the section.
    await page.waitForFunction(
      () => {
        const preview = (document.querySelector('.page-preview-frame') as HTMLIFrameElement | null)?.contentDocument;
        const texts = (selector: string) => [...(preview?.querySelectorAll(selector) ?? [])].map((element) => element.textContent);
        return texts('h2').includes('Our promise') && texts('strong').includes('fast');
      },
      { timeout: 15_000 },
    );

    // Undo and redo go through the page's document too.
    await withControl(page, 'z');
    await eventuallyStored(made.id, (html) => html !== written, 'after undo');
    await withControl(page, 'z', { shift: true });
    await eventuallyStored(made.id, (html) => html === written, 'after redo');

    await page.reload();
    await openSection(page);
    const blocks = await page.$$eval(`${field} .ce-block__content > *`, (elements) =>
      elements.map((element) => `${element.tagName.toLowerCase()}: ${element.innerHTML}`),
    );
    expect(blocks).to.deep.equal(['h2: What we do', 'div: Billing for this specialty.', 'h2: Our promise', 'div: We are <b>fast</b> and careful.']);
  });

  it('shows a refused heading under the field and puts the focus in it', async () => {
    const made = await makePage(session, '/specialties/rich-text-skip', 'Rich Text Skip', []);
    await session.api('PUT', `/api/admin/pages/${made.id}`, {
      sections: [
        section('hero', 'hero', { heading: 'Rich Text Skip' }),
        section('richText', 'intro', { html: '<h4>Skipped two levels</h4><p>Text.</p>' }),
        section('contact', 'contact'),
      ],
    });
    const page = await openAs(session, `/dashboard/pages/${made.id}`);
    await page.waitForSelector('.page-bar-actions .button-primary');
    await tabTo(page, '.page-bar-actions .button-primary');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${field}[aria-invalid="true"]`, { timeout: 15_000 });
    const error = await page.$eval(field, (frame) =>
      frame
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(error).to.match(/Heading h4 follows h1/);
    await page.waitForFunction((at) => document.activeElement?.closest(at) !== null, { timeout: 5000 }, field);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('contenteditable'))).to.equal('true');
  });
});
