/**
 * The editor's bar: back to the posts, the autosave's status line, and the actions (view or preview, share,
 * revisions, duplicate, save draft, publish or schedule, update, switch to draft); under it the notice of a
 * conflict with another tab and of a pending change.
 */
import type { ReactNode } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { postReviewCopy as reviewCopy } from '#content/post-review.ts';
import { postPath } from '#shared/blog-paths.ts';
import { dashboardPostsPath } from '#shared/dashboard-paths.ts';
import type { AutosaveStatus } from '../editor-core/autosaver.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import type { PublishActions } from './use-publish-actions.ts';

interface PublishBarProps {
  saved: DashboardPost | null;
  pending: PendingChange | null;
  status: AutosaveStatus;
  canPublish: boolean;
  /** Editor.js has loaded (Publish and Update read its fields). */
  ready: boolean;
  /** The publish date is in the future: Publish reads Schedule. */
  futureDate: boolean;
  actions: PublishActions;
  onShare: () => void;
  onRevisions: () => void;
  /** After a conflict: compare this tab's text with the saved one, to keep it or reload. */
  onCompare: () => void;
  /** For a writer who cannot publish: the review request (ReviewRequest.tsx). */
  review?: ReactNode;
}

function statusTextOf(status: AutosaveStatus, pendingShown: boolean): string {
  switch (status.kind) {
    case 'saving':
      return copy.status.saving;
    case 'saved':
      return pendingShown ? copy.status.savedPending : copy.status.saved;
    case 'failed':
      return `${copy.status.failed(status.reason)}${status.retrying ? ` · ${copy.status.retrying}` : ''}`;
    case 'unsaved':
      return copy.status.unsaved;
    default:
      return '';
  }
}

/**
 * The post's state, beside the save status at every width and for every role: Draft, Scheduled or Published,
 * In review for a draft submitted, with "unpublished changes" while a pending change waits. An author's draft in
 * review says so in the actions (ReviewRequest), with what it means.
 */
function PostState({ saved, pendingShown }: { saved: DashboardPost | null; pendingShown: boolean }) {
  const status = saved?.status ?? 'draft';
  return (
    <p className="post-editor-state">
      <span className="visually-hidden">{copy.stateLabel}: </span>
      <span className={`badge badge-${status === 'published' ? 'published' : 'draft'}`}>
        {status === 'draft' && saved?.reviewRequestedAt != null ? reviewCopy.waiting : copy.statusNames[status]}
        {pendingShown && `, ${copy.pendingState}`}
      </span>
    </p>
  );
}

export function PublishBar({ saved, pending, status, canPublish, ready, futureDate, actions, onShare, onRevisions, onCompare, review }: PublishBarProps) {
  const { busy, commit, saveDraftNow, discardPending, duplicate } = actions;
  const isPublic = saved !== null && saved.status !== 'draft';
  const conflict = status.kind === 'conflict';
  const disabled = busy !== null || conflict;
  const buttonClass = 'button button-secondary button-small';
  return (
    <>
      <div className="post-editor-bar">
        {/* The page's heading for screen readers and outlines; the title field below is the visible one. */}
        <h1 className="visually-hidden">{saved ? copy.editHeading : copy.newHeading}</h1>
        <a className="post-editor-back" href={dashboardPostsPath}>
          <span aria-hidden="true">←</span> {copy.backToPosts}
        </a>
        {!(saved?.status === 'draft' && saved.reviewRequestedAt !== null && !canPublish) && (
          <PostState saved={saved} pendingShown={isPublic && pending !== null} />
        )}
        <p className={`post-editor-status post-editor-status-${status.kind}`} role="status" aria-live="polite">
          {statusTextOf(status, isPublic && pending !== null)}
        </p>
        <div className="post-editor-actions">
          {saved && (
            <a className={buttonClass} href={postPath(saved.slug)} target="_blank" rel="noopener" title={copy.previewHint}>
              {saved.status === 'published' ? copy.view : copy.preview}
            </a>
          )}
          {saved && (
            <button type="button" className={buttonClass} onClick={onShare} aria-haspopup="dialog">
              {copy.sharePreview}
            </button>
          )}
          {saved && (
            <button type="button" className={buttonClass} onClick={onRevisions}>
              {copy.revisions}
            </button>
          )}
          {saved && (
            <button type="button" className={buttonClass} onClick={() => void duplicate()} disabled={disabled}>
              {copy.duplicate}
            </button>
          )}
          {isPublic && canPublish && (
            <button type="button" className={buttonClass} onClick={() => void commit('draft')} disabled={disabled}>
              {copy.unpublish}
            </button>
          )}
          {!isPublic && (
            <button type="button" className={buttonClass} onClick={() => void saveDraftNow()} disabled={disabled}>
              {copy.saveDraft}
            </button>
          )}
          {canPublish && !isPublic && (
            <button type="button" className="button button-primary button-small" onClick={() => void commit('publish')} disabled={disabled || !ready}>
              {busy === 'publish' ? copy.publishing : futureDate ? copy.schedule : copy.publish}
            </button>
          )}
          {!canPublish && review}
          {canPublish && isPublic && (
            <button type="button" className="button button-primary button-small" onClick={() => void commit('update')} disabled={disabled || !ready}>
              {busy === 'update' ? copy.updating : copy.update}
            </button>
          )}
        </div>
      </div>

      {conflict && (
        <div className="post-editor-notice post-editor-notice-danger" role="alert">
          <p>
            <strong>{copy.conflictTitle}.</strong> {copy.conflict}
          </p>
          <div className="post-editor-notice-actions">
            <button type="button" className={buttonClass} onClick={onCompare}>
              {copy.compareAndKeep}
            </button>
            <button type="button" className={buttonClass} onClick={() => window.location.reload()}>
              {copy.reload}
            </button>
          </div>
        </div>
      )}
      {isPublic && pending && !conflict && (
        <div className="post-editor-notice">
          <p>{canPublish ? copy.pendingNotice : copy.pendingNoticeAuthor}</p>
          {canPublish && (
            <button type="button" className={buttonClass} onClick={() => void discardPending()} disabled={disabled}>
              {copy.discardPending}
            </button>
          )}
        </div>
      )}
    </>
  );
}
