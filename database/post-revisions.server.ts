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

/** How much editing one revision gathers before it is kept as it is (docs/product/blog.md#revisions-while-writing). */
export const revisionEditingMs = 10 * 60_000;
/** A pause between two autosaves longer than this is not editing time (the writer was away, or reading). */
export const editingPauseMs = 2 * 60_000;

export interface RevisionWrite {
  /** The editor's autosave: it folds into the writer's own revision still gathering edits (decision 108). */
  autosave?: boolean | undefined;
  /** Milliseconds since the epoch (the app's clock, which tests move). */
  now?: number | undefined;
}

type NewestRevision = Pick<BlogPost, (typeof revisedFields)[number]> & {
  id: number;
  author_id: number | null;
  edited_at: string | Date | null;
  editing_ms: number | string;
};

/**
 * Keeps a revision of post `postId` as its row now is, unless the newest one already holds the same text
 * (decision 108). An autosave folds into the newest revision while that one is still gathering the same writer's
 * edits, adding the time since the previous autosave when it is a pause of editing, not an absence; once that
 * revision holds 10 minutes of editing it is kept as it is, and the next autosave starts another. Any other save keeps a
 * revision of its own, and so does the writer leaving the editor (`keepOpenRevision`).
 */
export async function recordRevision(trx: Knex.Transaction, postId: number, authorId: number | null, write: RevisionWrite = {}): Promise<void> {
  const { autosave = false, now = Date.now() } = write;
  const post = (await trx('blog_posts')
    .select(['id', ...revisedFields])
    .where({ id: postId })
    .first()) as Pick<BlogPost, 'id' | (typeof revisedFields)[number]> | undefined;
  if (!post) return;
  const newest = (await trx('post_revisions')
    .select(['id', 'author_id', 'edited_at', 'editing_ms', ...revisedFields])
    .where({ post_id: post.id })
    .orderBy('id', 'desc')
    .first()) as NewestRevision | undefined;
  const at = new Date(now).toISOString();
  if (newest && revisedFields.every((field) => newest[field] === post[field])) {
    // Nothing new to keep; a save by hand (Save draft) still ends the gathering, so later autosaves keep it.
    if (!autosave && newest.edited_at !== null) await trx('post_revisions').where({ id: newest.id }).update({ edited_at: null });
    return;
  }
  const text = { title: post.title, slug: post.slug, excerpt: post.excerpt, content: post.content };
  const gathering = autosave && newest !== undefined && newest.edited_at !== null && authorId !== null && Number(newest.author_id) === authorId;
  // The time since the writer's previous autosave is editing, unless it is a pause long enough to be an absence.
  const pause = gathering ? now - new Date(newest.edited_at!).getTime() : 0;
  const editingMs = pause >= 0 && pause <= editingPauseMs ? pause : 0;
  if (gathering && Number(newest.editing_ms) < revisionEditingMs) {
    await trx('post_revisions')
      .where({ id: newest.id })
      .update({ ...text, edited_at: at, editing_ms: Number(newest.editing_ms) + editingMs });
    return;
  }
  await trx('post_revisions').insert({
    post_id: post.id,
    ...text,
    author_id: authorId,
    created_at: at,
    edited_at: autosave ? at : null,
    editing_ms: editingMs,
  });
  const kept = trx('post_revisions').select('id').where({ post_id: post.id }).orderBy('id', 'desc').limit(revisionsKept);
  await trx('post_revisions').where({ post_id: post.id }).whereNotIn('id', kept).delete();
}

/**
 * The writer left the editor: the revision gathering their autosaves is kept as it is, so the next sitting starts
 * a revision of its own. False when there was none (the newest revision is already kept: nothing changed since).
 */
export async function keepOpenRevision(db: Database, postId: number): Promise<boolean> {
  const newest = db('post_revisions').max('id').where({ post_id: postId });
  const count = await db('post_revisions').where({ post_id: postId }).whereIn('id', newest).whereNotNull('edited_at').update({ edited_at: null });
  return count > 0;
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
