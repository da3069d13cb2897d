/**
 * Editor.js blocks to the HTML the site stores, through editorjs-html with our
 * own parsers: its code parser does not escape, its quote parser appends a
 * caption dash, its list parser loses empty items (docs/architecture.md#editorjs-html).
 * Inline markup is rewritten to the stored dialect (inline-html.ts), so the
 * output is what the server's sanitizer keeps unchanged.
 */
import edjsHTML from 'editorjs-html';
import { escapeText, normalizeInline, type InlineOptions } from './inline-html.ts';
import type { FieldKind, ListItemData } from './html-to-blocks.ts';

interface Block {
  type: string;
  data: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function storedOptions(kind: FieldKind): InlineOptions {
  return { dialect: 'stored', allowBreaks: kind === 'content', allowColours: kind === 'content' };
}

/** Editor.js leaves a trailing <br> or &nbsp; behind in emptied blocks. */
function isEmptyInline(html: string): boolean {
  return html.replace(/<br \/>|\u00a0|\s/g, '') === '';
}

function listHtml(style: unknown, items: ListItemData[], options: InlineOptions): string {
  const tag = style === 'ordered' ? 'ol' : 'ul';
  const lis = items.map((item) => `<li>${normalizeInline(text(item.content), options).trim()}${item.items?.length ? listHtml(style, item.items, options) : ''}</li>`);
  return `<${tag}>${lis.join('')}</${tag}>`;
}

function parsersFor(kind: FieldKind) {
  const options = storedOptions(kind);
  const inline = (value: unknown) => normalizeInline(text(value), options).trim();
  // The excerpt allowlist has no <p>: its paragraphs become runs of text.
  const paragraph = ({ data }: Block) => {
    const html = inline(data.text);
    if (isEmptyInline(html)) return '';
    return kind === 'content' ? `<p>${html}</p>` : html;
  };
  return {
    paragraph,
    header: ({ data }: Block) => {
      const level = Math.min(6, Math.max(1, Math.trunc(Number(data.level) || 2)));
      const html = inline(data.text);
      return isEmptyInline(html) ? '' : `<h${level}>${html}</h${level}>`;
    },
    list: ({ data }: Block) => (Array.isArray(data.items) && data.items.length > 0 ? listHtml(data.style, data.items as ListItemData[], options) : ''),
    quote: ({ data }: Block) => {
      const caption = inline(data.caption);
      const html = inline(data.text) + (isEmptyInline(caption) ? '' : `<br /><em>${caption}</em>`);
      return isEmptyInline(html) ? '' : `<blockquote>${html}</blockquote>`;
    },
    code: ({ data }: Block) => (text(data.code) === '' ? '' : `<pre><code>${escapeText(text(data.code))}</code></pre>`),
    // Blocks the editor cannot make but pasted data might carry: dropped.
    delimiter: () => '',
    embed: () => '',
    image: () => '',
  };
}

export function blocksToHtml(blocks: Block[], kind: FieldKind = 'content'): string {
  const parser = edjsHTML(parsersFor(kind), { strict: false });
  if (kind === 'content') return parser.parse({ blocks });
  // The excerpt has no <p>: neighbouring paragraphs are joined with a space.
  let html = '';
  let previousWasText = false;
  for (const block of blocks) {
    const part = parser.parseBlock(block) ?? '';
    if (part === '') continue;
    const isText = block.type === 'paragraph';
    html += (previousWasText && isText ? ' ' : '') + part;
    previousWasText = isText;
  }
  return html;
}
