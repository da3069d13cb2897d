/**
 * The post list's filters (decision 043): search by title, status, tag and the order. They live in the page's
 * query string (`?q=&status=&tag=&sort=`), so a reload, the back button or a shared address keeps them; the
 * API takes the same names (GET /api/admin/blog).
 */
import { postsCopy as copy } from '#content/dashboard.ts';
import { postStatuses, tagSlug, type PostStatus } from '#shared/blog-rules.ts';

export interface PostFilterValues {
  q: string;
  status: PostStatus | '';
  /** A tag's slug, or '' for any. */
  tag: string;
  sort: 'created' | 'updated';
}

export const noPostFilters: PostFilterValues = { q: '', status: '', tag: '', sort: 'created' };

export const hasPostFilters = (values: PostFilterValues): boolean => values.q.trim() !== '' || values.status !== '' || values.tag !== '';

/** The filters a query string names; anything unknown is left out (the default). */
export function postFiltersFrom(search: string): PostFilterValues {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : '',
    tag: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.get('tag') ?? '') ? params.get('tag')!.slice(0, 60) : '',
    sort: sort === 'updated' ? 'updated' : 'created',
  };
}

/** The query string (with its "?", or '' when every filter is the default), for the address bar and the API. */
export function postFiltersQuery(values: PostFilterValues): string {
  const params = new URLSearchParams();
  if (values.q.trim()) params.set('q', values.q.trim());
  if (values.status) params.set('status', values.status);
  if (values.tag) params.set('tag', values.tag);
  if (values.sort !== 'created') params.set('sort', values.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

interface PostFiltersProps {
  values: PostFilterValues;
  /** Every tag's name (GET /api/admin/tags). */
  tags: string[];
  onChange: (values: PostFilterValues) => void;
}

export function PostFilters({ values, tags, onChange }: PostFiltersProps) {
  const set = (patch: Partial<PostFilterValues>) => onChange({ ...values, ...patch });
  // A tag the address names but the list lacks (deleted meanwhile) still shows as chosen.
  const tagOptions = tags.map((name) => ({ name, slug: tagSlug(name) }));
  if (values.tag && !tagOptions.some((option) => option.slug === values.tag)) tagOptions.push({ name: values.tag, slug: values.tag });
  return (
    <form className="post-filters" role="search" aria-label={copy.filtersLabel} onSubmit={(event) => event.preventDefault()}>
      <div className="post-filter post-filter-search">
        <label htmlFor="post-filter-q">{copy.search}</label>
        <input
          id="post-filter-q"
          type="search"
          name="q"
          maxLength={200}
          autoComplete="off"
          value={values.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="post-filter">
        <label htmlFor="post-filter-status">{copy.status}</label>
        <select id="post-filter-status" name="status" value={values.status} onChange={(event) => set({ status: event.target.value as PostStatus | '' })}>
          <option value="">{copy.anyStatus}</option>
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {copy.statusNames[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="post-filter">
        <label htmlFor="post-filter-tag">{copy.tag}</label>
        <select id="post-filter-tag" name="tag" value={values.tag} onChange={(event) => set({ tag: event.target.value })}>
          <option value="">{copy.anyTag}</option>
          {tagOptions.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="post-filter post-filter-sort">
        <label htmlFor="post-filter-sort">{copy.sort}</label>
        <select
          id="post-filter-sort"
          name="sort"
          value={values.sort}
          onChange={(event) => set({ sort: event.target.value === 'updated' ? 'updated' : 'created' })}
        >
          <option value="created">{copy.sorts.created}</option>
          <option value="updated">{copy.sorts.updated}</option>
        </select>
      </div>
    </form>
  );
}
