/**
 * Writing shortcuts the editor adds to Editor.js (docs/product/blog.md#keys-and-shortcuts): Markdown typed at the
 * start of a paragraph makes the block it names, Enter in a filtered block menu picks its first match, and a
 * merge of two blocks with Backspace or Delete keeps the space between their words.
 */
import type EditorJS from '@editorjs/editorjs';

/** What a paragraph holding only `marker` becomes: a block type and its empty data. */
const markdownBlocks: { marker: string; type: string; data: Record<string, unknown> }[] = [
  { marker: '## ', type: 'header', data: { text: '', level: 2 } },
  { marker: '### ', type: 'header', data: { text: '', level: 3 } },
  { marker: '#### ', type: 'header', data: { text: '', level: 4 } },
  { marker: '- ', type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] } },
  { marker: '* ', type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] } },
  { marker: '1. ', type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] } },
  { marker: '> ', type: 'quote', data: { text: '', caption: '', alignment: 'left' } },
  { marker: '```', type: 'code', data: { code: '' } },
  { marker: '---', type: 'delimiter', data: {} },
];

const plainText = (element: Element): string => (element.textContent ?? '').replace(/\u00a0/g, ' ');

/** The index of the body block holding `element`, or -1. */
function blockIndexOf(holder: HTMLElement, element: Element | null): number {
  const block = element?.closest('.ce-block');
  return block ? [...holder.querySelectorAll(':scope .ce-block')].indexOf(block) : -1;
}

function convertMarkdown(editor: EditorJS, holder: HTMLElement, event: Event, blockTypes: ReadonlySet<string>): void {
  const paragraph = (event.target as Element | null)?.closest?.('.ce-paragraph');
  if (!paragraph || !holder.contains(paragraph)) return;
  const shortcut = markdownBlocks.find((candidate) => candidate.marker === plainText(paragraph) && blockTypes.has(candidate.type));
  if (!shortcut) return;
  const index = blockIndexOf(holder, paragraph);
  if (index < 0) return;
  // The new block goes in before the paragraph, which is then removed (the marker is all it held).
  editor.blocks.insert(shortcut.type, structuredClone(shortcut.data), undefined, index, true);
  editor.blocks.delete(index + 1);
  if (shortcut.type === 'delimiter') {
    // A divider holds no text: the writing goes on in a new paragraph after it.
    editor.blocks.insert('paragraph', {}, undefined, index + 1, true);
    editor.caret.setToBlock(index + 1, 'start');
    return;
  }
  editor.caret.setToBlock(index, 'start');
}

/** Enter in the block menu's filter, with no item chosen by the arrows: the first item the filter left. */
function pickFirstMatch(holder: HTMLElement, event: KeyboardEvent): void {
  const popover = holder.querySelector('.ce-toolbox .ce-popover--opened');
  if (!popover || popover.querySelector('.ce-popover-item--focused')) return;
  const first = popover.querySelector<HTMLElement>('.ce-popover-item:not(.ce-popover-item--hidden)');
  if (!first) return;
  event.preventDefault();
  event.stopPropagation();
  first.click();
}

/** The caret is collapsed at the very start (or, with `atEnd`, the very end) of `element`. */
function caretAtEdge(element: Element, atEnd: boolean): boolean {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return false;
  const caret = selection.getRangeAt(0);
  if (!element.contains(caret.startContainer)) return false;
  const rest = document.createRange();
  rest.selectNodeContents(element);
  if (atEnd) rest.setStart(caret.startContainer, caret.startOffset);
  else rest.setEnd(caret.startContainer, caret.startOffset);
  return rest.toString() === '';
}

const mergeable = '.ce-paragraph, .ce-header';

/** Removes the white space (spaces and no-break spaces) at the start, or with `atEnd` the end, of `element`'s text. */
function trimEdge(element: Element, atEnd: boolean): void {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of atEnd ? texts.reverse() : texts) {
    text.data = atEnd ? text.data.replace(/[\s\u00a0]+$/, '') : text.data.replace(/^[\s\u00a0]+/, '');
    if (text.data !== '') return;
  }
}

/**
 * Editor.js merges two text blocks by gluing their HTML together ("guidance" + "on" read "guidanceon"), and drops
 * the white space at the start of the second (a paragraph split before a space). Just before a merge, the space
 * between the two moves to the end of the first block: one plain space, which survives the merge.
 */
function keepSpaceOnMerge(holder: HTMLElement, event: KeyboardEvent): void {
  const current = (event.target as Element | null)?.closest?.(mergeable);
  if (!current || !holder.contains(current)) return;
  const blocks = [...holder.querySelectorAll(':scope .ce-block')];
  const index = blockIndexOf(holder, current);
  const backwards = event.key === 'Backspace';
  if (!caretAtEdge(current, !backwards)) return;
  const other = blocks[backwards ? index - 1 : index + 1]?.querySelector(mergeable);
  if (!other) return;
  const [first, second] = backwards ? [other, current] : [current, other];
  const before = plainText(first);
  const after = plainText(second);
  if (before.trim() === '' || after.trim() === '') return;
  const last = first.lastChild;
  if (last?.nodeName === 'BR') last.remove();
  trimEdge(first, true);
  trimEdge(second, false);
  first.append(' ');
}

/**
 * Adds the shortcuts to a field's editor (the post body, a page's rich text section); returns their removal. A
 * Markdown marker converts only to a block the field has (`blockTypes`): "```" stays text in a section.
 */
export function addWritingShortcuts(editor: EditorJS, holder: HTMLElement, blockTypes: ReadonlySet<string>): () => void {
  const onInput = (event: Event) => convertMarkdown(editor, holder, event, blockTypes);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' && !event.shiftKey) pickFirstMatch(holder, event);
    else if (event.key === 'Backspace' || event.key === 'Delete') keepSpaceOnMerge(holder, event);
  };
  holder.addEventListener('input', onInput);
  holder.addEventListener('keydown', onKeyDown, true);
  return () => {
    holder.removeEventListener('input', onInput);
    holder.removeEventListener('keydown', onKeyDown, true);
  };
}

/**
 * The excerpt is one paragraph of text: Enter adds no block, and `/` and Tab are a character and a move of the
 * focus, never the block menu (Editor.js's own key handling on the block below never sees them).
 */
export function keepToOneParagraph(holder: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || !(event.target as Element | null)?.closest?.('.ce-block')) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
    } else if (event.key === '/' || event.key === 'Tab') event.stopPropagation();
  };
  holder.addEventListener('keydown', onKeyDown, true);
  return () => holder.removeEventListener('keydown', onKeyDown, true);
}

/** Ctrl/Cmd with these keys applies the inline tool of that name to the selection. */
const formatKeys: Record<string, string> = { u: 'underline', k: 'link' };

/** The inline toolbar's button of `tool` in this field, once Editor.js has opened the toolbar. */
const toolButton = (holder: HTMLElement, tool: string) =>
  holder.querySelector<HTMLElement>(`.ce-inline-toolbar [data-item-name="${tool}"] button, .ce-inline-toolbar button[data-item-name="${tool}"]`);

/** How many frames a shortcut waits for the inline toolbar it opened (about a second). */
const toolbarFrames = 60;

/**
 * Ctrl/Cmd+U underlines the selection and Ctrl/Cmd+K opens the link field for it (the typed address becomes the
 * selection's link). Editor.js registers inline-tool shortcuts once per page, for whichever of the two fields
 * opened its toolbar first, and never for a tool replacing its own link tool: each field handles these keys
 * itself, through the buttons of its own inline toolbar. Editor.js opens that toolbar about 0.2 s after the
 * selection changes: a shortcut pressed sooner (a fast Shift+arrows, then Ctrl+K) waits for it, and the keys
 * typed until the link field is there go into the field, not over the selected words (seen by the outside test of December 2026).
 */
export function addFormatKeys(holder: HTMLElement): () => void {
  let waiting: { typed: string; enter: boolean } | undefined;

  const whenOpen = (tool: string, tries = toolbarFrames) => {
    const button = toolButton(holder, tool);
    if (!button && tries > 0) return void requestAnimationFrame(() => whenOpen(tool, tries - 1));
    const pending = waiting;
    waiting = undefined;
    if (!button) return;
    button.click();
    const input = holder.querySelector<HTMLInputElement>('.link-tool-input');
    if (tool !== 'link' || !input || !pending) return;
    input.value += pending.typed;
    if (pending.enter) input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (waiting && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Keys meant for the link field that is opening.
      if (event.key.length === 1) waiting.typed += event.key;
      else if (event.key === 'Enter') waiting.enter = true;
      else return;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const tool = formatKeys[event.key.toLowerCase()];
    if (!tool || event.altKey || event.shiftKey || event.isComposing || !(event.ctrlKey || event.metaKey)) return;
    if (!(event.target as Element | null)?.closest?.('.ce-block [contenteditable=true]')) return;
    const selection = window.getSelection();
    const button = toolButton(holder, tool);
    event.preventDefault();
    event.stopPropagation();
    if (selection && !selection.isCollapsed) {
      if (button) button.click();
      else {
        // Editor.js's own opening, due within its debounce: one of ours would be closed and redrawn by it.
        waiting = { typed: '', enter: false };
        whenOpen(tool);
      }
    }
    // No selection: the next letters typed are underlined (as Ctrl+B makes them bold); a link needs words.
    else if (tool === 'underline') document.execCommand('underline');
  };
  holder.addEventListener('keydown', onKeyDown, true);
  return () => holder.removeEventListener('keydown', onKeyDown, true);
}
