/**
 * Inline formatting inside one block's text, rewritten under an allowlist into
 * one of two dialects: what the Editor.js tools recognise ('editor': <b>, <i>,
 * <u class="cdx-underline">…) and what the site stores ('stored': <strong>,
 * <em>, <u>…, byte for byte what sanitize-html writes, so saving an unchanged
 * post gives back the same HTML). Anything else is unwrapped to its text.
 * Runs in the browser and under Node: it parses with htmlparser2, not the DOM.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { colourClasses } from '#shared/blog-rules.ts';

export type Dialect = 'editor' | 'stored';

export type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'code';

/**
 * The excerpt allowlist has strong, em and u only (docs/product/blog.md#sanitizing); a page's rich text section
 * adds s, and has no inline code (server/blog/sanitize.server.ts, sanitizeRichText).
 */
export const marksFor = (kind: 'content' | 'excerpt' | 'section'): readonly Mark[] =>
  kind === 'content'
    ? ['bold', 'italic', 'underline', 'strike', 'code']
    : kind === 'section'
      ? ['bold', 'italic', 'underline', 'strike']
      : ['bold', 'italic', 'underline'];

const marksByTag: Record<string, Mark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
};

const markTags: Record<Dialect, Record<Mark, string>> = {
  editor: {
    bold: '<b>',
    italic: '<i>',
    underline: '<u class="cdx-underline">',
    strike: '<s class="cdx-strikethrough">',
    code: '<code class="inline-code">',
  },
  stored: { bold: '<strong>', italic: '<em>', underline: '<u>', strike: '<s>', code: '<code>' },
};

/** Elements that end a line when they sit inside a block's text (a <p> in a list item, say). */
const blockLike = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'li', 'ul', 'ol']);

const allowedSchemes = ['http', 'https', 'ftp', 'mailto', 'tel'];

/** docs/product/blog.md#sanitizing: links only with http, https, ftp, mailto, tel, or relative (never protocol-relative). */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (cleaned.startsWith('//') || cleaned.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
  return scheme === undefined || allowedSchemes.includes(scheme);
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

const closingTag = (openTag: string) => `</${/^<(\w+)/.exec(openTag)![1]}>`;

/** Opening and closing tags for an element in a dialect; undefined unwraps it. */
function tagsFor(element: Element, { dialect, allowColours, allowedMarks }: InlineOptions): [string, string] | undefined {
  const mark = marksByTag[element.name];
  if (mark && allowedMarks.includes(mark)) {
    const open = markTags[dialect][mark];
    return [open, closingTag(open)];
  }
  if (element.name === 'a') {
    const { href, title, target } = element.attribs;
    const attributes = [
      href !== undefined && isAllowedHref(href) ? ` href="${escapeAttribute(href)}"` : '',
      title !== undefined ? ` title="${escapeAttribute(title)}"` : '',
      // The order sanitize-html writes (server/blog/sanitize.server.ts).
      target === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : '',
    ].join('');
    return [`<a${attributes}>`, '</a>'];
  }
  if (element.name === 'span' && allowColours) {
    const classes = (element.attribs.class ?? '').split(/\s+/).filter((name) => colourClasses.includes(name));
    return classes.length > 0 ? [`<span class="${classes.join(' ')}">`, '</span>'] : undefined;
  }
  return undefined;
}

export interface InlineOptions {
  dialect: Dialect;
  /** Line breaks (<br>) are kept in content, not in the excerpt. */
  allowBreaks: boolean;
  allowColours: boolean;
  allowedMarks: readonly Mark[];
}

function lineBreak(options: InlineOptions): string {
  if (!options.allowBreaks) return ' ';
  return options.dialect === 'stored' ? '<br />' : '<br>';
}

const isBlockLike = (node: ChildNode | undefined): boolean => node?.type === 'tag' && blockLike.has((node as Element).name);
const isBlankText = (node: ChildNode): boolean => node.type === 'text' && node.data.trim() === '';

export function serializeInline(nodes: ChildNode[], options: InlineOptions): string {
  let html = '';
  for (const [index, node] of nodes.entries()) {
    if (node.type === 'text') {
      // Source indentation between two paragraphs of a quote or list item is not text.
      if (isBlankText(node) && (isBlockLike(nodes[index - 1]) || isBlockLike(nodes[index + 1]))) continue;
      html += escapeText(node.data);
      continue;
    }
    if (node.type !== 'tag') continue;
    const element = node as Element;
    if (element.name === 'br') {
      html += lineBreak(options);
      continue;
    }
    const inner = serializeInline(element.children, options);
    const tags = tagsFor(element, options);
    html += tags ? `${tags[0]}${inner}${tags[1]}` : inner;
    // Two paragraphs inside one list item or quote become two lines of its text.
    if (blockLike.has(element.name) && inner !== '' && nodes.slice(index + 1).some((next) => !isBlankText(next))) html += lineBreak(options);
  }
  return html;
}

export function parseFragment(html: string): ChildNode[] {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children;
}

/** Rewrites a block's inline HTML into a dialect. */
export function normalizeInline(html: string, options: InlineOptions): string {
  return serializeInline(parseFragment(html), options);
}

/** The text of nodes, entities decoded (code blocks). */
export function textContent(nodes: ChildNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.data;
      if (node.type === 'tag' && (node as Element).name === 'br') return '\n';
      return 'children' in node ? textContent(node.children as ChildNode[]) : '';
    })
    .join('');
}
