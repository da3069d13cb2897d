/**
 * Named queries for what visitors see of the blog: published posts only (the list pages, a post, its related
 * posts, the search, the feed and the sitemap). Read-only; the writes are in posts.server.ts.
 */
import type { Knex } from 'knex';
import type { BlogPost } from '#shared/blog-post.ts';
import type { Database } from './db.server.ts';
import { likePattern, postColumns, summaryColumns, toIso, toSummaryFields, withTags, type PostRow } from './post-rows.server.ts';
import { tagsOfPosts, type Tag } from './tags.server.ts';

/** A post as a list card shows it: the content's length instead of the content, and its tags with their slugs. */
export interface BlogPostSummary extends Omit<BlogPost, 'content' | 'tags'> {
  contentLength: number;
  tags: Tag[];
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface PostPage<T> {
  posts: T[];
  total: number;
}

async function summariesWithTags(db: Database, rows: PostRow[]): Promise<BlogPostSummary[]> {
  const tags = await tagsOfPosts(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({ ...toSummaryFields(row), contentLength: Number(row.content_length ?? 0), tags: tags.get(Number(row.id)) ?? [] }));
}

/** Public lists: the newest publish time first. */
const newestFirst = [
  { column: 'publish_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

const published = (query: Knex.QueryBuilder) => query.where('blog_posts.status', 'published');

export async function listPublishedPosts(db: Database, { page, limit }: PageRequest, tagId?: number): Promise<PostPage<BlogPost>> {
  const [rows, total] = await Promise.all([
    published(db('blog_posts').select(postColumns.map((column) => `blog_posts.${column}`)))
      .modify(onlyTag(tagId))
      .orderBy([...newestFirst])
      .limit(limit)
      .offset((page - 1) * limit),
    countPublishedPosts(db, tagId),
  ]);
  return { posts: await withTags(db, rows as PostRow[]), total };
}

function onlyTag(tagId: number | undefined) {
  return (query: Knex.QueryBuilder) => {
    if (tagId !== undefined) query.join('post_tags', 'post_tags.post_id', 'blog_posts.id').where('post_tags.tag_id', tagId);
  };
}

/** Cards for the blog list pages: no content, only its length (for the read time); one tag's posts with `tagId`. */
export async function listPublishedPostSummaries(db: Database, { page, limit }: PageRequest, tagId?: number): Promise<PostPage<BlogPostSummary>> {
  const [rows, total] = await Promise.all([
    published(db('blog_posts'))
      .select([...summaryColumns.map((column) => `blog_posts.${column}`), db.raw('length(blog_posts.content) as content_length')])
      .modify(onlyTag(tagId))
      .orderBy([...newestFirst])
      .limit(limit)
      .offset((page - 1) * limit),
    countPublishedPosts(db, tagId),
  ]);
  return { posts: await summariesWithTags(db, rows as PostRow[]), total };
}

export async function countPublishedPosts(db: Database, tagId?: number): Promise<number> {
  const row = (await published(db('blog_posts')).modify(onlyTag(tagId)).count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Slugs and dates of every published, indexable post, newest first (sitemap). */
export async function listPublishedPostPaths(db: Database): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = (await published(db('blog_posts'))
    .where({ noindex: false })
    .select('slug', 'updated_at')
    .orderBy([...newestFirst])) as PostRow[];
  return rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updated_at) }));
}

export async function findPublishedPostBySlug(db: Database, slug: string): Promise<BlogPost | undefined> {
  const row = (await published(db('blog_posts')).select(postColumns).where({ slug }).first()) as PostRow | undefined;
  return row && (await withTags(db, [row]))[0];
}

/** A published post by id (its social card). */
export async function findPublishedPostById(db: Database, id: number): Promise<BlogPost | undefined> {
  const row = (await published(db('blog_posts')).select(postColumns).where({ id }).first()) as PostRow | undefined;
  return row && (await withTags(db, [row]))[0];
}

/**
 * Published posts whose title or excerpt contains every word (lowercase words; case-insensitive on both
 * databases), newest first: the site search (docs/product/pages.md#search).
 */
export async function searchPublishedPosts(db: Database, words: readonly string[], limit: number): Promise<BlogPost[]> {
  if (words.length === 0) return [];
  const query = published(db('blog_posts').select(postColumns));
  for (const word of words) {
    const pattern = likePattern(word);
    void query.where((clause) => {
      void clause.whereRaw(`lower(title) like ? escape '\\'`, [pattern]).orWhereRaw(`lower(excerpt) like ? escape '\\'`, [pattern]);
    });
  }
  return withTags(db, (await query.orderBy([...newestFirst]).limit(limit)) as PostRow[]);
}

/**
 * Other published posts to read after `postId` (docs/product/blog.md#post-page): those sharing the most
 * tags with it first, newest first among equals, then the newest of the rest, `limit` in all.
 */
export async function listRelatedPublishedPosts(db: Database, postId: number, limit: number): Promise<BlogPostSummary[]> {
  const sharedRows = (await db('post_tags as theirs')
    .join('post_tags as ours', 'ours.tag_id', 'theirs.tag_id')
    .where('ours.post_id', postId)
    .whereNot('theirs.post_id', postId)
    .groupBy('theirs.post_id')
    .select('theirs.post_id as post_id')
    .count({ shared: '*' })) as { post_id: number | string; shared: number | string }[];
  const shared = new Map(sharedRows.map((row) => [Number(row.post_id), Number(row.shared)]));
  const summaries = () =>
    published(db('blog_posts'))
      .select([...summaryColumns, db.raw('length(content) as content_length')])
      .whereNot('id', postId)
      .orderBy([...newestFirst]);
  const byTag =
    shared.size === 0
      ? []
      : ((await summaries().whereIn('id', [...shared.keys()])) as PostRow[]).sort((a, b) => shared.get(Number(b.id))! - shared.get(Number(a.id))!);
  const chosen = byTag.slice(0, limit);
  if (chosen.length < limit) {
    const newest = (await summaries()
      .whereNotIn(
        'id',
        chosen.map((row) => Number(row.id)),
      )
      .limit(limit - chosen.length)) as PostRow[];
    chosen.push(...newest);
  }
  return summariesWithTags(db, chosen);
}
