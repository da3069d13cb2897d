/**
 * Named queries for blog posts as the dashboard sees them, drafts included, and every write. Rows come back as
 * plain objects with camelCase fields and ISO timestamps on both databases (post-rows.server.ts). Every write
 * bumps the content version in the same transaction. What visitors see is in published-posts.server.ts.
 */
import type { Knex } from 'knex';
import type { BlogPost, PostStatus } from '#shared/blog-post.ts';
import { isPostgres, type Database } from './db.server.ts';
import { likePattern, postColumns, toIso, withTags, type PostRow } from './post-rows.server.ts';
import { claimSlug, keepOldSlug, SlugRedirectsError } from './slug-redirects.server.ts';
import { setPostTags } from './tags.server.ts';
import { learnImageAlts } from './post-image-alts.server.ts';
import { recordRevision, type RevisionWrite } from './post-revisions.server.ts';
import { reindexPosts } from './search-index.server.ts';
import { isUniqueViolation } from './unique-violation.server.ts';
import { writeContent } from './write-content.server.ts';

export type { BlogPost, PostStatus };

/**
 * What a write sets. `status` wins over `published`, which alone means published
 * or draft. The newer fields left undefined stay as they are on update (and take
 * their defaults on create).
 */
export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published?: boolean | undefined;
  status?: PostStatus | undefined;
  publishAt?: string | null | undefined;
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  canonicalUrl?: string | null | undefined;
  noindex?: boolean | undefined;
  /** null clears the cover. */
  coverImageId?: number | null | undefined;
  /** The cover's focal point in whole percents (shared/cover-focal.ts). */
  coverFocalX?: number | undefined;
  coverFocalY?: number | undefined;
  tags?: string[] | undefined;
}

/** Raised when a write names a cover image the media library does not have (or no longer has). */
export class CoverImageMissingError extends Error {
  constructor() {
    super('The cover image is not in the media library');
  }
}

/** Raised when the unique index on slug refuses a write (also when two writes race), or the slug redirects to another post. */
export class SlugTakenError extends Error {
  constructor(message = 'A post with this slug already exists') {
    super(message);
  }
}

/**
 * A conditional write found the post (`'post'`) or its pending change (`'pending'`) changed since the writer
 * read it: another tab or another user saved meanwhile (decision 030).
 */
export class PostChangedError extends Error {
  readonly what: 'post' | 'pending';

  constructor(what: 'post' | 'pending') {
    super(what === 'post' ? 'The post was saved elsewhere meanwhile' : "The post's pending changes were saved elsewhere meanwhile");
    this.what = what;
  }
}

/** A post write as a content write (writeContent); a taken slug becomes SlugTakenError. */
async function writePosts<T>(db: Database, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    return await writeContent(db, write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    if (error instanceof SlugRedirectsError) throw new SlugTakenError(error.message);
    throw error;
  }
}

/** Any post by slug, drafts included (previews). */
export async function findPostBySlug(db: Database, slug: string): Promise<BlogPost | undefined> {
  const row = (await db('blog_posts').select(postColumns).where({ slug }).first()) as PostRow | undefined;
  return row && (await withTags(db, [row]))[0];
}

export interface PostListFilter {
  /** Part of the title, any case. */
  q?: string | undefined;
  status?: PostStatus | undefined;
  /** A tag's slug. */
  tag?: string | undefined;
  sort?: 'created' | 'updated' | undefined;
}

/** Every post, drafts included, newest first (the dashboard); only one author's with `authorId`. */
export async function listAllPosts(db: Database, authorId?: number, filter: PostListFilter = {}): Promise<BlogPost[]> {
  const sortColumn = filter.sort === 'updated' ? 'updated_at' : 'created_at';
  const query = db('blog_posts')
    .select(postColumns)
    .orderBy([
      { column: sortColumn, order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (authorId !== undefined) query.where({ author_id: authorId });
  if (filter.q !== undefined) query.whereRaw(`lower(title) like ? escape '\\'`, [likePattern(filter.q)]);
  if (filter.status !== undefined) query.where({ status: filter.status });
  if (filter.tag !== undefined) {
    query.whereIn('id', db('post_tags').join('tags', 'tags.id', 'post_tags.tag_id').where('tags.slug', filter.tag).select('post_tags.post_id'));
  }
  return withTags(db, (await query) as PostRow[]);
}

/**
 * Limits a write to one author's drafts, so a post an editor publishes or
 * schedules meanwhile is never changed or deleted by the author.
 */
export interface DraftsOf {
  authorId: number;
}

function scoped(query: Knex.QueryBuilder, id: number, draftsOf: DraftsOf | undefined): Knex.QueryBuilder {
  query.where({ id });
  return draftsOf ? query.where({ author_id: draftsOf.authorId, status: 'draft' }) : query;
}

export async function findPostById(db: Database, id: number): Promise<BlogPost | undefined> {
  const row = (await db('blog_posts').select(postColumns).where({ id }).first()) as PostRow | undefined;
  return row && (await withTags(db, [row]))[0];
}

/** The columns a write sets; undefined fields are left out (unchanged). */
function columnsOf(fields: PostFields): Record<string, unknown> {
  const status = fields.status ?? (fields.published === undefined ? undefined : fields.published ? 'published' : 'draft');
  const columns: Record<string, unknown> = {
    slug: fields.slug,
    title: fields.title,
    excerpt: fields.excerpt,
    content: fields.content,
    status,
    published: status === undefined ? undefined : status === 'published',
    publish_at: fields.publishAt,
    meta_title: fields.metaTitle,
    meta_description: fields.metaDescription,
    canonical_url: fields.canonicalUrl,
    noindex: fields.noindex,
    cover_media_id: fields.coverImageId,
    cover_focal_x: fields.coverFocalX,
    cover_focal_y: fields.coverFocalY,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The cover must be an image of the library, checked in the write's own transaction. */
async function checkCover(trx: Knex.Transaction, coverImageId: number | null | undefined): Promise<void> {
  if (coverImageId === undefined || coverImageId === null) return;
  const found = await trx('media').select('id').where({ id: coverImageId }).first();
  if (!found) throw new CoverImageMissingError();
}

/** Creates a post and keeps its first revision, by its author (docs/product/blog.md#posts). */
export async function createPost(db: Database, fields: PostFields, authorId: number | null, write: RevisionWrite = {}): Promise<BlogPost> {
  const now = new Date().toISOString();
  const columns = columnsOf(fields);
  // A post published without a date is published now.
  if (columns.status === 'published' && columns.publish_at === undefined) columns.publish_at = now;
  const id = await writePosts(db, async (trx) => {
    await checkCover(trx, fields.coverImageId);
    await claimSlug(trx, fields.slug, null);
    const [row] = (await trx('blog_posts')
      .insert({ ...columns, author_id: authorId, created_at: now, updated_at: now })
      .returning(['id'])) as { id: number | string }[];
    const id = Number(row!.id);
    if (fields.tags) await setPostTags(trx, id, fields.tags);
    await recordRevision(trx, id, authorId, write);
    await reindexPosts(trx, [id]);
    await learnImageAlts(trx, fields.content);
    return id;
  });
  return (await findPostById(db, id))!;
}

/**
 * Undefined when no post has this id (within `draftsOf`). Publishing ends the
 * review request. When a published post's slug changes, its old slug redirects
 * to it from then on. A change of the text keeps a revision by `editorId`.
 */
export async function updatePost(
  db: Database,
  id: number,
  fields: PostFields,
  draftsOf?: DraftsOf,
  editorId: number | null = null,
  options: WriteOptions = {},
): Promise<BlogPost | undefined> {
  const { ifUpdatedAt } = options;
  const columns = columnsOf(fields);
  const changed = await writePosts(db, async (trx) => {
    const query = scoped(trx('blog_posts'), id, draftsOf).first('slug', 'status', 'updated_at');
    const before = (await (ifUpdatedAt !== undefined && isPostgres(db) ? query.forUpdate() : query)) as
      { slug: string; status: string; updated_at: string | Date } | undefined;
    if (!before) return false;
    if (ifUpdatedAt !== undefined && toIso(before.updated_at) !== ifUpdatedAt) throw new PostChangedError('post');
    await checkCover(trx, fields.coverImageId);
    if (before.slug !== fields.slug) {
      await claimSlug(trx, fields.slug, id);
      if (before.status === 'published') await keepOldSlug(trx, before.slug, id);
    }
    const count = await scoped(trx('blog_posts'), id, draftsOf).update({
      ...columns,
      ...(columns.status === 'published' ? { review_requested_at: null } : {}),
      // Strictly later than before, so `updatedAt` names one version (a precondition never matches two).
      updated_at: new Date(Math.max(Date.now(), Date.parse(toIso(before.updated_at)) + 1)).toISOString(),
    });
    if (count === 0) return false;
    if (fields.tags) await setPostTags(trx, id, fields.tags);
    await recordRevision(trx, id, editorId, { autosave: options.autosave, now: options.now });
    // Saving the post itself ends its pending change (decision 030): Update publishes it, a restore replaces it.
    await trx('post_pending_changes').where({ post_id: id }).delete();
    await reindexPosts(trx, [id]);
    // The library learns the post's alt texts where it has none (docs/product/media.md#one-alt-text); not from an
    // autosave, which may hold an alt text half typed.
    if (fields.content && options.autosave !== true) await learnImageAlts(trx, fields.content);
    return true;
  });
  return changed ? findPostById(db, id) : undefined;
}

export interface WriteOptions {
  /** The post's `updatedAt` the writer edited: when it has changed since, PostChangedError and nothing is written. */
  ifUpdatedAt?: string | undefined;
  /** The editor's autosave: its revision folds into the writer's own one still gathering edits (decision 108). */
  autosave?: boolean | undefined;
  /** Milliseconds since the epoch for the revision's editing time (the app's clock). */
  now?: number | undefined;
}

/** Marks a draft as submitted for review; undefined when there is no such draft (within `draftsOf`). */
export async function requestReview(db: Database, id: number, draftsOf?: DraftsOf): Promise<BlogPost | undefined> {
  const count = await scoped(db('blog_posts'), id, draftsOf).where({ status: 'draft' }).update({ review_requested_at: new Date().toISOString() });
  return count > 0 ? findPostById(db, id) : undefined;
}

/** False when no post has this id (within `draftsOf`). Its search index row goes with it (on delete cascade). */
export async function deletePost(db: Database, id: number, draftsOf?: DraftsOf): Promise<boolean> {
  return writePosts(db, async (trx) => (await scoped(trx('blog_posts'), id, draftsOf).delete()) > 0);
}
