/**
 * Named queries for the media library (docs/product/media.md). An image and all its files
 * are written in one transaction: an upload is stored whole or not at all.
 * Which posts use an image is read from the posts themselves (their HTML names
 * the files' content-hashed URLs), so nothing has to be kept in step on every
 * post write.
 */
import type { Knex } from 'knex';
import { mediaExtensions, mediaPathPrefix, type MediaFormat, type MediaItem, type MediaUse } from '#shared/media.ts';
import type { Database } from './db.server.ts';
import type { MediaStorage } from './media-storage.server.ts';
import { altsInPosts } from './post-image-alts.server.ts';

export interface NewMediaFile {
  role: 'original' | 'variant';
  format: MediaFormat;
  width: number;
  height: number;
  /** `<hash>.<ext>`: the blob key and the URL under /media/. */
  key: string;
  data: Buffer;
}

export interface NewMedia {
  fileName: string;
  alt: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  uploadedBy: number | null;
  files: NewMediaFile[];
}

interface MediaRow {
  id: number;
  file_name: string;
  alt: string;
  format: MediaFormat;
  width: number;
  height: number;
  bytes: number | string;
  created_at: string | Date;
}

interface FileRow {
  media_id: number;
  role: 'original' | 'variant';
  format: MediaFormat;
  width: number;
  height: number;
  key: string;
}

/** A served file: what its response needs besides the bytes. */
export interface MediaFileInfo {
  key: string;
  format: MediaFormat;
}

/** An image without the posts that use it. */
export type MediaImage = Omit<MediaItem, 'usedIn' | 'altInPosts'>;

export const mediaUrl = (key: string): string => `${mediaPathPrefix}${key}`;

export function mediaKey(hash: string, format: MediaFormat): string {
  return `${hash}.${mediaExtensions[format]}`;
}

const mediaColumns = ['id', 'file_name', 'alt', 'format', 'width', 'height', 'bytes', 'created_at'];

/** One image without its uses, from its row and the files of a batch (which may hold other images' files). */
function toItem(row: MediaRow, files: FileRow[]): MediaImage {
  const id = Number(row.id);
  const own = files.filter((file) => Number(file.media_id) === id);
  const original = own.find((file) => file.role === 'original');
  return {
    id,
    url: original ? mediaUrl(original.key) : '',
    fileName: row.file_name,
    format: row.format,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    alt: row.alt,
    createdAt: new Date(row.created_at).toISOString(),
    variants: own
      .filter((file) => file.role === 'variant')
      .map((file) => ({ format: file.format, width: Number(file.width), height: Number(file.height), url: mediaUrl(file.key) })),
  };
}

function filesOf(db: Database | Knex.Transaction, ids: number[]): Promise<FileRow[]> {
  return db('media_files').select('media_id', 'role', 'format', 'width', 'height', 'key').whereIn('media_id', ids).orderBy('id') as Promise<FileRow[]>;
}

/** Rows to answers: files and uses are looked up for the whole page at once. */
async function present(db: Database | Knex.Transaction, rows: MediaRow[]): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const files = await filesOf(db, ids);
  const uses = await postsUsing(db, ids);
  const alts = await altsInPosts(db, ids);
  return rows.map((row) => ({ ...toItem(row, files), usedIn: uses.get(Number(row.id)) ?? [], altInPosts: alts.get(Number(row.id)) ?? [] }));
}

/**
 * The posts that show each image, by image id: those whose HTML names one of
 * its files, and those that have it as their cover. A content-hashed key is 20
 * hex digits and an extension, so it holds no LIKE wildcard.
 */
async function postsUsing(db: Database | Knex.Transaction, mediaIds: number[]): Promise<Map<number, MediaUse[]>> {
  const inContent = (await db('media_files as f')
    .joinRaw(`join blog_posts p on p.content like '%' || f.key || '%'`)
    .distinct('f.media_id', 'p.id', 'p.title', 'p.slug')
    .whereIn('f.media_id', mediaIds)) as { media_id: number; id: number; title: string; slug: string }[];
  const asCover = (await db('blog_posts').select({ media_id: 'cover_media_id' }, 'id', 'title', 'slug').whereIn('cover_media_id', mediaIds)) as {
    media_id: number;
    id: number;
    title: string;
    slug: string;
  }[];
  const uses = new Map<number, MediaUse[]>();
  for (const row of [...inContent, ...asCover].sort((a, b) => Number(a.id) - Number(b.id))) {
    const list = uses.get(Number(row.media_id)) ?? [];
    if (!list.some((use) => use.id === Number(row.id))) list.push({ id: Number(row.id), title: row.title, slug: row.slug });
    uses.set(Number(row.media_id), list);
  }
  return uses;
}

/** Stores the image, its files and their bytes in one transaction. */
export async function insertMedia(db: Database, storage: MediaStorage, media: NewMedia, now: Date = new Date()): Promise<MediaItem> {
  return db.transaction(async (trx) => {
    const [inserted] = (await trx('media')
      .insert({
        file_name: media.fileName,
        alt: media.alt,
        format: media.format,
        width: media.width,
        height: media.height,
        bytes: media.bytes,
        uploaded_by: media.uploadedBy,
        created_at: now.toISOString(),
      })
      .returning(mediaColumns)) as MediaRow[];
    for (const file of media.files) {
      await storage.put(trx, file.key, file.data);
      await trx('media_files').insert({
        media_id: inserted!.id,
        role: file.role,
        format: file.format,
        width: file.width,
        height: file.height,
        bytes: file.data.length,
        key: file.key,
      });
    }
    const [item] = await present(trx, [inserted!]);
    return item!;
  });
}

export interface MediaQuery {
  page: number;
  limit: number;
  /** Part of the file name or the alt text. */
  q?: string | undefined;
}

/** Newest first; `q` matches the file name or alt text, case-insensitively. */
export async function listMedia(db: Database, { page, limit, q }: MediaQuery): Promise<{ items: MediaItem[]; total: number }> {
  const filtered = () => {
    const query = db('media');
    if (q) {
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where((where) => where.whereRaw(`lower(file_name) like ? escape '\\'`, [pattern]).orWhereRaw(`lower(alt) like ? escape '\\'`, [pattern]));
    }
    return query;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .select(mediaColumns)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
    filtered().count({ n: '*' }).first(),
  ]);
  return { items: await present(db, rows as MediaRow[]), total: Number((count as { n: number | string } | undefined)?.n ?? 0) };
}

export async function findMedia(db: Database | Knex.Transaction, id: number): Promise<MediaItem | undefined> {
  const row = (await db('media').select(mediaColumns).where({ id }).first()) as MediaRow | undefined;
  return row ? (await present(db, [row]))[0] : undefined;
}

/**
 * Deletes the image, its files and the bytes no other image shares, unless a
 * post uses it: then nothing is deleted and the posts come back. Undefined
 * when there is no such image.
 */
export async function deleteMediaUnlessUsed(db: Database, storage: MediaStorage, id: number): Promise<{ deleted: boolean; usedIn: MediaUse[] } | undefined> {
  return db.transaction(async (trx) => {
    const row = await trx('media').select('id').where({ id }).first();
    if (!row) return undefined;
    const usedIn = (await postsUsing(trx, [id])).get(id) ?? [];
    if (usedIn.length > 0) return { deleted: false, usedIn };
    const keys = ((await trx('media_files').select('key').where({ media_id: id })) as { key: string }[]).map((file) => file.key);
    await trx('media_files').where({ media_id: id }).delete();
    await trx('media').where({ id }).delete();
    await storage.removeUnused(trx, keys);
    return { deleted: true, usedIn: [] };
  });
}

/** The file served at /media/<key>, if one is stored. */
export async function findMediaFile(db: Database, key: string): Promise<MediaFileInfo | undefined> {
  const row = (await db('media_files').select('key', 'format').where({ key }).first()) as MediaFileInfo | undefined;
  return row;
}

/** For a post page: each named file's image (size, alt text, format, variants), without the posts that use it. */
export async function imagesForKeys(db: Database, keys: string[]): Promise<Map<string, MediaImage>> {
  const found = new Map<string, MediaImage>();
  if (keys.length === 0) return found;
  const owners = (await db('media_files')
    .select('key', 'media_id')
    .whereIn('key', [...new Set(keys)].slice(0, 200))) as { key: string; media_id: number }[];
  if (owners.length === 0) return found;
  const rows = (await db('media')
    .select(mediaColumns)
    .whereIn('id', [...new Set(owners.map((owner) => Number(owner.media_id)))])) as MediaRow[];
  const files = await filesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const owner of owners) {
    const row = byId.get(Number(owner.media_id));
    if (row) found.set(owner.key, toItem(row, files));
  }
  return found;
}

/** Images by id (covers of posts), without the posts that use them; ids the library does not have are left out. */
export async function imagesForIds(db: Database, ids: number[]): Promise<Map<number, MediaImage>> {
  const found = new Map<number, MediaImage>();
  const unique = [...new Set(ids)].slice(0, 200);
  if (unique.length === 0) return found;
  const rows = (await db('media').select(mediaColumns).whereIn('id', unique)) as MediaRow[];
  const files = await filesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  for (const row of rows) found.set(Number(row.id), toItem(row, files));
  return found;
}
