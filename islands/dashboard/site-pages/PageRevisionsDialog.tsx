/**
 * The page editor's revisions (docs/product/pages.md#the-page-editor): newest first, each saying what it
 * changed against the one before, the live one marked; **Compare with live** shows its word diff against the
 * live version per section and field (shared/page-diff.ts, drawn as the post editor's diffs, decision 084);
 * **Restore** on a live page loads it into the editor as the page's pending change, to review and Update;
 * on a draft it replaces the draft.
 */
import { useEffect, useId, useState } from 'react';
import { pageEditorCopy } from '#content/dashboard-pages.ts';
import { pageChangesCopy as copy } from '#content/page-editor-changes.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import type { PageFieldChange } from '#shared/page-diff.ts';
import { DiffText } from '../editor-core/WordDiff.tsx';
import { useModalDialog } from '../use-modal-dialog.ts';
import { whenIn } from './PageDialogs.tsx';
import type { AdminPage, PendingPage } from './page-types.ts';
import '../editor-core/word-diff.css';
import './page-revisions.css';

interface RevisionSummary {
  id: number;
  title: string;
  path: string;
  authorName: string | null;
  createdAt: string;
  live: boolean;
  changed: string[];
}

interface PageRevisionsDialogProps {
  page: AdminPage;
  timeZone: string;
  /** Saves what the editor holds first; false when that failed. */
  beforeRestore(): Promise<boolean>;
  /** A live page's restore: its new pending change; a draft's: the page saved. */
  onRestored(page: AdminPage, pending: PendingPage | null): void;
  onClose(): void;
}

/** The first few names of what a revision changed, and how many more; `oldest`: it has none before it. */
function changedLine(fields: string[], oldest: boolean): string {
  if (fields.length === 0) return oldest ? copy.firstVersion : copy.noWordsChanged;
  const shown = fields.slice(0, 3);
  return copy.changed(fields.length > 3 ? [...shown, copy.moreFields(fields.length - 3)] : shown);
}

function RevisionChanges({ pageId, revisionId, live }: { pageId: number; revisionId: number; live: boolean }) {
  const [changes, setChanges] = useState<PageFieldChange[] | null | 'failed'>(null);
  useEffect(() => {
    void callApi<{ changes: PageFieldChange[] }>('GET', `/api/admin/pages/${pageId}/revisions/${revisionId}`).then(
      (answer) => setChanges(answer.ok ? answer.data.changes : 'failed'),
      () => setChanges('failed'),
    );
  }, [pageId, revisionId]);
  if (changes === null) return <p role="status">{copy.comparing}</p>;
  if (changes === 'failed') return <p role="alert">{copy.compareFailed}</p>;
  return (
    <div className="word-diff page-revision-diff">
      {changes.length === 0 ? (
        <p>{live ? copy.sameAsLive : copy.sameAsSaved}</p>
      ) : (
        <p className="page-revision-legend">
          {live ? copy.legend : copy.legendDraft} <ins>{copy.added}</ins>; {live ? copy.legendRemoved : copy.legendRemovedDraft} <del>{copy.removed}</del>
        </p>
      )}
      {changes.map((change) => (
        <section key={change.field} className="word-diff-field" aria-label={change.label}>
          <h4>{change.label}</h4>
          <DiffText parts={change.parts} added={copy.added} removed={copy.removed} />
        </section>
      ))}
    </div>
  );
}

export function PageRevisionsDialog({ page, timeZone, beforeRestore, onRestored, onClose }: PageRevisionsDialogProps) {
  const headingId = useId();
  const [list, setList] = useState<RevisionSummary[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const when = whenIn(timeZone);
  const isLive = page.status === 'published';
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
    if (restoring || !window.confirm(isLive ? copy.confirmRestoreLive : copy.confirmRestoreDraft)) return;
    setRestoring(true);
    try {
      if (!(await beforeRestore())) return;
      const answer = await callApi<AdminPage | { pending: PendingPage }>('POST', `/api/admin/pages/${page.id}/revisions/${revision.id}/restore`).catch(
        () => null,
      );
      if (!answer?.ok) {
        const detail = answer ? [answer.message, ...answer.errors.map((error) => error.message)].join(' ') : writingRoomCopy.offline;
        toast({ title: pageEditorCopy.restoreFailed, description: detail, variant: 'destructive' });
        return;
      }
      toast({ title: isLive ? copy.restoredLive : copy.restoredDraft });
      if ('pending' in answer.data && !('id' in answer.data)) onRestored(page, answer.data.pending);
      else onRestored(answer.data as AdminPage, (answer.data as AdminPage).pending);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <dialog {...modal.props} className="editor-dialog page-revisions-dialog" aria-labelledby={headingId}>
      <div className="editor-dialog-header">
        <h2 id={headingId}>{pageEditorCopy.revisionsHeading}</h2>
        <button type="button" className="button button-secondary button-small" onClick={close}>
          {pageEditorCopy.close}
        </button>
      </div>
      {list === null && <p role="status">{pageEditorCopy.revisionsLoading}</p>}
      {list?.length === 0 && <p>{pageEditorCopy.noRevisions}</p>}
      {list && list.length > 0 && (
        <ol className="page-revisions">
          {list.map((revision, index) => {
            const time = when(revision.createdAt);
            const expanded = open === revision.id;
            return (
              <li key={revision.id} className={revision.live ? 'is-live' : undefined}>
                <div className="page-revision-head">
                  <span>
                    {time}: {revision.title} ({revision.path}){revision.authorName ? ` ${pageEditorCopy.by(revision.authorName)}` : ''}
                  </span>
                  {revision.live && (
                    <span className="page-revision-live" title={copy.liveHint}>
                      {copy.live}
                      <span className="visually-hidden">: {copy.liveHint}</span>
                    </span>
                  )}
                </div>
                <p className="page-revision-changed">{changedLine(revision.changed, index === list.length - 1)}</p>
                <div className="page-revision-actions">
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-expanded={expanded}
                    aria-label={expanded ? undefined : isLive ? copy.compareOf(time) : copy.compareDraftOf(time)}
                    onClick={() => setOpen(expanded ? null : revision.id)}
                  >
                    {expanded ? copy.hideCompare : isLive ? copy.compare : copy.compareDraft}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={restoring}
                    aria-label={pageEditorCopy.restoreOf(time)}
                    onClick={() => void restore(revision)}
                  >
                    {pageEditorCopy.restore}
                  </button>
                </div>
                {expanded && <RevisionChanges pageId={page.id} revisionId={revision.id} live={isLive} />}
              </li>
            );
          })}
        </ol>
      )}
    </dialog>
  );
}
