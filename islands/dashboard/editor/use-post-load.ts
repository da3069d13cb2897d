/** What the editor page loads once it runs: Editor.js with its tools, and the post with its pending change. */
import { useEffect, useState } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { toast } from '#islands/toast/toast.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { adoptInjectedStyles } from './adopt-injected-styles.ts';
import { postStore } from './post-store.ts';
import type { Runtime } from './use-html-mode.ts';

export type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

/** Editor.js and its tools, by import() once the page runs; null until they have arrived. */
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

/** `startFrom` shows the loaded post; `onNew` runs instead when the page is a new post's. */
export function usePostLoad(postId: number | null, startFrom: (post: DashboardPost, pending: PendingChange | null) => void, onNew: () => void): Load {
  const [load, setLoad] = useState<Load>(postId === null ? { state: 'ready' } : { state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    if (postId !== null) {
      void (async () => {
        try {
          const [postAnswer, pendingAnswer] = await postStore.load(postId);
          if (cancelled) return;
          if (postAnswer.status === 401) return window.location.assign('/login');
          if (!postAnswer.ok) return setLoad({ state: 'failed', message: postAnswer.status === 403 ? copy.forbidden : postAnswer.message });
          startFrom(postAnswer.data, pendingAnswer.ok ? pendingAnswer.data.pending : null);
          setLoad({ state: 'ready' });
        } catch {
          if (!cancelled) setLoad({ state: 'failed', message: copy.offline });
        }
      })();
    } else {
      onNew();
    }
    return () => {
      cancelled = true;
    };
  }, [postId]);

  return load;
}
