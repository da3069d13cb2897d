/**
 * The words of stored HTML, for the search index (database/search-index.server.ts): no tags, no
 * attributes, no script or style contents, entities decoded. What it returns is only ever indexed and
 * shown escaped, never placed into a page as markup.
 */
import { withoutMarkers } from './search-query.ts';

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return named[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  });
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Every tag becomes a space, so the words of two paragraphs or list items do not run together.
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return plainTextForIndex(decodeEntities(text));
}

const blockTag = /<\/?(p|h[1-6]|li|ul|ol|blockquote|pre|figure|figcaption|table|tr|hr|br|div)\b[^>]*>/gi;

/**
 * The text of stored HTML as a person reads it, a line per block (paragraph, heading, list item, quote, table row),
 * for comparing two versions word by word (shared/word-diff.ts). Only ever shown as text, never as markup.
 */
export function htmlToLines(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(blockTag, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Plain text as the index stores it: one space between words, no snippet markers. */
export const plainTextForIndex = (text: string): string => withoutMarkers(text).replace(/\s+/g, ' ').trim();
