/**
 * A paste larger than a post can hold is refused with a message before Editor.js
 * sees it: Editor.js splits a paste into blocks on the main thread, and a
 * multi-megabyte paste froze the tab.
 */
import { postLimits } from '#shared/blog-rules.ts';
import { toast } from '#islands/toast/toast.ts';
import { markdownImportCopy } from '#content/markdown-import.ts';
import { sizeInWords } from './import-summary.ts';

export function refusePastesOver(holder: HTMLElement, limit: number = postLimits.content): () => void {
  const guard = (event: ClipboardEvent) => {
    const data = event.clipboardData;
    if (!data) return;
    const size = Math.max(data.getData('text/html').length, data.getData('text/plain').length);
    if (size <= limit) return;
    // Capture phase on the holder: Editor.js's own listener below never runs.
    event.preventDefault();
    event.stopPropagation();
    toast({
      title: markdownImportCopy.pasteRefusedTitle,
      description: markdownImportCopy.pasteRefused(sizeInWords(size), sizeInWords(limit)),
      variant: 'destructive',
    });
  };
  holder.addEventListener('paste', guard, true);
  return () => holder.removeEventListener('paste', guard, true);
}
