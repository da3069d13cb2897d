/**
 * The page editor's bar: the page's status, the autosave's status line (a live region), and the actions a
 * page in that state has: Publish or Schedule a draft; Update and Discard a live page's pending change;
 * Unpublish; Revisions; Share preview; and, after a conflict, Compare….
 */
import { pageEditorCopy as copy, pagesListCopy } from '#content/dashboard-pages.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import type { AutosaveStatus } from '../editor-core/autosaver.ts';
import type { PageActions } from './use-page-actions.ts';
import type { AdminPage, PendingPage } from './page-types.ts';

interface PageBarProps {
  page: AdminPage;
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

function statusLine(status: AutosaveStatus, live: boolean): string {
  const words = writingRoomCopy.status;
  switch (status.kind) {
    case 'clean':
      return words.clean;
    case 'unsaved':
      return words.unsaved;
    case 'saving':
      return words.saving;
    case 'saved':
      return live ? words.savedPending : words.saved;
    case 'failed':
      return status.retrying ? `${words.failed(status.reason)} ${words.retrying}` : words.failed(status.reason);
    case 'conflict':
      return `${writingRoomCopy.conflictTitle}: ${status.reason}`;
  }
}

export function PageBar({ page, pending, status, actions, isHome, publishAtLocal, onPublishAt, onRevisions, onShare, onCompare }: PageBarProps) {
  const live = page.status !== 'draft';
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
          {statusLine(status, live)}
        </span>
      </p>
      {live && pending && <p className="page-bar-pending">{copy.pendingNotice}</p>}
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
    </div>
  );
}
