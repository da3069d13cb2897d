/**
 * How many bytes of images the site keeps: the media library's files (`media_blobs`, each stored once
 * however many images share it) and the small images of the company logo and proof items
 * (`stored_images`). Both engines give a binary column's length from its header, without reading it.
 */
import { isPostgres, type Database } from './db.server.ts';

export async function storedImageBytes(db: Database): Promise<number> {
  const length = isPostgres(db) ? 'octet_length' : 'length';
  const [blobs, images] = await Promise.all([
    db('media_blobs')
      .sum({ n: db.raw(`${length}(data)`) })
      .first(),
    db('stored_images')
      .sum({ n: db.raw(`${length}(bytes)`) })
      .first(),
  ]);
  return Number(blobs?.n ?? 0) + Number(images?.n ?? 0);
}
