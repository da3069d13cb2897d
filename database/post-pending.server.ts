/**
 * The pending change of a published or scheduled post (decision 030): the editor's autosave of a post visitors
 * can see goes here, not into the post, so the public page does not change until Update. One per post. Every
 * write is conditional: on the post's `updated_at` the change was made on, and on the pending change the writer
 * last saw (none, or its `updated_at`), so a second tab or a published update is reported (PostChangedError),
 * never overwritten. Saving the post itself ends its pending change (posts.server.ts `updatePost`).
 */
import type { Knex } from 'knex';
import type { PendingChange } from '#shared/blog-post.ts';
import { isPostgres, type Database } from './db.server.ts';
import { PostChangedError } from './posts.server.ts';

export type { PendingChange };

/** What a writer sends: the change without its post, versions and author, which the write decides. */
export type PendingFields = Omit<PendingChange, 'postId' | 'baseUpdatedAt' | 'authorId' | 'updatedAt'>;

export interface PendingPreconditions {
  /** The post's `updatedAt` the writer edited. */
  postUpdatedAt: string;
  /** The pending change's `updatedAt` the writer last saw; null: the writer saw none. */
  pendingUpdatedAt: string | null;
}

interface PendingRow {
  post_id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  noindex: boolean | number;
  tags: string;
  cover_media_id: number | null;
  cover_focal_x: number | string;
  cover_focal_y: number | string;
  author_id: number | null;
  base_updated_at: string | Date;
  updated_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toPending(row: PendingRow): PendingChange {
  let tags: unknown;
  try {
    tags = JSON.parse(row.tags);
  } catch {
    tags = [];
  }
  return {
    postId: Number(row.post_id),
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    canonicalUrl: row.canonical_url,
    noindex: Boolean(row.noindex),
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    coverImageId: row.cover_media_id === null ? null : Number(row.cover_media_id),
    coverFocalX: Number(row.cover_focal_x),
    coverFocalY: Number(row.cover_focal_y),
    authorId: row.author_id === null ? null : Number(row.author_id),
    baseUpdatedAt: iso(row.base_updated_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findPendingChange(db: Database | Knex.Transaction, postId: number): Promise<PendingChange | undefined> {
  const row = (await db('post_pending_changes').where({ post_id: postId }).first()) as PendingRow | undefined;
  return row && toPending(row);
}

/** The post row and its pending change, locked on PostgreSQL for the rest of the transaction; throws PostChangedError when either moved on. */
async function checkPreconditions(trx: Knex.Transaction, db: Database, postId: number, expected: PendingPreconditions): Promise<{ exists: boolean }> {
  const postQuery = trx('blog_posts').where({ id: postId }).first('updated_at');
  const post = (await (isPostgres(db) ? postQuery.forUpdate() : postQuery)) as { updated_at: string | Date } | undefined;
  if (!post) return { exists: false };
  if (iso(post.updated_at) !== expected.postUpdatedAt) throw new PostChangedError('post');
  const pending = await findPendingChange(trx, postId);
  if ((pending?.updatedAt ?? null) !== expected.pendingUpdatedAt) throw new PostChangedError('pending');
  return { exists: true };
}

/** Writes (or replaces) the pending change; undefined when the post does not exist. */
export async function savePendingChange(
  db: Database,
  postId: number,
  fields: PendingFields,
  authorId: number | null,
  expected: PendingPreconditions,
): Promise<PendingChange | undefined> {
  return db.transaction(async (trx) => {
    if (!(await checkPreconditions(trx, db, postId, expected)).exists) return undefined;
    // A new time even within the same millisecond, so each write's precondition names one write.
    let now = new Date().toISOString();
    if (expected.pendingUpdatedAt !== null && now <= expected.pendingUpdatedAt) now = new Date(Date.parse(expected.pendingUpdatedAt) + 1).toISOString();
    const row = {
      title: fields.title,
      slug: fields.slug,
      excerpt: fields.excerpt,
      content: fields.content,
      meta_title: fields.metaTitle,
      meta_description: fields.metaDescription,
      canonical_url: fields.canonicalUrl,
      noindex: fields.noindex,
      tags: JSON.stringify(fields.tags),
      cover_media_id: fields.coverImageId,
      cover_focal_x: fields.coverFocalX,
      cover_focal_y: fields.coverFocalY,
      author_id: authorId,
      base_updated_at: expected.postUpdatedAt,
      updated_at: now,
    };
    if (expected.pendingUpdatedAt === null) await trx('post_pending_changes').insert({ post_id: postId, ...row });
    else await trx('post_pending_changes').where({ post_id: postId }).update(row);
    return findPendingChange(trx, postId);
  });
}

/** Discards the pending change (only the version the caller saw, when named); false when there was none. */
export async function deletePendingChange(db: Database, postId: number, pendingUpdatedAt?: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const pending = await findPendingChange(trx, postId);
    if (!pending) return false;
    if (pendingUpdatedAt !== undefined && pending.updatedAt !== pendingUpdatedAt) throw new PostChangedError('pending');
    await trx('post_pending_changes').where({ post_id: postId }).delete();
    return true;
  });
}
