/** A page as words, for the conflict dialog's word diff: its title, its meta description and its sections' text. */
import type { ComparedText } from '#shared/word-diff.ts';
import type { PageContent } from '#shared/page-sections/index.ts';

/** Every string in a section, in order, one a line (ids, types and links left out). */
function stringsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'id' || key === 'type' || /href|src/i.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name));
  return [];
}

export function pageText(page: PageContent): ComparedText {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return {
    title: page.title,
    excerpt: escape(page.metaDescription),
    content: page.sections.map((section) => `<p>${stringsOf(section).map(escape).join('</p><p>')}</p>`).join(''),
  };
}
