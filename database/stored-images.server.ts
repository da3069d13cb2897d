/**
 * Uploaded images kept in the database (the only module that reads or writes
 * them, so they can move to the media library without touching their users).
 */
import { storedImageUrl } from '#shared/stored-image-url.ts';
import type { Database } from './db.server.ts';

export interface NewStoredImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

/** What pages and the API say about an image: never its bytes. */
export interface StoredImageRef {
  id: number;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

export interface StoredImage extends StoredImageRef {
  bytes: Buffer;
  sha256: string;
}

interface ImageRow {
  id: number;
  content_type: string;
  sha256: string;
  width: number;
  height: number;
}

const refColumns = ['id', 'content_type', 'sha256', 'width', 'height'] as const;

function toRef(row: ImageRow): StoredImageRef {
  return { id: row.id, url: storedImageUrl(row.id, row.sha256, row.content_type), width: row.width, height: row.height, contentType: row.content_type };
}

export async function insertStoredImage(db: Database, image: NewStoredImage): Promise<StoredImageRef> {
  const [row] = (await db('stored_images')
    .insert({
      content_type: image.contentType,
      bytes: image.bytes,
      sha256: image.sha256,
      width: image.width,
      height: image.height,
      created_at: new Date().toISOString(),
    })
    .returning(refColumns)) as ImageRow[];
  return toRef(row!);
}

/** The images with these ids that exist, by id. */
export async function findStoredImageRefs(db: Database, ids: number[]): Promise<Map<number, StoredImageRef>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('stored_images')
    .select(refColumns)
    .whereIn('id', [...new Set(ids)])) as ImageRow[];
  return new Map(rows.map((row) => [row.id, toRef(row)]));
}

export async function findStoredImage(db: Database, id: number): Promise<StoredImage | undefined> {
  const row = (await db('stored_images')
    .select([...refColumns, 'bytes'])
    .where({ id })
    .first()) as (ImageRow & { bytes: Buffer | Uint8Array }) | undefined;
  if (!row) return undefined;
  return { ...toRef(row), sha256: row.sha256, bytes: Buffer.from(row.bytes) };
}
