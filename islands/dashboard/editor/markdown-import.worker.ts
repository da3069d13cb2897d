/**
 * Markdown conversion off the main thread: marked and the allowlist walk
 * recurse, and a hostile file (a hundred thousand nested quotes) took them
 * seconds before the stack ran out. In a worker the tab never freezes, and the
 * page can give up on it (markdown-conversion.ts).
 */
import { importMarkdown, type MarkdownImport, type MarkdownImportOptions } from './markdown-import.ts';

export interface ConversionRequest {
  markdown: string;
  options: MarkdownImportOptions;
}

export type ConversionAnswer = { ok: true; result: MarkdownImport } | { ok: false };

self.addEventListener('message', (event: MessageEvent<ConversionRequest>) => {
  let answer: ConversionAnswer;
  try {
    answer = { ok: true, result: importMarkdown(event.data.markdown, event.data.options) };
  } catch {
    answer = { ok: false };
  }
  self.postMessage(answer);
});
