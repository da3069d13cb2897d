/**
 * LEADS_RETENTION_MONTHS: leads older than that many months are deleted with
 * their notes and history, checked at start and then hourly by each process
 * (deleting is idempotent, so several processes may race harmlessly). Off by default.
 * Each deletion is logged by lead number only.
 */
import type { Logger } from 'pino';
import { deleteLeadsCreatedBefore } from '#database/contacts.server.ts';
import type { Database } from '#database/db.server.ts';

const everyMs = 60 * 60 * 1000;

/** The instant `months` calendar months before `now` (UTC calendar). */
export function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

export interface LeadRetentionDeps {
  db: Database;
  logger: Logger;
  months: number;
  clock?: () => number;
}

/** Deletes the leads past the retention period now; answers how many. */
export async function applyLeadRetention({ db, logger, months, clock = Date.now }: LeadRetentionDeps): Promise<number> {
  const ids = await deleteLeadsCreatedBefore(db, monthsBefore(clock(), months));
  for (const id of ids) logger.info({ contactId: id, reason: 'retention', months }, 'lead deleted');
  return ids.length;
}

/** Runs `applyLeadRetention` now and hourly; call the answer to stop. */
export function startLeadRetention(deps: LeadRetentionDeps): () => void {
  const run = () =>
    applyLeadRetention(deps).catch((error: unknown) =>
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'lead retention failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
