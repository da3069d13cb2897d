/**
 * Editor.js blocks to the HTML the site stores, through editorjs-html with our
 * own parsers: its code parser does not escape, its quote parser appends a
 * caption dash, its list parser loses empty items (docs/architecture.md#editorjs-html).
 * Inline markup is rewritten to the stored dialect (inline-html.ts), so the
 * output is what the server's sanitizer keeps unchanged.
 *
 * `indent: true` writes the same HTML for the HTML mode: every block element on
 * its own line, nested ones indented. Only whitespace between block elements is
 * added, never inside a block's text or a code block, so it reads back into the
 * same blocks (test/unit/editor-html.test.ts).
 */
import edjsHTML from 'editorjs-html';
import { escapeText, marksFor, normalizeInline, type InlineOptions } from './inline-html.ts';
import { headingLevel, type FieldKind, type ImageBlockData, type ListItemData } from './html-to-blocks.ts';
import { isOwnMediaUrl } from '#shared/media.ts';

interface Block {
  type: string;
  data: Record<string, unknown>;
}

export interface BlocksToHtmlOptions {
  /** One block element a line, nested elements indented by two spaces (the HTML mode). */
  indent?: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function storedOptions(kind: FieldKind): InlineOptions {
  return { dialect: 'stored', allowBreaks: kind !== 'excerpt', allowColours: kind === 'content', allowedMarks: marksFor(kind) };
}

/** Editor.js leaves a trailing <br> or &nbsp; behind in emptied blocks. */
function isEmptyInline(html: string): boolean {
  return html.replace(/<br \/>|\u00a0|\s/g, '') === '';
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** A block's HTML as a tree: an element whose children are laid out on their own lines in the HTML mode. */
type Html = string | { open: string; children: Html[]; close: string };

const nest = (open: string, children: Html[], close: string): Html => ({ open, children, close });

/** One line: a leaf's text is never split or indented, even when it holds a line break. */
function renderCompact(html: Html): string {
  return typeof html === 'string' ? html : html.open + html.children.map(renderCompact).join('') + html.close;
}

function renderIndented(html: Html, depth = 0): string {
  const pad = '  '.repeat(depth);
  if (typeof html === 'string') return pad + html;
  return [pad + html.open, ...html.children.map((child) => renderIndented(child, depth + 1)), pad + html.close].join('\n');
}

function listHtml(style: unknown, items: ListItemData[], options: InlineOptions): Html {
  const tag = style === 'ordered' ? 'ol' : 'ul';
  const lis = items.map((item): Html => {
    const content = normalizeInline(text(item.content), options).trim();
    if (!item.items?.length) return `<li>${content}</li>`;
    return nest(`<li>${content}`, [listHtml(style, item.items, options)], '</li>');
  });
  return nest(`<${tag}>`, lis, `</${tag}>`);
}

function tableHtml(data: Record<string, unknown>, inline: (value: unknown) => string): Html {
  const rows = Array.isArray(data.content) ? (data.content as unknown[]).filter(Array.isArray).map((row) => (row as unknown[]).map(inline)) : [];
  if (rows.length === 0 || rows.every((row) => row.length === 0)) return '';
  const row = (cells: string[], cell: 'th' | 'td') =>
    nest(
      '<tr>',
      cells.map((html) => `<${cell}>${html}</${cell}>`),
      '</tr>',
    );
  const [first, ...rest] = rows as [string[], ...string[][]];
  const parts: Html[] = [];
  if (data.withHeadings === true) parts.push(nest('<thead>', [row(first, 'th')], '</thead>'));
  const bodyRows = data.withHeadings === true ? rest : rows;
  if (bodyRows.length > 0)
    parts.push(
      nest(
        '<tbody>',
        bodyRows.map((cells) => row(cells, 'td')),
        '</tbody>',
      ),
    );
  return nest('<table>', parts, '</table>');
}

function imageHtml(data: Partial<ImageBlockData>, inline: (value: unknown) => string): Html {
  const url = text(data.url);
  // Only the media library's files (the sanitizer removes any other image).
  if (!isOwnMediaUrl(url)) return '';
  const caption = inline(data.caption);
  // Decorative: alt=""; no alt text yet: no alt attribute, so the publish check finds it (docs/product/media.md#alt-text).
  const altText = text(data.alt).trim();
  const alt = data.decorative === true ? ' alt=""' : altText === '' ? '' : ` alt="${escapeAttribute(altText)}"`;
  const { width, height } = data;
  const size = Number.isInteger(width) && Number.isInteger(height) ? ` width="${width}" height="${height}"` : '';
  const img = `<img src="${url}"${alt}${size} />`;
  return nest(
    `<figure class="${data.layout === 'wide' ? 'image-wide' : 'image-column'}">`,
    [img, ...(isEmptyInline(caption) ? [] : [`<figcaption>${caption}</figcaption>`])],
    '</figure>',
  );
}

function parsersFor(kind: FieldKind): Record<string, (block: Block) => Html> {
  const options = storedOptions(kind);
  const inline = (value: unknown) => normalizeInline(text(value), options).trim();
  // The excerpt allowlist has no <p>: its paragraphs become runs of text.
  const paragraph = ({ data }: Block) => {
    const html = inline(data.text);
    if (isEmptyInline(html)) return '';
    return kind === 'excerpt' ? html : `<p>${html}</p>`;
  };
  return {
    paragraph,
    header: ({ data }: Block) => {
      const level = headingLevel(Math.trunc(Number(data.level) || 2), kind);
      const html = inline(data.text);
      return isEmptyInline(html) ? '' : `<h${level}>${html}</h${level}>`;
    },
    list: ({ data }: Block) => (Array.isArray(data.items) && data.items.length > 0 ? listHtml(data.style, data.items as ListItemData[], options) : ''),
    // A caption is the quote's attribution: <figure><blockquote>…</blockquote><figcaption>…</figcaption></figure>
    // (HTML's own pattern), so it reads back as the caption and never merges into the text.
    quote: ({ data }: Block) => {
      const html = inline(data.text);
      // A section's allowlist has no figure: its quotes have no caption (the field hides it).
      const caption = kind === 'section' ? '' : inline(data.caption);
      if (isEmptyInline(caption)) return isEmptyInline(html) ? '' : `<blockquote>${html}</blockquote>`;
      return nest('<figure class="quote">', [`<blockquote>${html}</blockquote>`, `<figcaption>${caption}</figcaption>`], '</figure>');
    },
    code: ({ data }: Block) => (text(data.code) === '' || kind !== 'content' ? '' : `<pre><code>${escapeText(text(data.code))}</code></pre>`),
    table: ({ data }: Block) => (kind === 'content' ? tableHtml(data, inline) : ''),
    image: ({ data }: Block) => (kind === 'content' || kind === 'section' ? imageHtml(data as Partial<ImageBlockData>, inline) : ''),
    delimiter: () => (kind === 'content' ? '<hr>' : ''),
    // A block the editor cannot make but pasted data might carry: dropped.
    embed: () => '',
  };
}

export function blocksToHtml(blocks: Block[], kind: FieldKind = 'content', { indent = false }: BlocksToHtmlOptions = {}): string {
  // editorjs-html types its parsers as returning strings; ours return a tree that `render` lays out.
  const parser = edjsHTML(parsersFor(kind) as unknown as Parameters<typeof edjsHTML>[0], { strict: false });
  const render = indent ? (html: Html) => renderIndented(html) : renderCompact;
  const parts = blocks.map((block) => render((parser.parseBlock(block) as Html | undefined) ?? ''));
  if (kind !== 'excerpt') return parts.filter((part) => part !== '').join(indent ? '\n' : '');
  // The excerpt has no <p>: neighbouring paragraphs are joined with a space.
  let html = '';
  let previousWasText = false;
  for (const [index, part] of parts.entries()) {
    if (part === '') continue;
    const isText = blocks[index]!.type === 'paragraph';
    html += (previousWasText && isText ? ' ' : '') + part;
    previousWasText = isText;
  }
  return html;
}
