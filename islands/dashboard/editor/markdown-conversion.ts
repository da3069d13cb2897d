/**
 * Runs a Markdown conversion in a worker (markdown-import.worker.ts) and gives
 * up after `timeoutMs`, ending the worker: a file that would take the converter
 * longer is refused with a message instead of holding the tab.
 */
import type { MarkdownImport, MarkdownImportOptions } from './markdown-import.ts';
import type { ConversionAnswer, ConversionRequest } from './markdown-import.worker.ts';

export class ConversionTimeout extends Error {}

export function convertMarkdown(markdown: string, options: MarkdownImportOptions, timeoutMs = 20_000): Promise<MarkdownImport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdown-import.worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new ConversionTimeout());
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    worker.addEventListener('message', (event: MessageEvent<ConversionAnswer>) => {
      finish();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error('The Markdown could not be converted'));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The Markdown could not be converted'));
    });
    worker.postMessage({ markdown, options } satisfies ConversionRequest);
  });
}
