/** Cards and page numbers for the lists of posts (/blog and a tag's page). */
import type { PageContextServer } from 'vike/types';
import { imagesForIds } from '#database/media.server.ts';
import type { BlogPostSummary } from '#database/published-posts.server.ts';
import type { PostCardData } from '#components/blog/PostCard.tsx';
import { withDatabase } from '#pages/page-database.server.ts';
import { pictureHtml, type PictureSource } from '#server/blog/pictures.server.ts';
import { sanitizeExcerpt } from '#server/blog/sanitize.server.ts';
import { readTimeMinutes } from '#shared/blog-rules.ts';
import { coverFocalClasses, type CoverFocal } from '#shared/cover-focal.ts';

/** Cards per page of a list. */
export const postsPerPage = 12;

/** `?page=N` with N a positive integer; anything else is not a page of the list. */
export function requestedPage(search: Record<string, string>): number | undefined {
  const value = search.page;
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

/** A card is a third of the container at most, the whole screen on a phone. */
const cardImageSizes = '(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw';

/**
 * A card's cover: decorative (empty alt), because the card's title, the link
 * next to it, already says what it shows. The first card's may be above the
 * fold; the others load lazily.
 */
function coverOf(cover: PictureSource | undefined, index: number, focal: CoverFocal): string | null {
  return cover ? pictureHtml(cover, { alt: '', eager: index === 0, sizes: cardImageSizes, className: coverFocalClasses(focal) }) : null;
}

/** The cards of a list page, with their covers from the media library. */
export async function toCards(pageContext: PageContextServer, posts: BlogPostSummary[]): Promise<PostCardData[]> {
  const ids = posts.flatMap((post) => (post.coverImageId === null ? [] : [post.coverImageId]));
  const covers = ids.length === 0 ? new Map<number, PictureSource>() : await withDatabase(pageContext, (db) => imagesForIds(db, ids));
  return posts.map((post, index) => toCard(post, coverOf(post.coverImageId === null ? undefined : covers.get(post.coverImageId), index, post)));
}

export function toCard(post: BlogPostSummary, coverHtml: string | null = null): PostCardData {
  return {
    coverHtml,
    slug: post.slug,
    title: post.title,
    excerptHtml: sanitizeExcerpt(post.excerpt),
    readTime: readTimeMinutes(post.contentLength),
    publishedAt: post.publishAt ?? post.createdAt,
    tags: post.tags,
  };
}
