/**
 * Writes of imported posts (docs/product/admin.md#importing): each post with the record of its source, its
 * tags, its first revision and its old addresses, in batches of one transaction each (one content-version bump a
 * batch, not a post), and the search index's rows of the published ones. A post whose source is already recorded is left as it is, so a second run adds nothing.
 */
import type { Knex } from 'knex';
import type { PostStatus } from '#shared/blog-post.ts';
import { tagSlug } from '#shared/blog-rules.ts';
import type { Database } from './db.server.ts';
import { recordRevision } from './post-revisions.server.ts';
import { reindexPosts } from './search-index.server.ts';
import { setPostTags } from './tags.server.ts';
import { writeContent } from './write-content.server.ts';

export interface ImportedPost {
  /** `wordpress:<guid>` or `ghost:<id>`: what a second run matches on. */
  source: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  byline: string | null;
  coverImageId: number | null;
  /** Old addresses of the source site (`/2014/01/10/slug`, `/?p=12`): each answers 301 to the post. */
  legacyPaths: string[];
}

export interface ImportOutcome {
  source: string;
  postId: number;
  slug: string;
  /** `exists`: the source was imported before and was left as it is. */
  outcome: 'added' | 'exists';
}

/** Another post (or another post's old slug) has the slug: the first free `slug-2`, `slug-3`… */
async function freeSlug(trx: Knex.Transaction, slug: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? slug : `${slug.slice(0, 190)}-${n}`;
    const taken =
      (await trx('blog_posts').where({ slug: candidate }).first('id')) ?? (await trx('post_slug_redirects').where({ slug: candidate }).first('slug'));
    if (!taken) return candidate;
  }
  throw new Error(`No free slug for ${slug}`);
}

async function insertOne(trx: Knex.Transaction, post: ImportedPost, authorId: number | null): Promise<ImportOutcome> {
  const known = (await trx('import_sources')
    .join('blog_posts', 'blog_posts.id', 'import_sources.post_id')
    .where('import_sources.source', post.source)
    .first('blog_posts.id as id', 'blog_posts.slug as slug')) as { id: number | string; slug: string } | undefined;
  if (known) return { source: post.source, postId: Number(known.id), slug: known.slug, outcome: 'exists' };
  const slug = await freeSlug(trx, post.slug);
  const [row] = (await trx('blog_posts')
    .insert({
      slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      status: post.status,
      published: post.status === 'published',
      publish_at: post.publishAt,
      cover_media_id: post.coverImageId,
      author_id: authorId,
      created_at: post.createdAt,
      updated_at: post.updatedAt,
    })
    .returning(['id'])) as { id: number | string }[];
  const postId = Number(row!.id);
  if (post.tags.length > 0) await setPostTags(trx, postId, post.tags);
  await recordRevision(trx, postId, authorId);
  await trx('import_sources').insert({ source: post.source, post_id: postId, byline: post.byline, created_at: new Date().toISOString() });
  await addLegacyPaths(trx, post.legacyPaths, { post_id: postId });
  return { source: post.source, postId, slug, outcome: 'added' };
}

async function addLegacyPaths(trx: Knex.Transaction, paths: string[], target: { post_id: number } | { tag_id: number }): Promise<void> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  const now = new Date().toISOString();
  await trx('legacy_paths')
    .insert(unique.map((path) => ({ path, ...target, created_at: now })))
    .onConflict('path')
    .ignore();
}

/** One transaction for the batch: every post of it is written, or none. */
export async function importPosts(db: Database, posts: ImportedPost[], authorId: number | null): Promise<ImportOutcome[]> {
  return writeContent(
    db,
    async (trx) => {
      const outcomes: ImportOutcome[] = [];
      for (const post of posts) outcomes.push(await insertOne(trx, post, authorId));
      // The site search finds a published post however it arrived (decision 058): its row is written with it.
      await reindexPosts(
        trx,
        outcomes.filter((outcome) => outcome.outcome === 'added').map((outcome) => outcome.postId),
      );
      return outcomes;
    },
    { changed: (outcomes) => outcomes.some((outcome) => outcome.outcome === 'added') },
  );
}

/** Old addresses of a tag (`/category/x`, `/tag/x`): how many were new; undefined when no tag has that name's slug (no post carried it). */
export async function addTagLegacyPaths(db: Database, tagName: string, paths: string[]): Promise<number | undefined> {
  const tag = (await db('tags')
    .where({ slug: tagSlug(tagName) })
    .first('id')) as { id: number | string } | undefined;
  if (!tag) return undefined;
  const known = new Set(((await db('legacy_paths').whereIn('path', paths).select('path')) as { path: string }[]).map((row) => row.path));
  const fresh = paths.filter((path) => !known.has(path));
  await db.transaction((trx) => addLegacyPaths(trx, fresh, { tag_id: Number(tag.id) }));
  return fresh.length;
}

/** The current slug of each of these sources imported before. */
export async function findImportedSlugs(db: Database, sources: string[]): Promise<Map<string, string>> {
  const rows = (await db('import_sources')
    .join('blog_posts', 'blog_posts.id', 'import_sources.post_id')
    .whereIn('import_sources.source', sources)
    .select('import_sources.source as source', 'blog_posts.slug as slug')) as { source: string; slug: string }[];
  return new Map(rows.map((row) => [row.source, row.slug]));
}

/** The current address an old one names: a published post's or a tag's; undefined when none (one indexed query). */
export async function findLegacyTarget(db: Database, path: string): Promise<{ postSlug: string } | { tagSlug: string } | undefined> {
  const row = (await db('legacy_paths')
    .leftJoin('blog_posts', function () {
      this.on('blog_posts.id', '=', 'legacy_paths.post_id').andOnVal('blog_posts.status', '=', 'published');
    })
    .leftJoin('tags', 'tags.id', 'legacy_paths.tag_id')
    .where('legacy_paths.path', path)
    .first('blog_posts.slug as post_slug', 'tags.slug as tag_slug')) as { post_slug: string | null; tag_slug: string | null } | undefined;
  if (row?.post_slug) return { postSlug: row.post_slug };
  // A tag's page answers only while a published post has it: never an old address that leads to a 404.
  if (row?.tag_slug && (await tagHasPublishedPost(db, row.tag_slug))) return { tagSlug: row.tag_slug };
  return undefined;
}

async function tagHasPublishedPost(db: Database, slug: string): Promise<boolean> {
  const row = (await db('tags')
    .join('post_tags', 'post_tags.tag_id', 'tags.id')
    .join('blog_posts', 'blog_posts.id', 'post_tags.post_id')
    .where({ 'tags.slug': slug, 'blog_posts.status': 'published' })
    .first('tags.id')) as unknown;
  return row !== undefined;
}

/** The byline an imported post's source named (null when none, or not imported). */
export async function findImportedByline(db: Database, postId: number): Promise<string | null> {
  const row = (await db('import_sources').where({ post_id: postId }).whereNotNull('byline').first('byline')) as { byline: string } | undefined;
  return row?.byline ?? null;
}

/** The image stored before for this file of a source (`wordpress-upload:2011/07/a.jpg`), if it still exists. */
export async function findImportedMedia(db: Database, source: string): Promise<number | undefined> {
  const row = (await db('import_media').join('media', 'media.id', 'import_media.media_id').where('import_media.source', source).first('media.id as id')) as
    { id: number | string } | undefined;
  return row ? Number(row.id) : undefined;
}

export async function recordImportedMedia(db: Database, source: string, mediaId: number): Promise<void> {
  await db('import_media').insert({ source, media_id: mediaId }).onConflict('source').merge();
}
