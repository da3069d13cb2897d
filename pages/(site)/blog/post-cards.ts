/** Cards and page numbers for the lists of posts (/blog and a tag's page). */
import type { BlogPostSummary } from '#database/posts.server.ts';
import type { PostCardData } from '#components/blog/PostCard.tsx';
import { sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { readTimeMinutes } from '#shared/blog-rules.ts';

/** Cards per page of a list. */
export const postsPerPage = 12;

/** `?page=N` with N a positive integer; anything else is not a page of the list. */
export function requestedPage(search: Record<string, string>): number | undefined {
  const value = search.page;
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

export function toCard(post: BlogPostSummary): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerptHtml: sanitizeExcerpt(post.excerpt),
    readTime: readTimeMinutes(post.contentLength),
    publishedAt: post.publishAt ?? post.createdAt,
    tags: post.tags,
  };
}
