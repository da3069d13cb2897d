/**
 * Random Editor.js documents for the round-trip property test
 * (test/unit/editor-html.test.ts), in the normal form the editor's tools hold:
 * the editor dialect's inline tags, escaped text, no edge whitespace. Every
 * block type the content editor has, with the characters that break escaping.
 */
import type { EditorBlock, ListItemData } from '#islands/dashboard/editor/html-to-blocks.ts';
import { colourClasses } from '#shared/blog-rules.ts';

export type Random = () => number;

/** mulberry32: a small seeded generator, so a failing seed reruns the same way. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const words = [
  'claims',
  'A/R',
  'Ünïcödé',
  'ねこ',
  "O'Hara",
  '"quoted"',
  '5 > 3',
  'a < b',
  'fish & chips',
  '&amp;',
  '&lt;tag&gt;',
  'x=1;',
  '—',
  '👩‍⚕️',
  'denials',
  'EOB',
];

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function phrase(random: Random, count = between(random, 1, 4)): string {
  return escapeText(Array.from({ length: count }, () => pick(random, words)).join(' '));
}

const marks = ['<b>', '<i>', '<u class="cdx-underline">', '<s class="cdx-strikethrough">', '<code class="inline-code">'] as const;
const close = (open: string) => `</${/^<(\w+)/.exec(open)![1]}>`;

/** Inline HTML in the editor dialect: never empty, never with whitespace at its ends. */
export function inlineHtml(random: Random, depth = 0): string {
  const parts: string[] = [];
  for (let index = between(random, 1, 3); index > 0; index -= 1) {
    const roll = random();
    if (depth < 2 && roll < 0.25) {
      const open = pick(random, marks);
      parts.push(open + inlineHtml(random, depth + 1) + close(open));
    } else if (depth < 2 && roll < 0.35) {
      const href = pick(random, ['https://example.com/a?b=1&c=2', 'mailto:billing@example.com', '/blog/clean-claims', 'tel:+15551234567']);
      const title = random() < 0.3 ? ` title="${escapeAttribute('Say "hi" & <go>')}"` : '';
      const target = random() < 0.3 ? ' target="_blank" rel="noopener noreferrer"' : '';
      parts.push(`<a href="${escapeAttribute(href)}"${title}${target}>${inlineHtml(random, depth + 1)}</a>`);
    } else if (depth < 2 && roll < 0.45) {
      const classes = [
        pick(
          random,
          colourClasses.filter((name) => name.startsWith('text-')),
        ),
        ...(random() < 0.4
          ? [
              pick(
                random,
                colourClasses.filter((name) => name.startsWith('bg-')),
              ),
            ]
          : []),
      ];
      parts.push(`<span class="${classes.join(' ')}">${inlineHtml(random, depth + 1)}</span>`);
    } else if (roll < 0.5 && parts.length > 0) {
      parts.push('<br>');
    } else {
      parts.push(phrase(random));
    }
  }
  // A line break at either end is the editor's own leftover, not content: keep one inside.
  return [phrase(random, 1), ...parts, phrase(random, 1)].join(' ');
}

function listItems(random: Random, depth: number): ListItemData[] {
  return Array.from({ length: between(random, 1, 4) }, () => {
    const items = depth < 3 && random() < 0.3 ? listItems(random, depth + 1) : [];
    // An item may be empty only when it carries a nested list (the list tool's indentation).
    const content = items.length > 0 && random() < 0.2 ? '' : inlineHtml(random);
    return { content, meta: {}, items };
  });
}

const codeCharacters = ['<script>', '</code>', '&amp;', '&', '"', "'", '\n', '  ', '\t', 'if (a < b) {', '}', 'return x > 0;', 'ねこ'];

function block(random: Random): EditorBlock {
  switch (between(random, 0, 6)) {
    case 0:
      return { type: 'paragraph', data: { text: inlineHtml(random) } };
    case 1:
      return { type: 'header', data: { text: inlineHtml(random), level: between(random, 1, 6) } };
    case 2:
      return { type: 'list', data: { style: random() < 0.5 ? 'ordered' : 'unordered', meta: {}, items: listItems(random, 1) } };
    case 3:
      return { type: 'quote', data: { text: inlineHtml(random), caption: random() < 0.6 ? inlineHtml(random) : '', alignment: 'left' } };
    case 4:
      return { type: 'code', data: { code: 'x' + Array.from({ length: between(random, 1, 8) }, () => pick(random, codeCharacters)).join('') } };
    case 5: {
      const columns = between(random, 1, 4);
      const content = Array.from({ length: between(random, 1, 4) }, () => Array.from({ length: columns }, () => (random() < 0.15 ? '' : inlineHtml(random))));
      return { type: 'table', data: { withHeadings: random() < 0.6, stretched: false, content } };
    }
    default: {
      const hash = Array.from({ length: 20 }, () => pick(random, [...'0123456789abcdef'])).join('');
      const url = `/media/${hash}.${pick(random, ['jpg', 'png', 'webp', 'avif', 'gif'])}`;
      const size = random() < 0.7 ? { width: between(random, 1, 4000), height: between(random, 1, 4000) } : {};
      // Alt text, none yet, or decorative.
      const roll = random();
      const alt = roll < 0.2 ? '' : Array.from({ length: between(random, 1, 3) }, () => pick(random, words)).join(' ');
      return {
        type: 'image',
        data: { url, alt, decorative: roll < 0.1, caption: random() < 0.5 ? inlineHtml(random) : '', layout: random() < 0.5 ? 'wide' : 'column', ...size },
      };
    }
  }
}

export function randomBlockDocument(random: Random): EditorBlock[] {
  return Array.from({ length: between(random, 1, 12) }, () => block(random));
}
