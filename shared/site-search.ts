/**
 * The site search's rules (docs/product/pages.md#search), shared by the page and its query: a query is
 * read as up to `maxWords` lowercase words; a page or post matches when every word appears in its text.
 */

/** The words of a query: trimmed, cut to `maxLength`, lowercased, at most `maxWords`. */
export function searchWords(query: string, maxLength: number, maxWords: number): string[] {
  return query
    .slice(0, maxLength)
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
}

/** Whether every word appears in the text (case-insensitive). */
export function matchesEveryWord(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
