/**
 * The site's archive (docs/decisions/060-backup-archives.md): a consistent snapshot of the live
 * database written as one archive, and an archive restored into a database. Used by
 * `npm run backup` and `npm run restore`, the scheduled backups and the dashboard's download.
 */
import type { Writable } from 'node:stream';
import { type RestoreSummary, restoreArchive } from '#database/backup/restore.server.ts';
import { withSnapshot } from '#database/backup/snapshot.server.ts';
import { type ArchiveSummary, writeArchive } from '#database/backup/write-archive.server.ts';
import { type Database, isPostgres } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import packageJson from '../../package.json' with { type: 'json' };

export { ArchiveError } from '#database/backup/archive-error.ts';

/** What an unencrypted archive holds, said wherever one is made without a passphrase. */
export const unencryptedWarning =
  'No BACKUP_PASSPHRASE is set: this archive is not encrypted, and it holds password hashes, second-factor secrets and leads. Keep it where only owners can read it.';

/** Archive file names: sortable by time, so the oldest are found and pruned by name. */
export const archiveFileName = (now: Date) => `site-backup-${now.toISOString().replace(/[:.]/g, '-')}.rcmbackup`;
export const archiveFilePattern = /^site-backup-[\dT-]+Z\.rcmbackup$/;

export function backupSite(db: Database, destination: Writable, passphrase: string | undefined, now: Date = new Date()): Promise<ArchiveSummary> {
  const meta = { appVersion: packageJson.version, engine: isPostgres(db) ? 'postgres' : 'sqlite', now };
  return withSnapshot(db, (snapshot) => writeArchive(snapshot, destination, meta, passphrase));
}

export interface RestoreSiteOptions {
  passphrase?: string | undefined;
  replace?: boolean;
  onTable?: (table: string, rows: number) => void;
}

export async function restoreSite(db: Database, input: AsyncIterable<Buffer>, options: RestoreSiteOptions): Promise<RestoreSummary> {
  const knownMigrations = await migrationSource.getMigrations([]);
  return restoreArchive(db, input, { ...options, knownMigrations });
}
