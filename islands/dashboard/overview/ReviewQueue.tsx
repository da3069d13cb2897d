/**
 * The posts writers submitted for review, on the dashboard's first page for those who may publish
 * (docs/product/admin.md#dashboard): each a link to its editor, oldest request first, so nothing waits unseen.
 */
import { useEffect, useState } from 'react';
import { postReviewCopy as copy } from '#content/post-review.ts';
import { callApi } from '#islands/api/api-client.ts';
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import { siteTime } from '../site-time.ts';
import './review-queue.css';

export function ReviewQueue({ timeZone }: { timeZone: string }) {
  const [waiting, setWaiting] = useState<DashboardPost[] | null>(null);
  useEffect(() => {
    void callApi<DashboardPost[]>('GET', '/api/admin/blog?status=draft').then(
      (answer) => {
        const submitted = answer.ok ? answer.data.filter((post) => post.reviewRequestedAt !== null) : [];
        setWaiting(submitted.sort((a, b) => a.reviewRequestedAt!.localeCompare(b.reviewRequestedAt!)));
      },
      () => setWaiting([]),
    );
  }, []);
  // Nothing waiting: nothing to say (the overview stays as it was).
  if (waiting === null || waiting.length === 0) return null;
  return (
    <section className="card dashboard-review-queue" aria-labelledby="dashboard-review-heading">
      <h2 id="dashboard-review-heading">
        {copy.queueHeading} ({waiting.length})
      </h2>
      <ul>
        {waiting.map((post) => (
          <li key={post.id}>
            <a href={dashboardPostPath(post.id)} aria-label={copy.edit(post.title)}>
              {post.title}
            </a>{' '}
            <span className="staff-hint">{copy.queueItem(siteTime(post.reviewRequestedAt!, timeZone))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
