/**
 * A Markdown file to a post (docs/product/admin.md#markdown-upload):
 * front matter fills the fields, the first level-1 heading is the title (the
 * page already shows the title as its h1), tables become table blocks, images of
 * this site's media library become image blocks. Everything that cannot come in
 * is named in `notes`, never dropped silently. marked's output is unsafe: it
 * passes through the same allowlist mapping as everything the editor loads.
 * Runs in the browser (loaded on upload) and under Node (tests).
 */
import { Marked, type Token, type Tokens } from 'marked';
import { postLimits } from '#shared/blog-rules.ts';
import { isOwnMediaUrl, mediaPathPrefix } from '#shared/media.ts';
import { blocksToHtml } from './blocks-to-html.ts';
import { htmlToBlocks, type EditorBlock } from './html-to-blocks.ts';
import { isAllowedHref, parseFragment, textContent } from './inline-html.ts';
import { describeBlocks, plural, quoted } from './import-summary.ts';
import { splitFrontMatter } from './markdown-front-matter.ts';
import { noteRemovedMarkup } from './markdown-removed-markup.ts';

export { maxMarkdownBytes } from '#shared/blog-rules.ts';

export interface MarkdownImport {
  /** From the front matter's `title`, else the file's first level-1 heading (removed from the body). */
  title: string | null;
  /** Stored excerpt HTML from the front matter's `excerpt` (or `description`, `summary`). */
  excerpt: string | null;
  slug: string | null;
  tags: string[];
  /** The body in stored form. */
  html: string;
  /** What came in, for the summary ("3 paragraphs, 1 table, 1 image"). */
  imported: string;
  /** Each construct that was left out or changed, with the reason. */
  notes: string[];
  /** Image files named by the Markdown (lower-case file names), in order, with the first alt text each has. */
  localImages: { name: string; alt: string }[];
}

export interface MarkdownImportOptions {
  /** This site's origin: an absolute image URL on it counts as a library image. */
  siteOrigin?: string;
  /** Image files chosen with the Markdown and uploaded to the library: lower-case file name -> library URL. */
  uploaded?: Map<string, string>;
  /** Image files chosen with the Markdown that the library refused: lower-case file name -> the server's reason. */
  refused?: Map<string, string>;
}

/** A library image's path, from `/media/…` or an absolute URL on this site; undefined for any other address. */
export function libraryImagePath(href: string, siteOrigin?: string): string | undefined {
  if (isOwnMediaUrl(href)) return href;
  if (!siteOrigin) return undefined;
  try {
    const url = new URL(href);
    return url.origin === siteOrigin && url.search === '' && url.hash === '' && isOwnMediaUrl(url.pathname) ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** The file name a relative image address names (`images/Chart%201.png` -> `chart 1.png`), or undefined. */
export function localImageName(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  let path = trimmed.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not percent-encoded after all: the name as written.
  }
  return path.split(/[\\/]/).pop()?.toLowerCase() || undefined;
}

const plainText = (html: string) => textContent(parseFragment(html)).replace(/\s+/g, ' ').trim();

function textToken(text: string): Tokens.Text {
  return { type: 'text', raw: text, text, escaped: false };
}

/**
 * Decides each Markdown image: a library image standing in a paragraph stays (an
 * image block); any other becomes a link (a web address: the server never fetches
 * addresses someone else chose) or its alt text, with a note saying why.
 */
function settleImages(tokens: Token[], where: string, options: MarkdownImportOptions, notes: string[], local: Map<string, string>): void {
  for (const token of tokens) {
    if (token.type === 'image') {
      const image = token as Tokens.Image;
      const label = image.text.trim() || image.href.split('/').pop() || image.href;
      const fileName = localImageName(image.href);
      // Only an image that can stand where it is is worth uploading.
      if (fileName !== undefined && where === 'paragraph' && !local.has(fileName)) local.set(fileName, image.text.trim());
      const path = libraryImagePath(image.href, options.siteOrigin) ?? (fileName === undefined ? undefined : options.uploaded?.get(fileName));
      if (path !== undefined && where === 'paragraph') {
        image.href = path;
        continue;
      }
      const name = `Image ${quoted(label)} (${image.href.length > 100 ? `${image.href.slice(0, 97)}…` : image.href})`;
      if (path !== undefined) {
        notes.push(`${name} was not imported: images can stand only between paragraphs, not inside ${where}. Add it with the image block.`);
        Object.assign(token, textToken(label));
      } else if (/^https?:/i.test(image.href) && isAllowedHref(image.href)) {
        notes.push(
          `${name} was not imported: only images from this site's media library (${mediaPathPrefix}…) can be shown. It is now a link; upload the file under Media and add it with the image block.`,
        );
        Object.assign(token, { type: 'link', raw: image.raw, href: image.href, title: null, text: label, tokens: [textToken(label)] } satisfies Tokens.Link);
      } else if (/^[a-z][a-z0-9+.-]*:/i.test(image.href.trim())) {
        notes.push(`${name} was not imported: that kind of address cannot be shown. Its alt text was kept.`);
        Object.assign(token, textToken(label));
      } else if (fileName !== undefined && options.refused?.has(fileName)) {
        notes.push(`${name} was not imported: the media library refused the file (${options.refused.get(fileName)}). Its alt text was kept.`);
        Object.assign(token, textToken(label));
      } else {
        notes.push(
          `${name} was not imported: it names a file beside the Markdown, which was not chosen with it. Choose the image files together with the .md file, or upload them under Media and add them with the image block; its alt text was kept.`,
        );
        Object.assign(token, textToken(label));
      }
      continue;
    }
    const nested = (token as Tokens.Generic).tokens;
    switch (token.type) {
      case 'paragraph':
      case 'text':
        if (nested) settleImages(nested, where === 'document' ? 'paragraph' : where, options, notes, local);
        break;
      case 'heading':
        settleImages(nested ?? [], 'a heading', options, notes, local);
        break;
      case 'blockquote':
        settleImages(nested ?? [], 'a quote', options, notes, local);
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) settleImages(item.tokens, 'a list', options, notes, local);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) settleImages(cell.tokens, 'a table', options, notes, local);
        break;
      }
      default:
        if (nested) settleImages(nested, where, options, notes, local);
    }
  }
}

/** The first level-1 heading is the title; later ones become level 2, so the page keeps one h1. */
function settleHeadings(tokens: Token[], notes: string[]): { tokens: Token[]; heading: string | null } {
  const first = tokens.findIndex((token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1);
  if (first === -1) return { tokens, heading: null };
  const heading = tokens[first] as Tokens.Heading;
  const rest = tokens.filter((_, index) => index !== first);
  const demoted = rest.filter((token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1) as Tokens.Heading[];
  for (const token of demoted) token.depth = 2;
  if (demoted.length > 0) {
    notes.push(
      `${plural(demoted.length, 'more level-1 heading', 'more level-1 headings')} (${demoted.map((token) => quoted(token.text)).join(', ')}) became level 2: a page has one level-1 heading, its title.`,
    );
  }
  return { tokens: rest, heading: heading.text };
}

function tableAlignmentNotes(tokens: Token[], notes: string[]): void {
  const aligned = tokens.filter((token) => token.type === 'table' && (token as Tokens.Table).align.some((align) => align !== null)).length;
  if (aligned > 0) notes.push(`Column alignment (:---:) in ${plural(aligned, 'table', 'tables')} was not kept: table columns follow the text.`);
}

export function importMarkdown(markdown: string, options: MarkdownImportOptions = {}): MarkdownImport {
  const notes: string[] = [];
  const { matter, body } = splitFrontMatter(markdown, notes);

  // A Marked instance of our own: global options set elsewhere must not change an import.
  const marked = new Marked({ gfm: true, async: false });
  const lexed = marked.lexer(body);
  const { tokens, heading } = settleHeadings(lexed, notes);
  const local = new Map<string, string>();
  settleImages(tokens, 'document', options, notes, local);
  tableAlignmentNotes(tokens, notes);
  const raw = marked.parser(tokens);
  noteRemovedMarkup(raw, (src) => libraryImagePath(src, options.siteOrigin) !== undefined, notes);

  // marked ends each code block with a line break the editor would show as an empty line.
  // Markdown cannot mark an image decorative: `![](…)` is an image whose alt text is still to be written.
  const blocks: EditorBlock[] = htmlToBlocks(raw, 'content').map((block) => {
    if (block.type === 'code') return { ...block, data: { code: block.data.code.replace(/\n$/, '') } };
    if (block.type === 'image') return { ...block, data: { ...block.data, decorative: false } };
    return block;
  });
  const withoutAlt = blocks.filter((block) => block.type === 'image' && block.data.alt === '').length;
  if (withoutAlt > 0)
    notes.push(
      `${plural(withoutAlt, 'image has', 'images have')} no alt text yet: write it in the image block (or mark the image decorative) before publishing.`,
    );
  const headingText = heading === null ? null : plainText(marked.parseInline(heading, { async: false })).slice(0, postLimits.title) || null;
  if (matter.title && headingText && matter.title !== headingText) {
    notes.push(`The first heading ${quoted(headingText)} was removed from the text: the front matter's title ${quoted(matter.title)} is the title.`);
  }
  let excerpt =
    matter.excerpt === undefined ? null : blocksToHtml(htmlToBlocks(marked.parseInline(matter.excerpt, { async: false }), 'excerpt'), 'excerpt') || null;
  if (excerpt !== null && excerpt.length > postLimits.excerpt) {
    notes.push(`The front matter's excerpt was left out: it is longer than ${postLimits.excerpt} characters.`);
    excerpt = null;
  }
  return {
    title: matter.title ?? headingText,
    excerpt,
    slug: matter.slug ?? null,
    tags: matter.tags,
    html: blocksToHtml(blocks, 'content'),
    imported: describeBlocks(blocks),
    notes,
    localImages: [...local].map(([name, alt]) => ({ name, alt })),
  };
}
