/**
 * Named queries for post revisions (docs/product/blog.md#posts). A revision is written in the same
 * transaction as the post write it records (posts.server.ts calls `recordRevision`), so a post never
 * changes without its revision or the other way round.
 */
import type { Knex } from 'knex';
import type { BlogPost } from '#shared/blog-post.ts';
import type { Database } from './db.server.ts';
import { changeSize, type ChangeSize } from '#shared/word-diff.ts';

/** How many revisions of each post are kept; the oldest beyond go when a new one is written. */
export const revisionsKept = 50;

export interface PostRevisionSummary {
  id: number;
  postId: number;
  title: string;
  authorId: number | null;
  /** The author's username; null when the account no longer exists. */
  authorName: string | null;
  createdAt: string;
}

/** A revision in the list: with how many words it added and removed against the one before it (the first: against nothing). */
export interface ListedRevision extends PostRevisionSummary, ChangeSize {}

export interface PostRevision extends PostRevisionSummary {
  slug: string;
  excerpt: string;
  content: string;
}

interface RevisionRow {
  id: number;
  post_id: number;
  title: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  author_id: number | null;
  author_name: string | null;
  created_at: string | Date;
}

function toSummary(row: RevisionRow): PostRevisionSummary {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    title: row.title,
    authorId: row.author_id === null ? null : Number(row.author_id),
    authorName: row.author_name ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const revisedFields = ['title', 'slug', 'excerpt', 'content'] as const;

/** Keeps a revision of post `postId` as its row now is, unless the newest one already holds the same text. */
/** How long a writer's autosaves keep folding into their own newest revision (decision 030). */
export const autosaveRevisionWindowMs = 10 * 60_000;

/**
 * Keeps a revision of post `postId` as its row now is, unless the newest one already holds the same text. An
 * autosave replaces the newest revision instead when the same writer made it within the window, so a writing
 * session leaves one revision, not one per pause, and the 50 kept reach further back.
 */
export async function recordRevision(trx: Knex.Transaction, postId: number, authorId: number | null, autosave = false): Promise<void> {
  const post = (await trx('blog_posts')
    .select(['id', ...revisedFields])
    .where({ id: postId })
    .first()) as Pick<BlogPost, 'id' | (typeof revisedFields)[number]> | undefined;
  if (!post) return;
  const newest = (await trx('post_revisions')
    .select(['id', 'author_id', 'created_at', ...revisedFields])
    .where({ post_id: post.id })
    .orderBy('id', 'desc')
    .first()) as (Pick<BlogPost, (typeof revisedFields)[number]> & { id: number; author_id: number | null; created_at: string | Date }) | undefined;
  if (newest && revisedFields.every((field) => newest[field] === post[field])) return;
  const folds =
    autosave &&
    newest !== undefined &&
    authorId !== null &&
    newest.author_id !== null &&
    Number(newest.author_id) === authorId &&
    Date.now() - new Date(newest.created_at).getTime() < autosaveRevisionWindowMs;
  if (folds) {
    await trx('post_revisions').where({ id: newest.id }).update({ title: post.title, slug: post.slug, excerpt: post.excerpt, content: post.content });
    return;
  }
  await trx('post_revisions').insert({
    post_id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author_id: authorId,
    created_at: new Date().toISOString(),
  });
  const kept = trx('post_revisions').select('id').where({ post_id: post.id }).orderBy('id', 'desc').limit(revisionsKept);
  await trx('post_revisions').where({ post_id: post.id }).whereNotIn('id', kept).delete();
}

function withAuthor(db: Database | Knex.Transaction, columns: string[]) {
  return db('post_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select([...columns.map((column) => `r.${column}`), 'u.username as author_name']);
}

const emptyText = { title: '', excerpt: '', content: '' };
const textOf = (row: RevisionRow) => ({ title: row.title, excerpt: row.excerpt ?? '', content: row.content ?? '' });

/** A post's revisions, newest first, without their text but with the size of each one's change. */
export async function listRevisions(db: Database, postId: number): Promise<ListedRevision[]> {
  const rows = (await withAuthor(db, ['id', 'post_id', 'title', 'excerpt', 'content', 'author_id', 'created_at'])
    .where('r.post_id', postId)
    .orderBy('r.id', 'desc')) as RevisionRow[];
  return rows.map((row, index) => {
    const older = rows[index + 1];
    return { ...toSummary(row), ...changeSize(older ? textOf(older) : emptyText, textOf(row)) };
  });
}

/** One revision of one post; undefined when that post has no revision with this id. */
export async function findRevision(db: Database, postId: number, revisionId: number): Promise<PostRevision | undefined> {
  const row = (await withAuthor(db, ['id', 'post_id', 'title', 'slug', 'excerpt', 'content', 'author_id', 'created_at'])
    .where({ 'r.post_id': postId, 'r.id': revisionId })
    .first()) as RevisionRow | undefined;
  return row && { ...toSummary(row), slug: row.slug ?? '', excerpt: row.excerpt ?? '', content: row.content ?? '' };
}
