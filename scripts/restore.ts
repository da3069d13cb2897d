/**
 * `npm run restore -- <file> [--replace]`: restores an archive into the configured database
 * (docs/decisions/060-backup-archives.md), in one transaction: every row or none. Migrates the
 * target first; refuses a database that holds anything unless --replace is given.
 */
import { createReadStream } from 'node:fs';
import { closeDatabase, createDatabase, migrateLatest } from '#database/db.server.ts';
import { restoreSite } from '#server/backup/site-archive.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((arg) => arg !== '--replace');
if (files.length !== 1 || files[0]!.startsWith('--')) {
  console.error('Usage: npm run restore -- <file> [--replace]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  try {
    await migrateLatest(db);
    const summary = await restoreSite(db, createReadStream(files[0]!), {
      passphrase: config.backup.passphrase,
      replace,
      onTable: (table, rows) => console.log(`restoring ${table}: ${rows} rows`),
    });
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows from a backup of ${summary.manifest.createdAt} (schema ${summary.manifest.schemaVersion}, version ${summary.manifest.appVersion}).`,
    );
  } finally {
    await closeDatabase(db);
  }
} catch (error) {
  const reason = error instanceof ConfigError ? `Configuration error: ${error.message}` : `Restore failed: ${(error as Error).message}`;
  console.error(error instanceof ConfigError ? reason : `${reason} The database was not changed.`);
  process.exit(1);
}
