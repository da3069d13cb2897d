/**
 * Scheduled backups (docs/decisions/060-backup-archives.md): with BACKUP_DIR set, an archive every
 * BACKUP_INTERVAL_HOURS, the newest BACKUP_KEEP kept. Every process checks each minute; the one whose
 * conditional UPDATE takes the lease (database/backup/backup-runs.server.ts) writes the archive, so
 * there is exactly one backup however many processes run. A failure is logged as an error and kept
 * in the database, where the dashboard shows it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { claimBackupRun, finishBackupRun } from '#database/backup/backup-runs.server.ts';
import type { Database } from '#database/db.server.ts';
import type { BackupSettings } from '../config.server.ts';
import { archiveFileName, archiveFilePattern, backupSite, unencryptedWarning } from './site-archive.server.ts';

/** A backup whose process died is taken up by another after this long. */
const leaseMs = 60 * 60_000;

export interface ScheduledBackupDeps {
  db: Database;
  logger: Logger;
  settings: BackupSettings & { dir: string };
  /** How often to check whether a backup is due (every minute unless a test says otherwise). */
  checkEveryMs?: number;
  clock?: () => number;
}

/** Removes the oldest archives past `keep`; only files this feature names are touched. */
export function pruneArchives(dir: string, keep: number): string[] {
  const archives = readdirSync(dir)
    .filter((name) => archiveFilePattern.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Nothing was written there (the folder itself is missing or not a folder).
  }
}

/** Makes a backup now if one is due and this process gets the lease; answers the file written, if any. */
export async function runDueBackup(deps: ScheduledBackupDeps, holder: string): Promise<string | undefined> {
  const { db, logger, settings, clock = Date.now } = deps;
  const now = new Date(clock());
  if (!(await claimBackupRun(db, holder, now, settings.intervalMs, leaseMs))) return undefined;
  const file = join(settings.dir, archiveFileName(now));
  const partial = `${file}.partial`;
  try {
    mkdirSync(settings.dir, { recursive: true });
    await backupSite(db, createWriteStream(partial, { mode: 0o600 }), settings.passphrase, now);
    renameSync(partial, file);
    const bytes = statSync(file).size;
    const removed = pruneArchives(settings.dir, settings.keep);
    await finishBackupRun(db, holder, new Date(clock()), { file, bytes });
    logger.info({ file, bytes, removed: removed.length }, 'scheduled backup written');
    return file;
  } catch (error) {
    removeQuietly(partial);
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ err: { message }, dir: settings.dir }, 'scheduled backup failed');
    await finishBackupRun(db, holder, new Date(clock()), { error: message }).catch(() => {});
    return undefined;
  }
}

/** Checks now and then every minute; call the answer to stop. */
export function startScheduledBackups(deps: ScheduledBackupDeps): () => void {
  const holder = randomBytes(12).toString('base64url');
  if (!deps.settings.passphrase) deps.logger.warn(`scheduled backups: ${unencryptedWarning}`);
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(() =>
      runDueBackup(deps, holder).catch((error: unknown) =>
        deps.logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'scheduled backup check failed'),
      ),
    );
  };
  check();
  const timer = setInterval(check, deps.checkEveryMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
