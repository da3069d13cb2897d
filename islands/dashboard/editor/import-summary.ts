/** Words for an import's summary: what came in ("3 paragraphs, 1 table and 2 images"). */
import type { EditorBlock } from './html-to-blocks.ts';

export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Text quoted in a note, cut to 80 characters. */
export const quoted = (text: string): string => `“${text.length > 80 ? `${text.slice(0, 77)}…` : text}”`;

const names: Record<EditorBlock['type'], [string, string]> = {
  paragraph: ['paragraph', 'paragraphs'],
  header: ['heading', 'headings'],
  list: ['list', 'lists'],
  quote: ['quote', 'quotes'],
  code: ['code block', 'code blocks'],
  table: ['table', 'tables'],
  image: ['image', 'images'],
  delimiter: ['divider', 'dividers'],
};

export function describeBlocks(blocks: EditorBlock[]): string {
  const counts = new Map<EditorBlock['type'], number>();
  for (const block of blocks) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
  const parts = [...counts].map(([type, count]) => plural(count, ...names[type]));
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** A length in characters, in words: "200,000 characters". */
export const sizeInWords = (characters: number): string => `${characters.toLocaleString('en-US')} characters`;

/** A file size in words: "5.2 MB", "480 KB". */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
