/**
 * How a `blog_posts` row becomes a BlogPost: the columns read, camelCase fields, ISO timestamps on both
 * databases, and the post's tags. Used by the post queries (posts.server.ts, published-posts.server.ts).
 */
import type { BlogPost, PostStatus } from '#shared/blog-post.ts';
import { coverFocalLimits } from '#shared/cover-focal.ts';
import type { Database } from './db.server.ts';
import { tagsOfPosts } from './tags.server.ts';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  content_length?: number | string;
  published: boolean | number;
  status: string;
  publish_at: string | Date | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  noindex: boolean | number;
  cover_media_id: number | string | null;
  cover_focal_x: number | string;
  cover_focal_y: number | string;
  author_id: number | null;
  review_requested_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'published',
  'status',
  'publish_at',
  'meta_title',
  'meta_description',
  'canonical_url',
  'noindex',
  'cover_media_id',
  'cover_focal_x',
  'cover_focal_y',
  'author_id',
  'review_requested_at',
  'created_at',
  'updated_at',
];
export const postColumns = [...summaryColumns, 'content'];

export function toIso(value: string | Date): string {
  return new Date(value).toISOString();
}

export function toSummaryFields(row: PostRow): Omit<BlogPost, 'content' | 'tags'> {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    published: row.status === 'published',
    status: row.status as PostStatus,
    publishAt: row.publish_at === null ? null : toIso(row.publish_at),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    canonicalUrl: row.canonical_url,
    noindex: Boolean(row.noindex),
    coverImageId: row.cover_media_id === null || row.cover_media_id === undefined ? null : Number(row.cover_media_id),
    coverFocalX: Number(row.cover_focal_x ?? coverFocalLimits.default),
    coverFocalY: Number(row.cover_focal_y ?? coverFocalLimits.default),
    authorId: row.author_id === null ? null : Number(row.author_id),
    reviewRequestedAt: row.review_requested_at === null ? null : toIso(row.review_requested_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export async function withTags(db: Database, rows: PostRow[]): Promise<BlogPost[]> {
  const tags = await tagsOfPosts(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({ ...toSummaryFields(row), content: row.content ?? '', tags: (tags.get(Number(row.id)) ?? []).map((tag) => tag.name) }));
}

/** `%` and `_` in a search are themselves, not wildcards. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
