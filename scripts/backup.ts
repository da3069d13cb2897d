/**
 * `npm run backup -- [file]`: writes an archive of the live site (docs/decisions/060-backup-archives.md),
 * encrypted with BACKUP_PASSPHRASE when it is set. The file appears only once it is complete.
 */
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeDatabase, createDatabase } from '#database/db.server.ts';
import { archiveFileName, backupSite, unencryptedWarning } from '#server/backup/site-archive.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';

const file = resolve(process.argv[2] ?? archiveFileName(new Date()));
const partial = `${file}.partial`;
try {
  const config = loadConfig();
  if (!config.backup.passphrase) console.warn(`Warning: ${unencryptedWarning}`);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  try {
    const summary = await backupSite(db, createWriteStream(partial, { mode: 0o600 }), config.backup.passphrase);
    renameSync(partial, file);
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Backup written: ${file} (${statSync(file).size} bytes, ${rows} rows${config.backup.passphrase ? ', encrypted' : ''}).`);
  } finally {
    await closeDatabase(db);
  }
} catch (error) {
  rmSync(partial, { force: true });
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
