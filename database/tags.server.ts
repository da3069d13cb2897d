/**
 * Named queries for tags (docs/product/blog.md#tags). A tag is created the first
 * time a post names it; its slug is unique, so names that differ only in case or
 * punctuation are one tag, named as first written.
 */
import type { Knex } from 'knex';
import { tagSlug } from '#shared/blog-rules.ts';
import type { Database } from './db.server.ts';

export interface Tag {
  slug: string;
  name: string;
}

/** Replaces a post's tags, creating the tags that do not exist yet (inside the post's write transaction). */
export async function setPostTags(trx: Knex.Transaction, postId: number, names: string[]): Promise<void> {
  await trx('post_tags').where({ post_id: postId }).delete();
  const bySlug = new Map<string, string>();
  for (const name of names) if (!bySlug.has(tagSlug(name))) bySlug.set(tagSlug(name), name);
  if (bySlug.size === 0) return;
  const now = new Date().toISOString();
  await trx('tags')
    .insert([...bySlug].map(([slug, name]) => ({ slug, name, created_at: now })))
    .onConflict('slug')
    .ignore();
  const ids = (await trx('tags')
    .whereIn('slug', [...bySlug.keys()])
    .select('id')) as { id: number | string }[];
  await trx('post_tags').insert(ids.map(({ id }) => ({ post_id: postId, tag_id: Number(id) })));
}

/** Each post's tags, by name. */
export async function tagsOfPosts(db: Database, postIds: number[]): Promise<Map<number, Tag[]>> {
  const tags = new Map<number, Tag[]>(postIds.map((id) => [id, []]));
  // A few hundred ids per query: SQLite allows 32,766 bound values, PostgreSQL 65,535.
  for (let start = 0; start < postIds.length; start += 500) {
    const rows = (await db('post_tags')
      .join('tags', 'tags.id', 'post_tags.tag_id')
      .whereIn('post_tags.post_id', postIds.slice(start, start + 500))
      .select('post_tags.post_id as post_id', 'tags.slug as slug', 'tags.name as name')
      .orderBy('tags.name')) as { post_id: number | string; slug: string; name: string }[];
    for (const row of rows) tags.get(Number(row.post_id))?.push({ slug: row.slug, name: row.name });
  }
  return tags;
}

export async function findTagBySlug(db: Database, slug: string): Promise<(Tag & { id: number }) | undefined> {
  const row = (await db('tags').where({ slug }).first('id', 'slug', 'name')) as { id: number | string; slug: string; name: string } | undefined;
  return row && { id: Number(row.id), slug: row.slug, name: row.name };
}

/** Tags with at least one published post (the sitemap), with the newest of those posts' dates. */
export async function listPublishedTags(db: Database): Promise<(Tag & { lastModified: string })[]> {
  const rows = (await db('tags')
    .join('post_tags', 'post_tags.tag_id', 'tags.id')
    .join('blog_posts', 'blog_posts.id', 'post_tags.post_id')
    .where('blog_posts.status', 'published')
    .groupBy('tags.id', 'tags.slug', 'tags.name')
    .select('tags.slug as slug', 'tags.name as name', db.raw('max(blog_posts.updated_at) as last_modified'))
    .orderBy('tags.slug')) as { slug: string; name: string; last_modified: string | Date }[];
  return rows.map((row) => ({ slug: row.slug, name: row.name, lastModified: new Date(row.last_modified).toISOString() }));
}

/** Every tag's name, for the editor's suggestions. */
export async function listTagNames(db: Database): Promise<string[]> {
  return ((await db('tags').select('name').orderBy('name')) as { name: string }[]).map((row) => row.name);
}
