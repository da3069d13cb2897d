/**
 * Leaving the editor keeps the revision of this sitting (docs/product/blog.md#revisions-while-writing, decision
 * 108): when the page is hidden (another tab, a closed laptop) or left (a link, a reload, the tab closed), what is
 * unsaved is saved first, then `POST …/revisions/keep` ends the revision gathering this writer's autosaves, so the
 * next sitting starts one of its own. Both go with `keepalive`, which outlives the page; on leaving, the keep is
 * also sent at once, since the page may be gone before the last save answers (a keep that arrives first only
 * leaves that save in a revision of its own). A draft only: a public post's writing is its pending change.
 */
import { useEffect, type RefObject } from 'react';
import { callApi } from '#islands/api/api-client.ts';
import type { Autosaver } from '../editor-core/autosaver.ts';
import type { DashboardPost } from '../posts/post-types.ts';

export function useKeepRevisionOnLeave(latest: { readonly saved: DashboardPost | null }, saver: RefObject<Autosaver | null>): void {
  useEffect(() => {
    const keep = () => {
      const post = latest.saved;
      if (!post || post.status !== 'draft') return;
      void callApi('POST', `/api/admin/blog/${post.id}/revisions/keep`, undefined, { keepalive: true }).catch(() => null);
    };
    const keepAfterSaving = async () => {
      if (saver.current?.unsaved && !(await saver.current.flush(true))) return;
      keep();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void keepAfterSaving();
    };
    const onPageHide = () => {
      if (saver.current?.unsaved) keep();
      void keepAfterSaving();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [latest, saver]);
}
