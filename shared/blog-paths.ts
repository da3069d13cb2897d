/** Paths of the public blog pages. */
export const blogPath = '/blog';

export const postPath = (slug: string): string => `${blogPath}/${encodeURIComponent(slug)}`;

export const blogPagePath = (page: number): string => (page <= 1 ? blogPath : `${blogPath}?page=${page}`);

/** The abortReason of `throw render(404, …)` for a missing or draft post; the error page shows "Post Not Found". */
export const postNotFoundReason = 'blog-post-not-found';

/** A tag's page of posts, `?page=N` from 2 on. */
export const tagPath = (slug: string, page = 1): string => `${blogPath}/tag/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;

export const tagFeedPath = (slug: string): string => `${blogPath}/tag/${encodeURIComponent(slug)}/rss.xml`;
