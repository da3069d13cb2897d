/** A blog post as the API answers it (docs/product/blog.md#posts); shared by the server and the dashboard. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
  authorId: number | null;
  /** When the author submitted the draft for review (null when not submitted, or once published). */
  reviewRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
