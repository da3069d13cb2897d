/**
 * How a visitor's query becomes what the database matches (docs/product/pages.md#search). Nothing a visitor
 * types is ever passed to FTS5 or to to_tsquery as syntax: the query is cut into words made of letters and
 * digits, words in double quotes (or joined by punctuation, as in "A/R") make a phrase, and the words and
 * phrases must all match. Each engine then writes those as quoted strings or bound parameters
 * (database/site-search.server.ts), so no input can be a syntax error.
 */

/** A visitor's query as words to match, every one of them. */
export interface SearchTerms {
  /** Single words (lowercase), common English words left out. */
  words: string[];
  /** Runs of two or more words that must appear in this order. */
  phrases: string[][];
}

/**
 * Words too common to narrow a search: PostgreSQL's `english` configuration drops them itself; leaving them
 * out on both databases keeps the two alike ("how to appeal a denial" needs neither "how" nor "a").
 */
const commonWords = new Set(
  'a an and are as at be but by for from has have how i if in into is it its of on or our so than that the their them then there these they this to was we were what when where which who why will with you your'.split(
    ' ',
  ),
);

const wordPattern = /[\p{L}\p{N}]+/gu;

const wordsOf = (text: string): string[] => (text.toLowerCase().match(wordPattern) ?? []).map((word) => word.slice(0, 40));

/** The words and phrases of `query`, at most `maxWords` words in all. */
export function parseSearchQuery(query: string, maxWords: number): SearchTerms {
  const words: string[] = [];
  const phrases: string[][] = [];
  let budget = maxWords;
  const addPhrase = (phrase: string[]) => {
    const kept = phrase.slice(0, budget);
    budget -= kept.length;
    if (kept.length > 1) phrases.push(kept);
    else if (kept.length === 1 && !words.includes(kept[0]!)) words.push(kept[0]!);
  };
  // Between double quotes (odd pieces, when the quote is closed) is a phrase; elsewhere each piece between spaces is.
  const pieces = query.split('"');
  pieces.forEach((piece, index) => {
    const quoted = index % 2 === 1 && index < pieces.length - 1;
    if (quoted) return addPhrase(wordsOf(piece));
    for (const chunk of piece.split(/\s+/)) {
      const chunkWords = wordsOf(chunk);
      if (chunkWords.length === 1 && commonWords.has(chunkWords[0]!)) continue;
      addPhrase(chunkWords);
    }
  });
  return { words, phrases };
}

export const isEmptySearch = (terms: SearchTerms): boolean => terms.words.length === 0 && terms.phrases.length === 0;

/**
 * Where a snippet's highlighted words start and end: two characters from Unicode's private use area, which
 * the index never stores (plainTextForIndex removes them), so only the database's snippet function puts
 * them there. The snippet is escaped first and the markers become <mark> after (snippetHtml).
 */
export const markStart = '\uE000';
export const markEnd = '\uE001';
const markers = /[\uE000\uE001]/g;

/** Text as the index stores it: without the snippet markers. */
export const withoutMarkers = (text: string): string => text.replace(markers, '');

export interface SnippetPart {
  text: string;
  /** A matched word, shown highlighted. */
  mark: boolean;
}

/** A marked snippet as plain-text pieces, for React to render (and escape) itself. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  for (const piece of marked.split(/([\uE000\uE001])/)) {
    if (piece === markStart) mark = true;
    else if (piece === markEnd) mark = false;
    else if (piece !== '') parts.push({ text: piece, mark });
  }
  return parts;
}
