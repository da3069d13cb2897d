/**
 * Named queries for blog posts. Rows come back as plain
 * objects with camelCase fields and ISO timestamps on both databases. Every
 * write bumps the content version in the same transaction.
 */
import type { Knex } from 'knex';
import type { BlogPost } from '#shared/blog-post.ts';
import { contentVersionAnnounced } from './content-version.server.ts';
import { isPostgres, type Database } from './db.server.ts';

export type { BlogPost };

/** A post as a list card shows it: the content's length instead of the content. */
export interface BlogPostSummary extends Omit<BlogPost, 'content'> {
  contentLength: number;
}

export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface PostPage<T> {
  posts: T[];
  total: number;
}

/** Raised when the unique index on slug refuses a write (also when two writes race). */
export class SlugTakenError extends Error {
  constructor() {
    super('A post with this slug already exists');
  }
}

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  content_length?: number | string;
  published: boolean | number;
  author_id: number | null;
  review_requested_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const summaryColumns = ['id', 'slug', 'title', 'excerpt', 'published', 'author_id', 'review_requested_at', 'created_at', 'updated_at'];
const postColumns = [...summaryColumns, 'content'];

function toIso(value: string | Date): string {
  return new Date(value).toISOString();
}

function toSummaryFields(row: PostRow): Omit<BlogPost, 'content'> {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    published: Boolean(row.published),
    authorId: row.author_id === null ? null : Number(row.author_id),
    reviewRequestedAt: row.review_requested_at === null ? null : toIso(row.review_requested_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toPost(row: PostRow): BlogPost {
  return { ...toSummaryFields(row), content: row.content ?? '' };
}

function toSummary(row: PostRow): BlogPostSummary {
  return { ...toSummaryFields(row), contentLength: Number(row.content_length ?? 0) };
}

const newestFirst = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Raises the content version; on PostgreSQL answers the new one (to wait for its announcement). */
async function bumpContentVersion(trx: Knex.Transaction): Promise<number | undefined> {
  if (!isPostgres(trx)) {
    await trx('content_version').where({ id: 1 }).increment('version', 1);
    return undefined;
  }
  const [row] = (await trx('content_version').where({ id: 1 }).increment('version', 1).returning('version')) as { version: number | string }[];
  return row ? Number(row.version) : undefined;
}

/** Runs a post write and the version bump as one transaction; a taken slug becomes SlugTakenError. */
async function writePosts<T>(db: Database, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    const { result, version } = await db.transaction(async (trx) => {
      const written = await write(trx);
      return { result: written, version: await bumpContentVersion(trx) };
    });
    if (version !== undefined) await contentVersionAnnounced(db, version);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

export async function listPublishedPosts(db: Database, { page, limit }: PageRequest): Promise<PostPage<BlogPost>> {
  const [rows, total] = await Promise.all([
    db('blog_posts').select(postColumns).where({ published: true }).orderBy([...newestFirst]).limit(limit).offset((page - 1) * limit),
    countPublishedPosts(db),
  ]);
  return { posts: (rows as PostRow[]).map(toPost), total };
}

/** Cards for the blog list page: no content, only its length (for the read time). */
export async function listPublishedPostSummaries(db: Database, { page, limit }: PageRequest): Promise<PostPage<BlogPostSummary>> {
  const [rows, total] = await Promise.all([
    db('blog_posts')
      .select([...summaryColumns, db.raw('length(content) as content_length')])
      .where({ published: true })
      .orderBy([...newestFirst])
      .limit(limit)
      .offset((page - 1) * limit),
    countPublishedPosts(db),
  ]);
  return { posts: (rows as PostRow[]).map(toSummary), total };
}

export async function countPublishedPosts(db: Database): Promise<number> {
  const row = (await db('blog_posts').where({ published: true }).count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Slugs and dates of every published post, newest first (sitemap). */
export async function listPublishedPostPaths(db: Database): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = (await db('blog_posts').select('slug', 'updated_at').where({ published: true }).orderBy([...newestFirst])) as PostRow[];
  return rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updated_at) }));
}

export async function findPublishedPostBySlug(db: Database, slug: string): Promise<BlogPost | undefined> {
  const row = (await db('blog_posts').select(postColumns).where({ slug, published: true }).first()) as PostRow | undefined;
  return row && toPost(row);
}

/** Every post, drafts included, newest first (the dashboard); only one author's with `authorId`. */
export async function listAllPosts(db: Database, authorId?: number): Promise<BlogPost[]> {
  const query = db('blog_posts').select(postColumns).orderBy([...newestFirst]);
  if (authorId !== undefined) query.where({ author_id: authorId });
  return ((await query) as PostRow[]).map(toPost);
}

/**
 * Limits a write to one author's unpublished posts (an author's own drafts), so
 * a post an editor publishes meanwhile is never changed or deleted by the author.
 */
export interface DraftsOf {
  authorId: number;
}

function scoped(query: Knex.QueryBuilder, id: number, draftsOf: DraftsOf | undefined): Knex.QueryBuilder {
  query.where({ id });
  return draftsOf ? query.where({ author_id: draftsOf.authorId, published: false }) : query;
}

export async function findPostById(db: Database, id: number): Promise<BlogPost | undefined> {
  const row = (await db('blog_posts').select(postColumns).where({ id }).first()) as PostRow | undefined;
  return row && toPost(row);
}

export async function createPost(db: Database, fields: PostFields, authorId: number | null): Promise<BlogPost> {
  const now = new Date().toISOString();
  return writePosts(db, async (trx) => {
    const [row] = (await trx('blog_posts')
      .insert({ ...fields, author_id: authorId, created_at: now, updated_at: now })
      .returning(postColumns)) as PostRow[];
    return toPost(row!);
  });
}

/** Undefined when no post has this id (within `draftsOf`). Publishing ends the review request. */
export async function updatePost(db: Database, id: number, fields: PostFields, draftsOf?: DraftsOf): Promise<BlogPost | undefined> {
  return writePosts(db, async (trx) => {
    const [row] = (await scoped(trx('blog_posts'), id, draftsOf)
      .update({ ...fields, ...(fields.published ? { review_requested_at: null } : {}), updated_at: new Date().toISOString() })
      .returning(postColumns)) as PostRow[];
    return row && toPost(row);
  });
}

/** Marks a draft as submitted for review; undefined when there is no such draft (within `draftsOf`). */
export async function requestReview(db: Database, id: number, draftsOf?: DraftsOf): Promise<BlogPost | undefined> {
  const [row] = (await scoped(db('blog_posts'), id, draftsOf)
    .where({ published: false })
    .update({ review_requested_at: new Date().toISOString() })
    .returning(postColumns)) as PostRow[];
  return row && toPost(row);
}

/** False when no post has this id (within `draftsOf`). */
export async function deletePost(db: Database, id: number, draftsOf?: DraftsOf): Promise<boolean> {
  return writePosts(db, async (trx) => (await scoped(trx('blog_posts'), id, draftsOf).delete()) > 0);
}
