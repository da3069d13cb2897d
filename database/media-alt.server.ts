/**
 * Changing an image's alt text in the library, and in the posts the writer chose (docs/product/media.md#one-alt-text).
 * One content write: the library's alt text, each chosen post's text with its revision and search entry, and a
 * published or scheduled post's pending change, commit together with the content version's bump, or nothing does.
 */
import type { Knex } from 'knex';
import type { MediaItem } from '#shared/media.ts';
import type { PostStatus } from '#shared/blog-post.ts';
import { withImageAlt } from '#shared/post-image-alts.ts';
import { isPostgres, type Database } from './db.server.ts';
import { findMedia } from './media.server.ts';
import { keysOfImages } from './post-image-alts.server.ts';
import { recordRevision } from './post-revisions.server.ts';
import { toIso } from './post-rows.server.ts';
import { reindexPosts } from './search-index.server.ts';
import { writeContent } from './write-content.server.ts';

/** A post the alt text was applied to. */
export interface AppliedAlt {
  id: number;
  title: string;
  status: PostStatus;
  /** Its pending change showed the image too, and now has the new alt text. */
  pendingChanged: boolean;
}

/** A chosen post is missing (`'missing'`) or its text does not show the image (`'unused'`): nothing is written. */
export class AltNotAppliedError extends Error {
  readonly postId: number;
  readonly reason: 'missing' | 'unused';

  constructor(postId: number, reason: 'missing' | 'unused') {
    super(reason === 'missing' ? `Post ${postId} does not exist` : `Post ${postId} does not show this image in its text`);
    this.postId = postId;
    this.reason = reason;
  }
}

/** A time strictly after `before`, so an `updatedAt` names one version (as posts.server.ts writes it). */
const laterThan = (before: string | Date) => new Date(Math.max(Date.now(), Date.parse(toIso(before)) + 1)).toISOString();

interface PostRow {
  id: number;
  title: string;
  status: PostStatus;
  content: string;
  updated_at: string | Date;
}

async function applyToPost(trx: Knex.Transaction, db: Database, postId: number, keys: Set<string>, alt: string, editorId: number | null): Promise<AppliedAlt> {
  const query = trx('blog_posts').where({ id: postId }).first('id', 'title', 'status', 'content', 'updated_at');
  const post = (await (isPostgres(db) ? query.forUpdate() : query)) as PostRow | undefined;
  if (!post) throw new AltNotAppliedError(postId, 'missing');
  const content = withImageAlt(post.content, keys, alt);
  if (content === null) throw new AltNotAppliedError(postId, 'unused');
  const updatedAt = laterThan(post.updated_at);
  if (content !== post.content) {
    await trx('blog_posts').where({ id: postId }).update({ content, updated_at: updatedAt });
    await recordRevision(trx, postId, editorId);
    await reindexPosts(trx, [postId]);
  }
  const pending = (await trx('post_pending_changes').where({ post_id: postId }).first('content', 'base_updated_at', 'updated_at')) as
    { content: string; base_updated_at: string | Date; updated_at: string | Date } | undefined;
  const pendingContent = pending && withImageAlt(pending.content, keys, alt);
  const pendingChanged = Boolean(pending && pendingContent !== null && pendingContent !== pending.content);
  if (pending && pendingChanged) {
    // A new version of the pending change: an editor open on the old one is told, not overwritten (decision 030).
    await trx('post_pending_changes')
      .where({ post_id: postId })
      .update({
        content: pendingContent,
        updated_at: laterThan(pending.updated_at),
        ...(content !== post.content && toIso(pending.base_updated_at) === toIso(post.updated_at) ? { base_updated_at: updatedAt } : {}),
      });
  }
  return { id: Number(post.id), title: post.title, status: post.status, pendingChanged };
}

/**
 * Sets the image's alt text, and puts it on the image in each post of `applyTo`. Undefined when there is no such
 * image; AltNotAppliedError when a chosen post cannot take it.
 */
export async function changeMediaAlt(
  db: Database,
  id: number,
  alt: string,
  { applyTo = [], editorId = null }: { applyTo?: number[]; editorId?: number | null } = {},
): Promise<{ item: MediaItem; applied: AppliedAlt[] } | undefined> {
  return writeContent(
    db,
    async (trx) => {
      const changed = await trx('media').where({ id }).update({ alt });
      if (!changed) return undefined;
      const keys = (await keysOfImages(trx, [id])).get(id) ?? new Set<string>();
      const applied: AppliedAlt[] = [];
      for (const postId of applyTo) applied.push(await applyToPost(trx, db, postId, keys, alt, editorId));
      return { item: (await findMedia(trx, id))!, applied };
    },
    // The library's alt text is on public pages (a cover's og:image:alt, an image a post gives none).
    { changed: (result) => result !== undefined },
  );
}
