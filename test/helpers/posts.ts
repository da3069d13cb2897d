/** Blog posts for tests, written through the named queries. */
import { createPost, type BlogPost, type PostFields } from '#database/posts.server.ts';
import type { Database } from '#database/db.server.ts';

let counter = 0;

export function postFields(overrides: Partial<PostFields> = {}): PostFields {
  counter += 1;
  return {
    title: `Post ${counter}`,
    slug: `post-${counter}`,
    excerpt: `<strong>Excerpt</strong> ${counter}`,
    content: `<p>Content ${counter}</p>`,
    published: true,
    ...overrides,
  };
}

export function seedPost(db: Database, overrides: Partial<PostFields> = {}): Promise<BlogPost> {
  return createPost(db, postFields(overrides), null);
}
