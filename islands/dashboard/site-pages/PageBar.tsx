/**
 * The page editor's bar: the page's status, the autosave's status line (a live region), and the actions a
 * page in that state has: Publish or Schedule a draft; Update and Discard a live page's pending change;
 * Unpublish; Revisions; Share preview; after a conflict, Compare…; and a live page's scheduled update.
 */
import { pageEditorCopy as copy, pagesListCopy } from '#content/dashboard-pages.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import type { AutosaveStatus } from '../editor-core/autosaver.ts';
import { pageChangesCopy as changesCopy } from '#content/page-editor-changes.ts';
import { whenIn } from './PageDialogs.tsx';
import { UpdateSchedule } from './UpdateSchedule.tsx';
import type { PageActions } from './use-page-actions.ts';
import type { AdminPage, PendingPage } from './page-types.ts';

interface PageBarProps {
  page: AdminPage;
  timeZone: string;
  pending: PendingPage | null;
  status: AutosaveStatus;
  actions: PageActions;
  isHome: boolean;
  publishAtLocal: string;
  onPublishAt(value: string): void;
  onRevisions(): void;
  onShare(): void;
  onCompare(): void;
}

/** What the status line says; `pendingWaits`: a live page has a change visitors do not see yet. */
function statusLine(status: AutosaveStatus, live: boolean, pendingWaits: boolean): string {
  const words = writingRoomCopy.status;
  switch (status.kind) {
    case 'clean':
      return words.clean;
    case 'unsaved':
      return words.unsaved;
    case 'saving':
      return words.saving;
    case 'saved':
      // After Update, Discard or a publish nothing waits: "pending" would say otherwise.
      return pendingWaits ? words.savedPending : live ? changesCopy.savedLive : words.saved;
    case 'failed':
      return status.retrying ? `${words.failed(status.reason)} ${words.retrying}` : words.failed(status.reason);
    case 'conflict':
      return `${writingRoomCopy.conflictTitle}: ${status.reason}`;
  }
}

export function PageBar({ page, timeZone, pending, status, actions, isHome, publishAtLocal, onPublishAt, onRevisions, onShare, onCompare }: PageBarProps) {
  const live = page.status !== 'draft';
  const when = whenIn(timeZone);
  const busy = actions.busy !== null || status.kind === 'conflict';
  const button = (label: string, onClick: () => void, primary = false, disabled = busy) => (
    <button type="button" className={`button button-small ${primary ? 'button-primary' : 'button-secondary'}`} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className="card page-bar">
      <p className="page-bar-status">
        <strong>{copy.statusLabel(pagesListCopy.statusLabels[page.status])}</strong>
        <span role="status" className={status.kind === 'conflict' || status.kind === 'failed' ? 'page-bar-line is-error' : 'page-bar-line'}>
          {statusLine(status, page.status === 'published', live && pending !== null)}
        </span>
      </p>
      {live && pending && <p className="page-bar-pending">{pending.publishAt ? changesCopy.scheduledNotice(when(pending.publishAt)) : copy.pendingNotice}</p>}
      <div className="page-bar-actions">
        {status.kind === 'conflict' && button(copy.compare, onCompare, true, false)}
        {page.status === 'published'
          ? pending && button(copy.update, () => void actions.run('publish'), true)
          : button(copy.publish, () => void actions.run('publish'), true)}
        {live && pending && button(copy.discard, () => void actions.run('discard'))}
        {page.status !== 'draft' && !isHome && button(copy.unpublish, () => void actions.run('unpublish'))}
        {button(copy.revisions, onRevisions, false, false)}
        {button(copy.sharePreview, onShare, false, false)}
      </div>
      {!isHome && page.status !== 'published' && (
        <div className="page-bar-schedule">
          <label htmlFor="page-publish-at">{copy.scheduleAt}</label>
          <input
            id="page-publish-at"
            className="text-field"
            type="datetime-local"
            value={publishAtLocal}
            onChange={(event) => onPublishAt(event.target.value)}
          />
          {button(copy.schedule, () => void actions.run('schedule'), false, busy || !publishAtLocal)}
        </div>
      )}
      {page.status === 'published' && pending && (
        <UpdateSchedule pending={pending} publishAtLocal={publishAtLocal} onPublishAt={onPublishAt} actions={actions} busy={busy} />
      )}
    </div>
  );
}
