import type { BlogPost, PendingChange } from '#shared/blog-post.ts';

export type { PendingChange };

/** A post as GET /api/admin/blog answers it (excerpt and content already sanitized by the server). */
export type DashboardPost = BlogPost;
