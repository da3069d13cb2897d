/**
 * Editor.js and its tools (editor-runtime.ts), by import() once the page runs; null until they have arrived. The
 * post editor and the page editor's rich text sections load the same chunk this way (docs/architecture.md#editorjs).
 */
import { useEffect, useState } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import { toast } from '#islands/toast/toast.ts';
import { adoptInjectedStyles } from './adopt-injected-styles.ts';

export type Runtime = typeof import('./editor-runtime.ts');

export function useEditorRuntime(): Runtime | null {
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Before the import: the editor's tools add their CSS while their modules load.
    adoptInjectedStyles();
    import('./editor-runtime.ts').then(
      (loaded) => !cancelled && setRuntime(loaded),
      () => toast({ title: postEditorCopy.loadFailedTitle, description: postEditorCopy.loadFailed, variant: 'destructive' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return runtime;
}
