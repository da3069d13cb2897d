/** Newer and older pages of a list of posts (/blog, a tag's page). */
import { blogCopy } from '#content/blog.ts';

export function Pagination({ page, pageCount, pathOf, label }: { page: number; pageCount: number; pathOf: (page: number) => string; label: string }) {
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a className="button button-secondary" rel="prev" href={pathOf(page - 1)}>
          {blogCopy.newer}
        </a>
      ) : (
        <span />
      )}
      <span className="pagination-status">{blogCopy.pageStatus(page, pageCount)}</span>
      {page < pageCount ? (
        <a className="button button-secondary" rel="next" href={pathOf(page + 1)}>
          {blogCopy.older}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
