/**
 * A post's revisions (decision 021): the list with time, author and size of change, one shown read-only or compared
 * word by word with another or with the text now (decision 084), and restoring it.
 * A native modal <dialog>: Escape or Close only close it; nothing in the editor is lost either way.
 */
import { useEffect, useId, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import type { ComparedText } from '#shared/word-diff.ts';
import { siteTime } from '../site-time.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import { RevisionComparison, type Revision, type RevisionSummary } from './RevisionComparison.tsx';
import { useModalDialog } from '../use-modal-dialog.ts';

interface RevisionsDialogProps {
  post: DashboardPost;
  /** The site's time zone: revision times are shown in it. */
  timeZone: string;
  canRestore: boolean;
  onClose: () => void;
  /** Saves what the editor holds first; false when that failed (the restore does not go ahead). */
  beforeRestore: () => Promise<boolean>;
  onRestored: (post: DashboardPost) => void;
  /** What the editor holds now, to compare a revision with. */
  currentText: () => Promise<ComparedText>;
}

export function RevisionsDialog({ post, timeZone, canRestore, onClose, beforeRestore, onRestored, currentText }: RevisionsDialogProps) {
  const formatTime = (iso: string) => siteTime(iso, timeZone, { seconds: true });

  const headingId = useId();
  const [list, setList] = useState<RevisionSummary[] | null>(null);
  const [shown, setShown] = useState<Revision | null>(null);
  const [restoring, setRestoring] = useState(false);
  const modal = useModalDialog({
    onEscape: () => {
      dialog.current?.close();
      onClose();
    },
  });
  const dialog = modal.ref;

  useEffect(() => {
    void (async () => {
      const answer = await callApi<RevisionSummary[]>('GET', `/api/admin/blog/${post.id}/revisions`).catch(() => null);
      if (answer?.ok) setList(answer.data);
      else toast({ title: copy.loadFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
    })();
  }, [post.id]);

  async function show(id: number) {
    const answer = await callApi<Revision>('GET', `/api/admin/blog/${post.id}/revisions/${id}`).catch(() => null);
    if (answer?.ok) setShown(answer.data);
    else toast({ title: copy.loadFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
  }

  async function restore() {
    if (!shown || restoring) return;
    setRestoring(true);
    try {
      if (!(await beforeRestore())) return;
      const answer = await callApi<DashboardPost>('POST', `/api/admin/blog/${post.id}/revisions/${shown.id}/restore`).catch(() => null);
      if (!answer?.ok) {
        toast({ title: copy.restoreFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
        return;
      }
      // Closed before the toast, so the toast is not shown inside the dialog that is going away.
      dialog.current?.close();
      onRestored(answer.data);
      toast({ title: copy.restored });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <dialog {...modal.props} className="revisions-dialog" aria-labelledby={headingId}>
      <div className="revisions-header">
        <h2 id={headingId}>{copy.revisionsHeading}</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            dialog.current?.close();
            onClose();
          }}
        >
          {copy.close}
        </button>
      </div>
      <div className="revisions-body">
        <div className="revisions-list">
          {list === null && <p role="status">{copy.revisionsLoading}</p>}
          {list?.length === 0 && <p>{copy.revisionsEmpty}</p>}
          {list && list.length > 0 && (
            <ol>
              {list.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    className="revision-item"
                    aria-current={shown?.id === revision.id ? 'true' : undefined}
                    onClick={() => void show(revision.id)}
                  >
                    <time dateTime={revision.createdAt}>{formatTime(revision.createdAt)}</time>
                    <span>{copy.revisionBy(revision.authorName)}</span>
                    <span className="revision-size">{copy.revisionChange(revision.wordsAdded, revision.wordsRemoved)}</span>
                    <span className="revision-title">{revision.title}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="revision-shown">
          {shown && list && (
            <>
              <RevisionComparison key={shown.id} postId={post.id} shown={shown} list={list} formatTime={formatTime} currentText={currentText} />
              {canRestore && (
                <div className="revision-actions">
                  {post.status !== 'draft' && <p className="field-hint">{copy.restorePublishedHint}</p>}
                  <button type="button" className="button button-primary button-small" onClick={() => void restore()} disabled={restoring}>
                    {restoring ? copy.restoring : copy.restore}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
