/**
 * Stored post HTML to Editor.js blocks, so a post reopens in the editor with its
 * headings, lists, emphasis, links, quotes (with their captions), code, tables,
 * images and colours. Editor.js's own HTML import drops formatting and does not
 * clean what it loads (docs/architecture.md#editorjs): this mapper is an
 * allowlist, so nothing outside it reaches the editor.
 */
import type { ChildNode, Element } from 'domhandler';
import { isOwnMediaUrl } from '#shared/media.ts';
import { marksFor, parseFragment, serializeInline, textContent, type InlineOptions } from './inline-html.ts';
import type { ImageBlockData } from './image-block.ts';

export interface ListItemData {
  content: string;
  meta: Record<string, never>;
  items: ListItemData[];
}

export type { ImageBlockData };

export type EditorBlock =
  | { type: 'paragraph'; data: { text: string } }
  | { type: 'header'; data: { text: string; level: number } }
  | { type: 'list'; data: { style: 'ordered' | 'unordered'; meta: Record<string, never>; items: ListItemData[] } }
  | { type: 'quote'; data: { text: string; caption: string; alignment: 'left' } }
  | { type: 'code'; data: { code: string } }
  /** @editorjs/table's data: rows of cells (inline HTML); `withHeadings` makes the first row the header row. */
  | { type: 'table'; data: { withHeadings: boolean; stretched: boolean; content: string[][] } }
  | { type: 'image'; data: ImageBlockData }
  | { type: 'delimiter'; data: Record<string, never> };

/**
 * The post body, the one-paragraph excerpt, or a page's rich text section (the allowlist of
 * server/blog/sanitize.server.ts sanitizeRichText: paragraphs, h2 to h4, lists, quotes, inline marks and links;
 * no images, tables, code or dividers).
 */
export type FieldKind = 'content' | 'excerpt' | 'section';

/** A heading level the field keeps: a section's headings run from h2 to h4 (a higher or lower one is moved in). */
export function headingLevel(level: number, kind: FieldKind): number {
  const [min, max] = kind === 'section' ? [2, 4] : [1, 6];
  return Math.min(max, Math.max(min, level));
}

const inlineTags = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'code', 'a', 'span', 'br', 'mark', 'small', 'sub', 'sup', 'abbr', 'kbd']);
const ignoredTags = new Set(['script', 'style', 'template', 'textarea', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);

function inlineOptions(kind: FieldKind): InlineOptions {
  return { dialect: 'editor', allowBreaks: kind !== 'excerpt', allowColours: kind === 'content', allowedMarks: marksFor(kind) };
}

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const childElements = (element: Element, names: string[]): Element[] =>
  element.children.filter((child): child is Element => isElement(child) && names.includes(child.name));

function listItems(list: Element, options: InlineOptions): ListItemData[] {
  return childElements(list, ['li']).map((item) => {
    const nested = childElements(item, ['ul', 'ol']);
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

/** Rows of a table in document order (thead, tbody, tfoot or bare rows); ragged rows are padded with empty cells. */
function tableBlock(table: Element, options: InlineOptions): EditorBlock | undefined {
  const rows: Element[] = [];
  let headerRows = 0;
  for (const part of childElements(table, ['thead', 'tbody', 'tfoot', 'tr'])) {
    const partRows = part.name === 'tr' ? [part] : childElements(part, ['tr']);
    if (part.name === 'thead' && rows.length === 0) headerRows = partRows.length;
    rows.push(...partRows);
  }
  const cells = rows.map((row) => childElements(row, ['th', 'td']));
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (width === 0) return undefined;
  const content = cells.map((row) => {
    const texts = row.map((cell) => serializeInline(cell.children, options).trim());
    return [...texts, ...Array<string>(width - texts.length).fill('')];
  });
  // A header row: the table's <thead>, or a first row made only of <th>.
  const withHeadings = headerRows > 0 || (cells[0]!.length > 0 && cells[0]!.every((cell) => cell.name === 'th'));
  return { type: 'table', data: { withHeadings, stretched: false, content } };
}

function findFirst(element: Element, name: string): Element | undefined {
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (child.name === name) return child;
    const found = findFirst(child, name);
    if (found) return found;
  }
  return undefined;
}

const dimension = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : undefined);

/** A post's content and a page's rich text take images of the media library; an excerpt does not. */
const takesImages = (kind: FieldKind): boolean => kind === 'content' || kind === 'section';

/** An <img> of the media library as an image block; any other image is not this editor's to show. */
function imageBlock(img: Element, caption: string, wide: boolean): EditorBlock | undefined {
  const url = img.attribs.src ?? '';
  if (!isOwnMediaUrl(url)) return undefined;
  const alt = img.attribs.alt;
  const width = dimension(img.attribs.width);
  const height = dimension(img.attribs.height);
  const size = width !== undefined && height !== undefined ? { width, height } : {};
  return { type: 'image', data: { url, alt: alt?.trim() ?? '', decorative: alt === '', caption, layout: wide ? 'wide' : 'column', ...size } };
}

export function htmlToBlocks(html: string, kind: FieldKind = 'content'): EditorBlock[] {
  return nodesToBlocks(parseFragment(html), kind);
}

/** Parsed HTML (a pasted fragment: paste-html.ts) as blocks. */
export function nodesToBlocks(nodes: ChildNode[], kind: FieldKind = 'content'): EditorBlock[] {
  const options = inlineOptions(kind);
  const blocks: EditorBlock[] = [];
  let loose: ChildNode[] = [];

  // Text and inline elements between blocks form a paragraph of their own.
  const flushLoose = () => {
    if (!isBlank(loose)) blocks.push({ type: 'paragraph', data: { text: serializeInline(loose, options).trim() } });
    loose = [];
  };

  const inline = (nodes: ChildNode[]) => serializeInline(nodes, options).trim();

  /** A figure: a quote with its caption, or an image with its caption; anything else is a container. */
  const figure = (element: Element): boolean => {
    const caption = childElements(element, ['figcaption'])[0];
    const captionHtml = caption ? inline(caption.children) : '';
    const quote = childElements(element, ['blockquote'])[0];
    if (quote) {
      blocks.push({ type: 'quote', data: { text: inline(quote.children), caption: captionHtml, alignment: 'left' } });
      return true;
    }
    const img = findFirst(element, 'img');
    const image = img && imageBlock(img, captionHtml, (element.attribs.class ?? '').split(/\s+/).includes('image-wide'));
    if (image) blocks.push(image);
    return image !== undefined;
  };

  /** A paragraph; a library image inside it (as Markdown writes them) becomes an image block between its text. */
  const paragraph = (nodes: ChildNode[]) => {
    let run: ChildNode[] = [];
    const flushRun = () => {
      if (!isBlank(run)) blocks.push({ type: 'paragraph', data: { text: inline(run) } });
      run = [];
    };
    for (const node of nodes) {
      const img = isElement(node) && (node.name === 'img' ? node : node.name === 'a' ? childElements(node, ['img'])[0] : undefined);
      const image = img && takesImages(kind) ? imageBlock(img, '', false) : undefined;
      if (!image) {
        run.push(node);
        continue;
      }
      flushRun();
      blocks.push(image);
    }
    flushRun();
  };

  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text' || (isElement(node) && inlineTags.has(node.name))) {
        loose.push(node);
        continue;
      }
      if (!isElement(node)) continue;
      flushLoose();
      const element = node;
      const headerLevel = /^h([1-6])$/.exec(element.name)?.[1];
      // Headings, lists and quotes: the body's and a section's; the rest of the block tools: the body's only.
      const blocky = kind !== 'excerpt';
      if (element.name === 'p') {
        paragraph(element.children);
      } else if (headerLevel && blocky) {
        blocks.push({ type: 'header', data: { text: inline(element.children), level: headingLevel(Number(headerLevel), kind) } });
      } else if ((element.name === 'ul' || element.name === 'ol') && blocky) {
        blocks.push({ type: 'list', data: { style: element.name === 'ol' ? 'ordered' : 'unordered', meta: {}, items: listItems(element, options) } });
      } else if (element.name === 'blockquote' && blocky) {
        blocks.push({ type: 'quote', data: { text: inline(element.children), caption: '', alignment: 'left' } });
      } else if (element.name === 'pre' && kind === 'content') {
        blocks.push({ type: 'code', data: { code: textContent(element.children) } });
      } else if (element.name === 'table' && kind === 'content') {
        const table = tableBlock(element, options);
        if (table) blocks.push(table);
      } else if (element.name === 'figure' && (kind === 'content' || (kind === 'section' && findFirst(element, 'img'))) && figure(element)) {
        // A section's quote has no caption: its figure is read as its parts, so the attribution stays as a paragraph.
        continue;
      } else if (element.name === 'hr' && kind === 'content') {
        blocks.push({ type: 'delimiter', data: {} });
      } else if (element.name === 'img' && takesImages(kind)) {
        const image = imageBlock(element, '', false);
        if (image) blocks.push(image);
      } else if (!ignoredTags.has(element.name)) {
        // A container (div, section, a heading in the excerpt…): its content, not its tag.
        visit(element.children);
        flushLoose();
      }
    }
  };

  visit(nodes);
  flushLoose();
  return blocks;
}
