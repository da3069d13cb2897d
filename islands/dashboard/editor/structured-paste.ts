/**
 * A paste of HTML into the body keeps its structure (docs/product/blog.md#pasting): headings, nested lists,
 * quotes, tables, links, bold and italic, from Google Docs, Word and web pages. Editor.js's own paste flattened a
 * nested list into its parent's text and put the pasted markup, styles included, into the page (the CSP refused
 * the styles, one console error each). Here the HTML goes through the same allowlist mapping as a stored post,
 * parsed without the DOM, and the blocks it gives are inserted at the caret.
 */
import type EditorJS from '@editorjs/editorjs';
import { nodesToBlocks, type FieldKind } from './html-to-blocks.ts';
import { normalizePastedHtml } from './paste-html.ts';

/** Blocks whose text a paste goes into (an image's caption or a table cell keeps Editor.js's own paste). */
const textBlocks = '.ce-paragraph, .ce-header, .cdx-quote__text, .cdx-list__item-content';

/** `kind`: the field's allowlist (the body's, or a page section's, which keeps no images, tables or code). */
export function pasteWithStructure(editor: EditorJS, holder: HTMLElement, kind: FieldKind): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const html = event.clipboardData?.getData('text/html') ?? '';
    const target = (event.target as Element | null)?.closest?.(textBlocks);
    if (html === '' || !target || !holder.contains(target)) return;
    const blocks = nodesToBlocks(normalizePastedHtml(html), kind);
    event.preventDefault();
    event.stopPropagation();
    if (blocks.length === 0) return;
    const only = blocks[0]!;
    if (blocks.length === 1 && only.type === 'paragraph') {
      // A few words: they go in at the caret, with their marks (the HTML is the allowlist's, no styles in it).
      document.execCommand('insertHTML', false, only.data.text);
      return;
    }
    const block = target.closest('.ce-block');
    let index = [...holder.querySelectorAll(':scope .ce-block')].indexOf(block!);
    const replacesEmpty = target.matches('.ce-paragraph') && (target.textContent ?? '').trim() === '';
    if (!replacesEmpty) index += 1;
    blocks.forEach((pasted, offset) => editor.blocks.insert(pasted.type, pasted.data as unknown as Record<string, unknown>, undefined, index + offset, false));
    if (replacesEmpty) editor.blocks.delete(index + blocks.length);
    editor.caret.setToBlock(index + blocks.length - 1, 'end');
  };
  holder.addEventListener('paste', onPaste, true);
  return () => holder.removeEventListener('paste', onPaste, true);
}
