/**
 * Old slugs of published posts (docs/product/blog.md#slugs): each redirects to
 * the post's current slug for as long as the post exists.
 */
import type { Knex } from 'knex';
import type { Database } from './db.server.ts';

/** Raised when a slug redirects to another post. */
export class SlugRedirectsError extends Error {
  constructor() {
    super('This slug belonged to another post and redirects to it');
  }
}

/** Inside a post write: refuses a slug that redirects to another post, and drops the redirect when the post takes its old slug back. */
export async function claimSlug(trx: Knex.Transaction, slug: string, postId: number | null): Promise<void> {
  const row = (await trx('post_slug_redirects').where({ slug }).first('post_id')) as { post_id: number | string } | undefined;
  if (!row) return;
  if (postId === null || Number(row.post_id) !== postId) throw new SlugRedirectsError();
  await trx('post_slug_redirects').where({ slug }).delete();
}

export async function keepOldSlug(trx: Knex.Transaction, slug: string, postId: number): Promise<void> {
  await trx('post_slug_redirects').insert({ slug, post_id: postId, created_at: new Date().toISOString() }).onConflict('slug').ignore();
}

/** The current slug of the published post that `slug` used to name; undefined when none. */
export async function findRedirectedSlug(db: Database, slug: string): Promise<string | undefined> {
  const row = (await db('post_slug_redirects')
    .join('blog_posts', 'blog_posts.id', 'post_slug_redirects.post_id')
    .where('post_slug_redirects.slug', slug)
    .where('blog_posts.status', 'published')
    .first('blog_posts.slug as slug')) as { slug: string } | undefined;
  return row?.slug;
}
