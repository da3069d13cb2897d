/**
 * Two versions of a text compared word by word (jsdiff's `diffWords`): what the revisions dialog and the
 * conflict dialog show (decision 084), and the size of a revision's change in the revisions list. The HTML is
 * compared as its text, a line per block (`htmlToLines`), so a change of markup alone is not counted.
 */
/** A comparison that would take longer (two long, wholly different texts) shows the one removed and the other added. */
const diffTimeoutMs = 1500;
import { diffWords } from 'diff';
import { htmlToLines } from './html-text.ts';

export interface DiffPart {
  text: string;
  /** Only in the newer version, only in the older, or in both. */
  change: 'added' | 'removed' | 'same';
}

/** The words of a document that are compared: its title, excerpt and content. */
export interface ComparedText {
  title: string;
  excerpt: string;
  content: string;
}

export interface FieldDiff {
  field: keyof ComparedText;
  parts: DiffPart[];
}

export interface ChangeSize {
  wordsAdded: number;
  wordsRemoved: number;
}

/** The parts of `newer` against `older`, in reading order. */
export function diffText(older: string, newer: string): DiffPart[] {
  const parts = diffWords(older, newer, { timeout: diffTimeoutMs });
  if (!parts) {
    return [
      { text: older, change: 'removed' },
      { text: newer, change: 'added' },
    ];
  }
  return parts.map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

const asText = (document: ComparedText): ComparedText => ({
  title: document.title,
  excerpt: htmlToLines(document.excerpt),
  content: htmlToLines(document.content),
});

/** Each field of `newer` against `older`; a field with no change is left out. */
export function diffDocuments(older: ComparedText, newer: ComparedText): FieldDiff[] {
  const [before, after] = [asText(older), asText(newer)];
  return (['title', 'excerpt', 'content'] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, parts: diffText(before[field], after[field]) }));
}

const wordsOf = (document: ComparedText): string[] => {
  const text = asText(document);
  // Words only: "three." and "three" are one word, punctuation is not counted.
  return `${text.title}\n${text.excerpt}\n${text.content}`.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
};

/**
 * How many words `newer` added and removed against `older`, over the three fields: the words of each that the
 * other lacks, counted as a bag (a moved sentence counts as no change). Linear in the length, so the revisions
 * list can size every revision of a long post on the server without a word diff of each pair.
 */
export function changeSize(older: ComparedText, newer: ComparedText): ChangeSize {
  const counts = new Map<string, number>();
  for (const word of wordsOf(older)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let wordsAdded = 0;
  for (const word of wordsOf(newer)) {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    else wordsAdded += 1;
  }
  let wordsRemoved = 0;
  for (const left of counts.values()) wordsRemoved += left;
  return { wordsAdded, wordsRemoved };
}
