/**
 * Where the bytes of media files live, behind one small interface so callers
 * never know (docs/decisions/026-media-in-the-database.md). The default keeps
 * them in the database (a BLOB on SQLite, bytea on PostgreSQL): an upload
 * survives a redeploy on a host that wipes its file system, with nothing else
 * configured. An S3-compatible store can implement the same three calls: `put`
 * before the rows commit (an object no row names is invisible, and can be
 * swept), `removeUnused` after.
 */
import type { Knex } from 'knex';
import type { Database } from './db.server.ts';

export interface MediaStorage {
  /** Stores `data` under `key` as part of `trx`; a key already stored (the same bytes) is kept. */
  put(trx: Knex.Transaction, key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or undefined. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes those of `keys` that no media file or guide (its PDF) names any more, as part of `trx`. */
  removeUnused(trx: Knex.Transaction, keys: string[]): Promise<void>;
}

export function databaseMediaStorage(db: Database): MediaStorage {
  return {
    async put(trx, key, data) {
      await trx('media_blobs').insert({ key, data }).onConflict('key').ignore();
    },
    async get(key) {
      const row = (await db('media_blobs').select('data').where({ key }).first()) as { data: Buffer | Uint8Array } | undefined;
      if (!row) return undefined;
      return Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
    },
    async removeUnused(trx, keys) {
      if (keys.length === 0) return;
      await trx('media_blobs')
        .whereIn('key', keys)
        .whereNotExists(trx('media_files').select(trx.raw('1')).whereRaw('media_files.key = media_blobs.key'))
        .whereNotExists(trx('guides').select(trx.raw('1')).whereRaw('guides.pdf_key = media_blobs.key'))
        .delete();
    },
  };
}
