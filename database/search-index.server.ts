/**
 * Writes of the site search's index (decision 058): a row per published, indexable post and per public
 * page. A post's row changes in the transaction that changes the post (reindexPosts, called by every post
 * write), so the index never shows what visitors cannot: drafts, scheduled posts, pending changes (which
 * live in their own table until Update) and noindex posts have no row. The pages' rows come from content/
 * at start (upsertPageDocuments). The engines' full-text indexes follow the rows by themselves (the
 * triggers and generated column of the 2026-11-27-0100 migration).
 */
import type { Knex } from 'knex';
import { postPath } from '#shared/blog-paths.ts';
import { htmlToText, plainTextForIndex } from '#shared/html-text.ts';
import type { Database } from './db.server.ts';

/** What the index holds of a page or post. */
export interface SearchDocument {
  url: string;
  title: string;
  excerpt: string;
  tags: string;
  body: string;
}

/** A few hundred ids per statement: SQLite allows 32,766 bound values, PostgreSQL 65,535. */
const batch = 500;

/** Brings the index rows of these posts in line with the posts, inside the caller's write transaction. */
export async function reindexPosts(trx: Knex, postIds: readonly number[]): Promise<void> {
  for (let start = 0; start < postIds.length; start += batch) {
    const ids = postIds.slice(start, start + batch);
    await trx('search_documents').whereIn('post_id', ids).delete();
    const posts = (await trx('blog_posts')
      .whereIn('id', ids)
      .where({ status: 'published', noindex: false })
      .select('id', 'slug', 'title', 'excerpt', 'content')) as { id: number | string; slug: string; title: string; excerpt: string; content: string }[];
    if (posts.length === 0) continue;
    const tags = (await trx('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .whereIn('post_tags.post_id', ids)
      .select('post_tags.post_id as post_id', 'tags.name as name')) as { post_id: number | string; name: string }[];
    const tagsOf = (id: number) =>
      tags
        .filter((tag) => Number(tag.post_id) === id)
        .map((tag) => tag.name)
        .join(' ');
    await trx('search_documents').insert(
      posts.map((post) => ({
        key: `post:${post.id}`,
        kind: 'post',
        post_id: Number(post.id),
        url: postPath(post.slug),
        title: plainTextForIndex(post.title),
        excerpt: htmlToText(post.excerpt),
        tags: plainTextForIndex(tagsOf(Number(post.id))),
        body: htmlToText(post.content),
      })),
    );
  }
}

/** Every post's row again (the backfill migration, and the bench). */
export async function reindexAllPosts(trx: Knex): Promise<void> {
  const ids = ((await trx('blog_posts').select('id')) as { id: number | string }[]).map((row) => Number(row.id));
  await reindexPosts(trx, ids);
}

/**
 * The posts whose row is missing (a published, indexable post without one) or left over (a row whose post is no
 * longer published and indexable), as one query each: what a process repairs at start (reconcilePostDocuments),
 * and what the tests compare.
 */
export async function postsOutOfIndex(db: Knex): Promise<{ missing: number[]; leftOver: number[] }> {
  const missing = (await db('blog_posts')
    .where({ status: 'published', noindex: false })
    .whereNotExists((query) => query.select(db.raw('1')).from('search_documents').whereRaw('search_documents.post_id = blog_posts.id'))
    .select('id')) as { id: number | string }[];
  const leftOver = (await db('search_documents')
    .where({ kind: 'post' })
    .whereNotExists((query) =>
      query.select(db.raw('1')).from('blog_posts').whereRaw('blog_posts.id = search_documents.post_id').where({ status: 'published', noindex: false }),
    )
    .select('post_id')) as { post_id: number | string | null }[];
  return {
    missing: missing.map((row) => Number(row.id)),
    leftOver: leftOver.filter((row) => row.post_id !== null).map((row) => Number(row.post_id)),
  };
}

/**
 * Writes the rows of the posts out of the index (postsOutOfIndex), at start: a database written before every
 * write path kept the index (the imports before 2026-12-07), or by hand, is searchable after a restart. Returns
 * how many posts it wrote.
 */
export async function reconcilePostDocuments(db: Database): Promise<number> {
  const { missing, leftOver } = await postsOutOfIndex(db);
  const ids = [...missing, ...leftOver];
  if (ids.length > 0) await db.transaction((trx) => reindexPosts(trx, ids));
  return ids.length;
}

/**
 * The pages' rows become exactly `pages`: each written by its path (an upsert, so two processes starting at
 * once both succeed), and pages no longer listed removed.
 */
export async function upsertPageDocuments(db: Database, pages: readonly SearchDocument[]): Promise<void> {
  await db.transaction(async (trx) => {
    const keys = pages.map((page) => `page:${page.url}`);
    for (const page of pages) {
      const row = {
        kind: 'page',
        url: page.url,
        title: plainTextForIndex(page.title),
        excerpt: plainTextForIndex(page.excerpt),
        tags: plainTextForIndex(page.tags),
        body: plainTextForIndex(page.body),
      };
      await trx('search_documents')
        .insert({ key: `page:${page.url}`, ...row })
        .onConflict('key')
        .merge(row);
    }
    await trx('search_documents').where({ kind: 'page' }).whereNotIn('key', keys).delete();
  });
}
