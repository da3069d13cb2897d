/**
 * The dashboard's posts (docs/product/admin.md#dashboard): loading text, empty state with
 * Create First Post, cards with edit (the full-page editor), view, duplicate and delete, and the delete
 * confirmation. Every success and failure is a toast.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { postsCopy } from '#content/dashboard.ts';
import { can, type Role } from '#shared/roles.ts';
import { toast } from '../toast/toast.ts';
import { apiMessage, apiRequest } from './api.ts';
import { dashboardNewPostPath, dashboardPostPath } from '#shared/dashboard-paths.ts';
import { ConfirmDialog } from './posts/ConfirmDialog.tsx';
import { PostCard } from './posts/PostCard.tsx';
import type { DashboardPost } from './posts/post-types.ts';
import './posts/posts.css';

export interface PostsPanelProps {
  role: Role;
  /** Buttons beside the heading (New Post). */
  actions?: ReactNode;
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; posts: DashboardPost[] };

export function PostsPanel({ role, actions }: PostsPanelProps) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [deleting, setDeleting] = useState<DashboardPost | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setList({ status: 'loaded', posts: await apiRequest<DashboardPost[]>('GET', '/api/admin/blog') });
    } catch (error) {
      setList((current) => (current.status === 'loaded' ? current : { status: 'failed' }));
      toast({ title: postsCopy.loadFailedTitle, description: apiMessage(error) ?? postsCopy.reloadPage, variant: 'destructive' });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function submitForReview(post: DashboardPost) {
    try {
      await apiRequest('POST', `/api/admin/blog/${post.id}/review`);
      toast({ title: postsCopy.submittedForReview });
      await refresh();
    } catch (error) {
      toast({ title: postsCopy.submitFailed, description: apiMessage(error) ?? postsCopy.tryAgain, variant: 'destructive' });
    }
  }

  async function duplicate(post: DashboardPost) {
    try {
      const copy = await apiRequest<DashboardPost>('POST', `/api/admin/blog/${post.id}/duplicate`);
      window.location.assign(dashboardPostPath(copy.id));
    } catch (error) {
      toast({ title: postsCopy.duplicateFailed, description: apiMessage(error) ?? postsCopy.tryAgain, variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await apiRequest('DELETE', `/api/admin/blog/${deleting.id}`);
      toast({ title: postsCopy.deleted });
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast({ title: postsCopy.deleteFailed, description: apiMessage(error) ?? postsCopy.deleteFailedFallback, variant: 'destructive' });
    } finally {
      setDeletePending(false);
    }
  }

  const posts = list.status === 'loaded' ? list.posts : [];

  return (
    <section className="posts-panel" aria-labelledby="posts-heading">
      <div className="dashboard-header">
        <h1 id="posts-heading">{postsCopy.heading}</h1>
        {actions}
      </div>
      {list.status === 'loading' && <p role="status">{postsCopy.loading}</p>}
      {list.status === 'failed' && <p role="alert">{postsCopy.loadFailed}</p>}
      {list.status === 'loaded' && posts.length === 0 && (
        <div className="dashboard-empty">
          <p>{postsCopy.empty}</p>
          <a className="button button-primary" href={dashboardNewPostPath}>
            {postsCopy.createFirst}
          </a>
        </div>
      )}
      {posts.length > 0 && (
        <ul className="dashboard-posts">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              // Without posts.all the list holds only the user's own posts, and a published one is no longer theirs to change.
              canChange={can(role, 'posts.all') || !post.published}
              onDuplicate={() => void duplicate(post)}
              onDelete={() => setDeleting(post)}
              onSubmitForReview={can(role, 'posts.publish') ? undefined : () => void submitForReview(post)}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={postsCopy.deleteTitle}
          confirmLabel={postsCopy.deleteConfirm}
          pendingLabel={postsCopy.deletePending}
          pending={deletePending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>{postsCopy.deleteQuestion(deleting.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
