import { postsCopy } from '#content/dashboard.ts';
import { postPath } from '#shared/blog-paths.ts';
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import { Tooltip } from '../Tooltip.tsx';
import type { DashboardPost } from './post-types.ts';
import { siteTime } from '../site-time.ts';

const pencil = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
const bin = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

interface PostCardProps {
  post: DashboardPost;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
  /** False for an author's published post: only an editor or owner may change it. */
  canChange: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
  /** For users who cannot publish: offered on drafts not yet submitted. */
  onSubmitForReview: (() => void) | undefined;
}

export function PostCard({ post, timeZone, canChange, onDuplicate, onDelete, onSubmitForReview }: PostCardProps) {
  const inReview = !post.published && post.reviewRequestedAt !== null;
  return (
    <li className="card dashboard-post">
      <div className="dashboard-post-header">
        <h2>{post.title}</h2>
        <span className={`badge badge-${post.status === 'draft' ? 'draft' : post.status}`}>
          {post.status === 'published'
            ? postsCopy.published
            : post.status === 'scheduled'
              ? postsCopy.scheduled
              : inReview
                ? postsCopy.inReview
                : postsCopy.draft}
        </span>
      </div>
      {/* Sanitized by the server with the excerpt allowlist. */}
      <div className="dashboard-post-excerpt" dangerouslySetInnerHTML={{ __html: post.excerpt }} />
      <p className="dashboard-post-dates">
        {postsCopy.created} <time dateTime={post.createdAt}>{siteTime(post.createdAt, timeZone)}</time>
        {' · '}
        {postsCopy.updated} <time dateTime={post.updatedAt}>{siteTime(post.updatedAt, timeZone)}</time>
      </p>
      <div className="dashboard-post-actions">
        {/* A signed-in user sees a draft or scheduled post at its own URL, marked as a preview. */}
        <a
          className="button button-secondary button-small"
          href={postPath(post.slug)}
          target="_blank"
          rel="noopener"
          aria-label={postsCopy.viewLabel(post.title, post.published)}
        >
          {post.published ? postsCopy.view : postsCopy.preview}
        </a>
        <button type="button" className="button button-secondary button-small" aria-label={postsCopy.duplicateLabel(post.title)} onClick={onDuplicate}>
          {postsCopy.duplicate}
        </button>
        {canChange && (
          <>
            {onSubmitForReview && !post.published && !inReview && (
              <button type="button" className="button button-secondary" onClick={onSubmitForReview}>
                {postsCopy.submitForReview}
              </button>
            )}
            <Tooltip content={postsCopy.editTooltip}>
              <a className="icon-button" aria-label={postsCopy.editLabel(post.title)} href={dashboardPostPath(post.id)}>
                {pencil}
              </a>
            </Tooltip>
            <Tooltip content={postsCopy.deleteTooltip}>
              <button type="button" className="icon-button icon-button-danger" aria-label={postsCopy.deleteLabel(post.title)} onClick={onDelete}>
                {bin}
              </button>
            </Tooltip>
          </>
        )}
      </div>
    </li>
  );
}
