/**
 * The one place that chooses where media bytes are kept. Today that is always
 * the database (database/media-storage.server.ts); an S3-compatible store would
 * be chosen here from the configuration, and no caller would change.
 */
import type { Database } from '#database/db.server.ts';
import { databaseMediaStorage, type MediaStorage } from '#database/media-storage.server.ts';

export type { MediaStorage };

export function mediaStorage({ db }: { db: Database }): MediaStorage {
  return databaseMediaStorage(db);
}
