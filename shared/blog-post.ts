/** A blog post as the API answers it (docs/product/blog.md#posts); shared by the server and the dashboard. */
import type { PostStatus } from './blog-rules.ts';

export type { PostStatus };

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** `status === 'published'`, kept for the clients that know only this. */
  published: boolean;
  status: PostStatus;
  /** When the post went (or goes) live, ISO 8601 in UTC; null for a draft without one. */
  publishAt: string | null;
  /** null: the title. */
  metaTitle: string | null;
  /** null: the excerpt as plain text. */
  metaDescription: string | null;
  /** null: the post's own URL. */
  canonicalUrl: string | null;
  noindex: boolean;
  /** The media library image shown as the post's cover, on its cards and as its social card; null: none. */
  coverImageId: number | null;
  /** The cover's focal point, whole percents 0–100 from its top left (shared/cover-focal.ts); 50, 50: the centre. */
  coverFocalX: number;
  coverFocalY: number;
  /** Tag names, in alphabetical order. */
  tags: string[];
  authorId: number | null;
  /** When the author submitted the draft for review (null when not submitted, or once published). */
  reviewRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A published or scheduled post's autosaved change that visitors do not see yet (decision 030): the post's
 * text, SEO fields and tag names as the editor last saved them, and the versions it was made on.
 */
export interface PendingChange extends Pick<
  BlogPost,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'metaTitle'
  | 'metaDescription'
  | 'canonicalUrl'
  | 'noindex'
  | 'tags'
  | 'coverImageId'
  | 'coverFocalX'
  | 'coverFocalY'
  | 'authorId'
  | 'updatedAt'
> {
  postId: number;
  /** The post's `updatedAt` this change was made on. */
  baseUpdatedAt: string;
}
