/**
 * Stored post HTML to Editor.js blocks, so a post reopens in the editor with its
 * headings, lists, emphasis, links, quotes, code and colours. Editor.js's own
 * HTML import drops formatting and does not clean what it loads
 * (docs/architecture.md#editorjs): this mapper is an allowlist, so nothing outside it reaches the editor.
 */
import type { ChildNode, Element } from 'domhandler';
import { parseFragment, serializeInline, textContent, type InlineOptions } from './inline-html.ts';

export interface ListItemData {
  content: string;
  meta: Record<string, never>;
  items: ListItemData[];
}

export type EditorBlock =
  | { type: 'paragraph'; data: { text: string } }
  | { type: 'header'; data: { text: string; level: number } }
  | { type: 'list'; data: { style: 'ordered' | 'unordered'; meta: Record<string, never>; items: ListItemData[] } }
  | { type: 'quote'; data: { text: string; caption: string; alignment: 'left' } }
  | { type: 'code'; data: { code: string } };

export type FieldKind = 'content' | 'excerpt';

const inlineTags = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'code', 'a', 'span', 'br', 'mark', 'small', 'sub', 'sup', 'abbr', 'kbd']);

function inlineOptions(kind: FieldKind): InlineOptions {
  return { dialect: 'editor', allowBreaks: kind === 'content', allowColours: kind === 'content' };
}

function listItems(list: Element, options: InlineOptions): ListItemData[] {
  return list.children
    .filter((child): child is Element => child.type === 'tag' && (child as Element).name === 'li')
    .map((item) => {
      const nested = item.children.filter((child): child is Element => child.type === 'tag' && ['ul', 'ol'].includes((child as Element).name));
      const text = item.children.filter((child) => !nested.includes(child as Element));
      return {
        content: serializeInline(text, options).trim(),
        meta: {},
        items: nested.flatMap((sublist) => listItems(sublist, options)),
      };
    });
}

function isBlank(nodes: ChildNode[]): boolean {
  return textContent(nodes).trim() === '';
}

export function htmlToBlocks(html: string, kind: FieldKind = 'content'): EditorBlock[] {
  const options = inlineOptions(kind);
  const blocks: EditorBlock[] = [];
  let loose: ChildNode[] = [];

  // Text and inline elements between blocks form a paragraph of their own.
  const flushLoose = () => {
    if (!isBlank(loose)) blocks.push({ type: 'paragraph', data: { text: serializeInline(loose, options).trim() } });
    loose = [];
  };

  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text' || (node.type === 'tag' && inlineTags.has((node as Element).name))) {
        loose.push(node);
        continue;
      }
      if (node.type !== 'tag') continue;
      flushLoose();
      const element = node as Element;
      const headerLevel = /^h([1-6])$/.exec(element.name)?.[1];
      if (element.name === 'p') {
        if (!isBlank(element.children)) blocks.push({ type: 'paragraph', data: { text: serializeInline(element.children, options).trim() } });
      } else if (headerLevel && kind === 'content') {
        blocks.push({ type: 'header', data: { text: serializeInline(element.children, options).trim(), level: Number(headerLevel) } });
      } else if (element.name === 'ul' || element.name === 'ol') {
        blocks.push({ type: 'list', data: { style: element.name === 'ol' ? 'ordered' : 'unordered', meta: {}, items: listItems(element, options) } });
      } else if (element.name === 'blockquote' && kind === 'content') {
        blocks.push({ type: 'quote', data: { text: serializeInline(element.children, options).trim(), caption: '', alignment: 'left' } });
      } else if (element.name === 'pre' && kind === 'content') {
        blocks.push({ type: 'code', data: { code: textContent(element.children) } });
      } else if (!['script', 'style', 'template', 'textarea', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title'].includes(element.name)) {
        // A container (div, section, a heading in the excerpt…): its content, not its tag.
        visit(element.children);
        flushLoose();
      }
    }
  };

  visit(parseFragment(html));
  flushLoose();
  return blocks;
}
