/**
 * The dashboard's posts (docs/product/admin.md#dashboard): the filters (search, status, tag, order; kept in
 * the address), loading text, empty state with Create First Post, cards with edit (the full-page editor),
 * view, duplicate and delete, and the delete confirmation. Every success and failure is a toast.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { postsCopy } from '#content/dashboard.ts';
import { can, type Role } from '#shared/roles.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { dashboardNewPostPath, dashboardPostPath } from '#shared/dashboard-paths.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PostCard } from './PostCard.tsx';
import { hasPostFilters, noPostFilters, PostFilters, postFiltersFrom, postFiltersQuery, type PostFilterValues } from './PostFilters.tsx';
import type { DashboardPost } from './post-types.ts';
import './posts.css';

export interface PostsPanelProps {
  role: Role;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
  /** Buttons beside the heading (New Post). */
  actions?: ReactNode;
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; posts: DashboardPost[]; filtered: boolean };

/** Typing in the search box waits this long before the list is asked for. */
const searchDelayMs = 250;

export function PostsPanel({ role, timeZone, actions }: PostsPanelProps) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [deleting, setDeleting] = useState<DashboardPost | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  /** null until the page has read its address (the server renders no filters). */
  const [filters, setFilters] = useState<PostFilterValues | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const filtersRef = useRef<PostFilterValues>(noPostFilters);
  const requestCount = useRef(0);

  const refresh = useCallback(async () => {
    const values = filtersRef.current;
    // Only the newest request's answer is shown (typing fires several).
    const request = ++requestCount.current;
    try {
      const posts = await apiRequest<DashboardPost[]>('GET', `/api/admin/blog${postFiltersQuery(values)}`);
      if (request === requestCount.current) setList({ status: 'loaded', posts, filtered: hasPostFilters(values) });
    } catch (error) {
      if (request !== requestCount.current) return;
      setList((current) => (current.status === 'loaded' ? current : { status: 'failed' }));
      toast({ title: postsCopy.loadFailedTitle, description: apiMessage(error) ?? postsCopy.reloadPage, variant: 'destructive' });
    }
  }, []);

  // The filters the address names, then again after the back or forward button.
  useEffect(() => {
    const fromAddress = () => {
      const values = postFiltersFrom(window.location.search);
      filtersRef.current = values;
      setFilters(values);
      void refresh();
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    apiRequest<string[]>('GET', '/api/admin/tags').then(setTags, () => setTags([]));
    return () => window.removeEventListener('popstate', fromAddress);
  }, [refresh]);

  // A new search waits for a pause in typing; a choice in a list applies at once.
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  function changeFilters(values: PostFilterValues): void {
    const typed = values.q !== filtersRef.current.q;
    filtersRef.current = values;
    setFilters(values);
    const url = `${window.location.pathname}${postFiltersQuery(values)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    clearTimeout(searchTimer.current);
    if (typed) searchTimer.current = setTimeout(() => void refresh(), searchDelayMs);
    else void refresh();
  }

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
  const filtered = list.status === 'loaded' && list.filtered;

  return (
    <section className="posts-panel" aria-labelledby="posts-heading">
      <div className="dashboard-header">
        <h1 id="posts-heading">{postsCopy.heading}</h1>
        {actions}
      </div>
      {filters && (filtered || posts.length > 0) && <PostFilters values={filters} tags={tags} onChange={changeFilters} />}
      {list.status === 'loading' && <p role="status">{postsCopy.loading}</p>}
      {list.status === 'failed' && <p role="alert">{postsCopy.loadFailed}</p>}
      {/* Said by screen readers when a filter changes the list. */}
      {list.status === 'loaded' && posts.length > 0 && (
        <p className="post-count" role="status">
          {postsCopy.count(posts.length)}
        </p>
      )}
      {list.status === 'loaded' && filtered && posts.length === 0 && (
        <div className="dashboard-empty">
          <p role="status">{postsCopy.noMatches}</p>
          <button type="button" className="button button-secondary" onClick={() => changeFilters({ ...noPostFilters, sort: filters?.sort ?? 'created' })}>
            {postsCopy.clearFilters}
          </button>
        </div>
      )}
      {list.status === 'loaded' && !filtered && posts.length === 0 && (
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
              {...{ post, timeZone }}
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
