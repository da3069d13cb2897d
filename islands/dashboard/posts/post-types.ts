import type { BlogPost } from '#shared/blog-post.ts';

/** A post as GET /api/admin/blog answers it (excerpt and content already sanitized by the server). */
export type DashboardPost = BlogPost;

/** What the editor sends (docs/product/api.md#endpoints: POST adds authorId "", PUT adds the id). */
export interface PostDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
}
