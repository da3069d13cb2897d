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
  /** Tag names, in alphabetical order. */
  tags: string[];
  authorId: number | null;
  /** When the author submitted the draft for review (null when not submitted, or once published). */
  reviewRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
