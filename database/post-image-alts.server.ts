/**
 * One alt text for an image (docs/product/media.md#one-alt-text): what each post's text gives the library's
 * images, and the library learning a post's alt text where it has none. Read from the posts' stored HTML
 * (shared/post-image-alts.ts), like the posts that use an image (media.server.ts).
 */
import type { Knex } from 'knex';
import type { PostStatus } from '#shared/blog-post.ts';
import { maxAltLength, type MediaAltInPost } from '#shared/media.ts';
import { imageAltsIn } from '#shared/post-image-alts.ts';
import type { Database } from './db.server.ts';

interface UseRow {
  media_id: number;
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  content: string;
}

/** The keys of each image's files (its original and variants), by image id. */
export async function keysOfImages(db: Database | Knex.Transaction, mediaIds: number[]): Promise<Map<number, Set<string>>> {
  const rows = (await db('media_files').select('media_id', 'key').whereIn('media_id', mediaIds)) as { media_id: number; key: string }[];
  const keys = new Map<number, Set<string>>();
  for (const row of rows) keys.set(Number(row.media_id), (keys.get(Number(row.media_id)) ?? new Set()).add(row.key));
  return keys;
}

/**
 * For each image, by id: the posts whose text shows it, each with the alt texts it gives it (in order, without
 * repeats) and whether the post has a pending change. A content-hashed key holds no LIKE wildcard.
 */
export async function altsInPosts(db: Database | Knex.Transaction, mediaIds: number[]): Promise<Map<number, MediaAltInPost[]>> {
  const found = new Map<number, MediaAltInPost[]>();
  if (mediaIds.length === 0) return found;
  const rows = (await db('blog_posts as p')
    .whereExists(db('media_files as f').whereIn('f.media_id', mediaIds).whereRaw(`p.content like '%' || f.key || '%'`))
    .select('p.id', 'p.title', 'p.slug', 'p.status', 'p.content')
    .orderBy('p.id')) as Omit<UseRow, 'media_id'>[];
  if (rows.length === 0) return found;
  const keys = await keysOfImages(db, mediaIds);
  const pending = new Set(
    (
      (await db('post_pending_changes').whereIn(
        'post_id',
        rows.map((row) => row.id),
      )) as { post_id: number }[]
    ).map((row) => Number(row.post_id)),
  );
  for (const row of rows) {
    const images = imageAltsIn(row.content);
    for (const [mediaId, own] of keys) {
      const alts = [...new Set(images.filter((image) => own.has(image.key)).map((image) => image.alt))];
      if (alts.length === 0) continue;
      const use = { id: Number(row.id), title: row.title, slug: row.slug, status: row.status, alts, pendingChange: pending.has(Number(row.id)) };
      found.set(mediaId, [...(found.get(mediaId) ?? []), use]);
    }
  }
  return found;
}

/**
 * The library learns the alt text a saved post gives an image where the library has none: the first non-blank
 * alt text the post gives it. Called in the post write's own transaction (posts.server.ts).
 */
export async function learnImageAlts(trx: Knex.Transaction, html: string): Promise<void> {
  const written = imageAltsIn(html).filter((image): image is { key: string; alt: string } => image.alt !== null && image.alt.trim() !== '');
  if (written.length === 0) return;
  const owners = (await trx('media_files')
    .select('key', 'media_id')
    .whereIn('key', [...new Set(written.map((image) => image.key))].slice(0, 200))) as { key: string; media_id: number }[];
  const ownerOf = new Map(owners.map((owner) => [owner.key, Number(owner.media_id)]));
  const learnt = new Map<number, string>();
  for (const image of written) {
    const mediaId = ownerOf.get(image.key);
    if (mediaId !== undefined && !learnt.has(mediaId)) learnt.set(mediaId, image.alt.trim().slice(0, maxAltLength));
  }
  for (const [mediaId, alt] of learnt) await trx('media').where({ id: mediaId, alt: '' }).update({ alt });
}
