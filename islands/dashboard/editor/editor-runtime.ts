/**
 * Everything heavy the post editor needs, in one chunk loaded by import() when
 * the editor opens (docs/architecture.md#editorjs: about 100 KB gzip, dashboard only):
 * Editor.js and its tools, and the HTML <-> blocks mapping (marked loads on
 * upload, with markdown-import.ts).
 */
import EditorJS, { type EditorConfig } from '@editorjs/editorjs';
import CodeTool from '@editorjs/code';
import Header from '@editorjs/header';
import InlineCode from '@editorjs/inline-code';
import List from '@editorjs/list';
import Quote from '@editorjs/quote';
import Table from '@editorjs/table';
import Underline from '@editorjs/underline';
import Strikethrough from '@sotaproject/strikethrough';
import { blocksToHtml } from './blocks-to-html.ts';
import { BackgroundColourTool, TextColourTool } from './colour-tool.ts';
import { htmlToBlocks, type FieldKind } from './html-to-blocks.ts';
import { refusePastesOver } from './paste-guard.ts';
import './table-tool.css';
import { LinkTool } from './link-tool.ts';
import { ImageTool } from './image-tool.ts';
import { DividerTool } from './divider-tool.ts';
import { addFormatKeys, addWritingShortcuts, keepToOneParagraph } from './writing-shortcuts.ts';
import { pasteWithStructure } from './structured-paste.ts';
import { addUndoHistory, type UndoHistory } from './undo-history.ts';

export interface RichEditor {
  /** The stored form of what is in the editor (what the server keeps unchanged). */
  getHtml(): Promise<string>;
  /** Replaces the content; the HTML passes through the allowlist mapping first. */
  setHtml(html: string): Promise<void>;
  destroy(): void;
}

const excerptInlineTools = ['bold', 'italic', 'underline', 'link'];
const contentInlineTools = ['bold', 'italic', 'underline', 'strikethrough', 'inlineCode', 'link', 'textColour', 'backgroundColour'];
const sectionInlineTools = ['bold', 'italic', 'underline', 'strikethrough', 'link'];

function toolsFor(kind: FieldKind): Pick<EditorConfig, 'tools' | 'inlineToolbar'> {
  if (kind === 'section') {
    // A page's rich text section: what its sanitizer keeps (paragraphs, h2 to h4, lists, quotes, inline marks,
    // links and images of the media library), so nothing typed here is lost on saving; no tables, code or dividers.
    return {
      inlineToolbar: sectionInlineTools,
      tools: {
        header: { class: Header, inlineToolbar: sectionInlineTools, config: { levels: [2, 3, 4], defaultLevel: 2 } },
        list: { class: List, inlineToolbar: sectionInlineTools },
        quote: { class: Quote, inlineToolbar: sectionInlineTools },
        image: { class: ImageTool },
        underline: Underline,
        link: LinkTool,
        strikethrough: Strikethrough,
      },
    };
  }
  if (kind === 'excerpt') {
    return {
      // One paragraph of text (docs/product/blog.md#the-excerpt): no block tools, so no block menu.
      inlineToolbar: excerptInlineTools,
      tools: { underline: Underline, link: LinkTool },
    };
  }
  return {
    // Every block tool needs inlineToolbar or Editor.js strips its formatting on save (docs/architecture.md#editorjs).
    inlineToolbar: contentInlineTools,
    tools: {
      header: { class: Header, inlineToolbar: contentInlineTools, config: { levels: [1, 2, 3, 4, 5, 6], defaultLevel: 2 } },
      list: { class: List, inlineToolbar: contentInlineTools },
      quote: { class: Quote, inlineToolbar: contentInlineTools },
      code: { class: CodeTool },
      // @editorjs/table (decision 032): its first row is the header row unless the writer turns that off.
      table: { class: Table, inlineToolbar: contentInlineTools, config: { rows: 2, cols: 2, withHeadings: true } },
      image: { class: ImageTool },
      delimiter: { class: DividerTool },
      underline: Underline,
      link: LinkTool,
      strikethrough: Strikethrough,
      inlineCode: InlineCode,
      textColour: TextColourTool,
      backgroundColour: BackgroundColourTool,
    },
  };
}

/** The caret's range when it sits at the very end of `element` with nothing but an empty line before it. */
function onEmptyLastLine(element: HTMLElement): boolean {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return false;
  const caret = selection.getRangeAt(0);
  if (!element.contains(caret.startContainer)) return false;
  const after = document.createRange();
  after.selectNodeContents(element);
  after.setStart(caret.startContainer, caret.startOffset);
  if (after.toString() !== '') return false;
  // innerText counts <br> and <div> lines: the text ends with an empty line when it ends in two line breaks
  // (Chromium keeps one trailing <br> as the last line's placeholder), or the element holds nothing at all.
  const text = element.innerText.replace(/\u200b/g, '');
  return text.trim() === '' || /\n\n$/.test(text) || (/\n$/.test(text) && element.lastChild?.nodeName === 'DIV' && element.lastChild.textContent === '');
}

/** Removes the empty last line the caret left (a trailing <br> or empty <div>) from a quote's text. */
function dropEmptyLastLine(element: HTMLElement): void {
  for (let i = 0; i < 2; i += 1) {
    const last = element.lastChild;
    if (!last) return;
    if (last.nodeName === 'BR' || (last.nodeName === 'DIV' && last.textContent === '') || (last.nodeType === Node.TEXT_NODE && last.textContent === ''))
      last.remove();
    else return;
  }
}

/**
 * Editor.js behaviour the editor adds (docs/product/admin.md#post-editor): Enter on an empty last line of a quote leaves the quote for a
 * new paragraph (lists do this themselves), and a click below the last block puts the caret in a paragraph there
 * (the last one when it is an empty paragraph, else a new one), and a block focused without the mouse becomes
 * Editor.js's current block, so the keyboard alone can write.
 */
function addWritingHabits(editor: EditorJS, holder: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    const quoteText = (event.target as Element | null)?.closest?.<HTMLElement>('.cdx-quote__text');
    if (!quoteText || !holder.contains(quoteText) || !onEmptyLastLine(quoteText)) return;
    event.preventDefault();
    event.stopPropagation();
    dropEmptyLastLine(quoteText);
    const index = editor.blocks.getCurrentBlockIndex();
    editor.blocks.insert('paragraph', {}, undefined, index + 1, true);
    editor.caret.setToBlock(index + 1, 'start');
  };
  const frame = holder.parentElement ?? holder;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('.ce-block, .ce-toolbar, .ce-popover, .ce-inline-toolbar')) return;
    const blocks = holder.querySelectorAll('.ce-block');
    const last = blocks[blocks.length - 1];
    if (last && event.clientY <= last.getBoundingClientRect().bottom) return;
    const count = editor.blocks.getBlocksCount();
    const lastBlock = count > 0 ? editor.blocks.getBlockByIndex(count - 1) : undefined;
    if (lastBlock && lastBlock.name === 'paragraph' && lastBlock.isEmpty) {
      editor.caret.setToBlock(count - 1, 'end');
      return;
    }
    editor.blocks.insert('paragraph', {}, undefined, count, true);
    editor.caret.setToBlock(count, 'start');
  };
  // Editor.js learns which block is current from the mouse (and its own caret moves), not from focus: a block
  // reached with Tab, or focused by the page (Enter in the title, a field error), had Enter typing a line break
  // inside the block and `/` throwing instead of opening the block menu. Focus now makes its block current.
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement | null;
    const blockElement = target?.closest?.<HTMLElement>('.ce-block');
    if (!target || !blockElement || !holder.contains(blockElement) || target.closest('.ce-popover, .ce-inline-toolbar, .ce-toolbar')) return;
    const index = [...holder.querySelectorAll('.ce-block')].indexOf(blockElement);
    if (index < 0 || index === editor.blocks.getCurrentBlockIndex()) return;
    editor.caret.setToBlock(index, 'start');
    // setToBlock puts the caret in the block's first input; a focus on another of its inputs (a caption, an
    // image's alt text field) stays there.
    if (document.activeElement !== target) target.focus();
  };
  holder.addEventListener('keydown', onKeyDown, true);
  holder.addEventListener('focusin', onFocusIn);
  frame.addEventListener('click', onClick);
  return () => {
    holder.removeEventListener('keydown', onKeyDown, true);
    holder.removeEventListener('focusin', onFocusIn);
    frame.removeEventListener('click', onClick);
  };
}

/**
 * Editor.js opens the inline toolbar, and the link and colour pop-ups in it, below the selection even at the
 * bottom of the window, where they were cut off (on a phone, a paragraph just below the title was enough). When
 * one ends below the window once it has finished opening, the page scrolls up by the difference, as far as its
 * top stays in view.
 */
function keepInlinePopupsOnScreen(holder: HTMLElement): () => void {
  const margin = 8;
  let scheduled = 0;
  const check = () => {
    scheduled = 0;
    for (const container of holder.querySelectorAll<HTMLElement>('.ce-inline-toolbar .ce-popover__container')) {
      if (container.getClientRects().length === 0) continue;
      // Measured once opened: the opening animation scales the box.
      const running = container.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running');
      if (running.length > 0) {
        void Promise.all(running.map((animation) => animation.finished)).then(schedule, schedule);
        return;
      }
      const box = container.getBoundingClientRect();
      const below = box.bottom + margin - window.innerHeight;
      if (below > 0) window.scrollBy({ top: Math.min(below, Math.max(0, box.top - margin)), behavior: 'instant' });
    }
  };
  function schedule(): void {
    scheduled ||= requestAnimationFrame(check);
  }
  const observer = new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).closest?.('.ce-inline-toolbar'))) schedule();
  });
  observer.observe(holder, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'] });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(scheduled);
  };
}

export interface RichEditorOptions {
  /** Called on every change of the content (typing, formatting, blocks added, moved or removed). */
  onChange?: (() => void) | undefined;
}

export async function createRichEditor(
  holder: HTMLElement,
  kind: FieldKind,
  html: string,
  placeholder: string,
  options: RichEditorOptions = {},
): Promise<RichEditor> {
  // eslint-disable-next-line prefer-const -- assigned once the editor is ready; its onChange reads it before.
  let history: UndoHistory | undefined;
  const tools = toolsFor(kind);
  const editor = new EditorJS({
    holder,
    ...tools,
    data: { blocks: htmlToBlocks(html, kind) },
    placeholder,
    minHeight: 0,
    logLevel: 'ERROR',
    onChange: () => {
      options.onChange?.();
      history?.changed();
    },
  });
  await editor.isReady;
  // First, so that its paste listener reads the blocks before the structured paste changes them.
  history = kind === 'excerpt' ? undefined : addUndoHistory(editor, holder, () => options.onChange?.());
  const removePasteGuard = refusePastesOver(holder);
  const removeHabits = addWritingHabits(editor, holder);
  const removePopupGuard = keepInlinePopupsOnScreen(holder);
  const blockTypes = new Set(['paragraph', ...Object.keys(tools.tools ?? {})]);
  const removeShortcuts = kind === 'excerpt' ? keepToOneParagraph(holder) : addWritingShortcuts(editor, holder, blockTypes);
  const removeFormatKeys = addFormatKeys(holder);
  const removePaste = kind === 'excerpt' ? () => {} : pasteWithStructure(editor, holder, kind);
  return {
    async getHtml() {
      return blocksToHtml((await editor.save()).blocks, kind);
    },
    async setHtml(next: string) {
      // An import replaces the blocks: undo brings back what they held.
      history?.checkpoint();
      const blocks = htmlToBlocks(next, kind);
      if (blocks.length === 0) editor.clear();
      else await editor.render({ blocks });
    },
    destroy() {
      removePasteGuard();
      removeHabits();
      removePopupGuard();
      removeShortcuts();
      removeFormatKeys();
      removePaste();
      history?.remove();
      editor.destroy();
    },
  };
}

export { htmlModeText, readHtmlModeText } from './html-mode.ts';

/** HTML typed in the HTML mode, in stored form (what the editor will show). */
export function cleanContentHtml(html: string): string {
  return blocksToHtml(htmlToBlocks(html, 'content'), 'content');
}
