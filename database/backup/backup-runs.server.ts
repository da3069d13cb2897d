/**
 * The lease and the outcome of scheduled backups (docs/decisions/060-backup-archives.md). Exactly once:
 * a process takes the one row with a conditional UPDATE that matches only when the last backup is due
 * and no live lease is held, so of several processes that try at once one changes the row and the
 * others change nothing (the same rule as publishDuePosts in scheduled-publishing.server.ts).
 */
import type { Database } from '../db.server.ts';

export interface BackupStatus {
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastFile: string | null;
  lastBytes: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
  running: boolean;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** True when this process (holder) now holds the lease for a backup that is due. */
export async function claimBackupRun(db: Database, holder: string, now: Date, intervalMs: number, leaseMs: number): Promise<boolean> {
  const at = now.toISOString();
  const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
  const changed = await db('backup_runs')
    .where({ id: 1 })
    .where((query) => query.whereNull('leased_until').orWhere('leased_until', '<', at))
    .where((query) => query.whereNull('last_started_at').orWhere('last_started_at', '<=', dueBefore))
    .update({ leased_by: holder, leased_until: new Date(now.getTime() + leaseMs).toISOString(), last_started_at: at });
  return changed === 1;
}

export type BackupOutcome = { file: string; bytes: number } | { error: string };

/** Records how the backup that `holder` leased ended, and gives the lease back. */
export async function finishBackupRun(db: Database, holder: string, now: Date, outcome: BackupOutcome): Promise<void> {
  const at = now.toISOString();
  const fields =
    'error' in outcome
      ? { last_error: outcome.error.slice(0, 2000), last_error_at: at }
      : { last_finished_at: at, last_file: outcome.file, last_bytes: outcome.bytes, last_error: null, last_error_at: null };
  await db('backup_runs')
    .where({ id: 1, leased_by: holder })
    .update({ ...fields, leased_by: null, leased_until: null });
}

export async function findBackupStatus(db: Database, now: Date): Promise<BackupStatus> {
  const row = (await db('backup_runs').where({ id: 1 }).first()) as Record<string, unknown> | undefined;
  return {
    lastStartedAt: iso(row?.last_started_at),
    lastFinishedAt: iso(row?.last_finished_at),
    lastFile: (row?.last_file as string | null) ?? null,
    lastBytes: row?.last_bytes === null || row?.last_bytes === undefined ? null : Number(row.last_bytes),
    lastError: (row?.last_error as string | null) ?? null,
    lastErrorAt: iso(row?.last_error_at),
    running: Boolean(row?.leased_until) && new Date(row!.leased_until as string).getTime() > now.getTime(),
  };
}
