/** What the editor page loads once it runs: the post with its pending change (Editor.js: use-editor-runtime.ts). */
import { useEffect, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { postStore } from './post-store.ts';

export type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

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
