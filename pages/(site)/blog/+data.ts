// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { listPublishedPostSummaries } from '#database/posts.server.ts';
import type { HeadOverrides } from '#renderer/head.ts';
import { sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { readTimeMinutes } from '#shared/blog-rules.ts';
import { blogPagePath } from '#shared/blog-paths.ts';
import { withDatabase } from '#pages/page-database.server.ts';

/** Cards per page of /blog. */
const postsPerPage = 12;

export interface PostCardData {
  slug: string;
  title: string;
  /** Sanitized HTML. */
  excerptHtml: string;
  readTime: number;
  publishedAt: string;
}

export interface Data {
  posts: PostCardData[];
  page: number;
  pageCount: number;
  head: HeadOverrides;
}

/** `?page=N` with N a positive integer; anything else is not a page of the list. */
function requestedPage(search: Record<string, string>): number | undefined {
  const value = search.page;
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const page = requestedPage(pageContext.urlParsed.search);
  if (page === undefined) throw render(404);
  const { posts, total } = await withDatabase(pageContext, (db) => listPublishedPostSummaries(db, { page, limit: postsPerPage }));
  const pageCount = Math.max(1, Math.ceil(total / postsPerPage));
  if (page > pageCount) throw render(404);
  return {
    posts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      excerptHtml: sanitizeExcerpt(post.excerpt),
      readTime: readTimeMinutes(post.contentLength),
      publishedAt: post.createdAt,
    })),
    page,
    pageCount,
    head: page > 1 ? { canonicalPath: blogPagePath(page) } : {},
  };
}
