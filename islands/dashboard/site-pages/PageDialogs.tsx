/**
 * The page editor's dialogs: its revisions (newest first, each with Restore: its title, SEO fields and
 * sections come back, checked as any save; a live page's restore publishes them), and Share preview (the post
 * editor's dialog over the pages' preview links).
 */
import { useEffect, useId, useState } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { zoneName } from '#shared/zoned-time.ts';
import { SharePreviewDialog } from '../editor/SharePreviewDialog.tsx';
import type { AdminPage } from './page-types.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

interface RevisionSummary {
  id: number;
  title: string;
  path: string;
  authorName: string | null;
  createdAt: string;
}

interface PageHistoryDialogProps {
  page: AdminPage;
  timeZone: string;
  /** Saves what the editor holds first; false when that failed. */
  beforeRestore(): Promise<boolean>;
  onRestored(page: AdminPage): void;
  onClose(): void;
}

export const whenIn = (timeZone: string) => (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))} ${zoneName(timeZone, Date.parse(iso))}`;

export function PageHistoryDialog({ page, timeZone, beforeRestore, onRestored, onClose }: PageHistoryDialogProps) {
  const headingId = useId();
  const [list, setList] = useState<RevisionSummary[] | null>(null);
  const [restoring, setRestoring] = useState(false);
  const when = whenIn(timeZone);
  const close = () => {
    modal.ref.current?.close();
    onClose();
  };
  const modal = useModalDialog({ onEscape: close });

  useEffect(() => {
    void callApi<RevisionSummary[]>('GET', `/api/admin/pages/${page.id}/revisions`).then(
      (answer) => setList(answer.ok ? answer.data : []),
      () => setList([]),
    );
  }, [page.id]);

  async function restore(revision: RevisionSummary) {
    if (restoring || !window.confirm(copy.confirmRestore)) return;
    setRestoring(true);
    try {
      if (!(await beforeRestore())) return;
      const answer = await callApi<AdminPage>('POST', `/api/admin/pages/${page.id}/revisions/${revision.id}/restore`).catch(() => null);
      if (!answer?.ok) {
        const detail = answer ? [answer.message, ...answer.errors.map((error) => error.message)].join(' ') : writingRoomCopy.offline;
        toast({ title: copy.restoreFailed, description: detail, variant: 'destructive' });
        return;
      }
      toast({ title: copy.restored });
      onRestored(answer.data);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <dialog {...modal.props} className="editor-dialog" aria-labelledby={headingId}>
      <div className="editor-dialog-header">
        <h2 id={headingId}>{copy.revisionsHeading}</h2>
        <button type="button" className="button button-secondary button-small" onClick={close}>
          {copy.close}
        </button>
      </div>
      {list === null && <p role="status">{copy.revisionsLoading}</p>}
      {list?.length === 0 && <p>{copy.noRevisions}</p>}
      {list && list.length > 0 && (
        <ol className="page-revisions">
          {list.map((revision) => (
            <li key={revision.id}>
              <span>
                {when(revision.createdAt)}: {revision.title} ({revision.path}){revision.authorName ? ` ${copy.by(revision.authorName)}` : ''}
              </span>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={restoring}
                aria-label={copy.restoreOf(when(revision.createdAt))}
                onClick={() => void restore(revision)}
              >
                {copy.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </dialog>
  );
}

export function PageShareDialog({
  page,
  timeZone,
  beforeShare,
  onClose,
}: {
  page: AdminPage;
  timeZone: string;
  beforeShare(): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <SharePreviewDialog
      postId={page.id}
      apiPath={`/api/admin/pages/${page.id}/preview-links`}
      explain={copy.shareExplain}
      timeZone={timeZone}
      beforeShare={beforeShare}
      onClose={onClose}
    />
  );
}
