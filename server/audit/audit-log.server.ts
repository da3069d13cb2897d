/**
 * The audit log (SECURITY.md#audit-log): sign-ins and failures, user, role and invitation
 * changes, post publish/unpublish/delete, lead export/delete/status changes.
 * Entries carry the time, the actor, the client address and the target; never
 * a password, code or token. Writing an entry never fails the request it
 * describes (the failure is logged instead). Entries older than the retention
 * period (AUDIT_RETENTION_DAYS, 365 by default) are pruned as new ones are
 * written, at most once an hour per process.
 */
import type { Request } from 'express';
import type { Logger } from 'pino';
import { appendAudit, pruneAudit } from '#database/audit.server.ts';
import type { Database } from '#database/db.server.ts';
import type { AuditAction } from '#shared/audit-actions.ts';

const DAY_MS = 24 * 60 * 60_000;
export const PRUNE_INTERVAL_MS = 60 * 60_000;

export interface AuditDeps {
  db: Database;
  logger: Logger;
  /** How long an entry is kept. */
  retentionDays: number;
  /** Milliseconds since the epoch; tests pass their own to move time. */
  clock?: (() => number) | undefined;
}

export interface AuditEvent {
  /** Who acted; null for an anonymous request (a failed sign-in). */
  actor: { id: number; username: string } | null;
  action: AuditAction;
  /** What was acted on, e.g. "user:12" or "post:4". */
  target?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export interface AuditLog {
  record(req: Request, event: AuditEvent): Promise<void>;
}

export function auditLog(deps: AuditDeps): AuditLog {
  const now = () => (deps.clock ?? Date.now)();
  let prunedAt = -Infinity;

  async function pruneIfDue(): Promise<void> {
    if (now() - prunedAt < PRUNE_INTERVAL_MS) return;
    prunedAt = now();
    await pruneAudit(deps.db, new Date(now() - deps.retentionDays * DAY_MS).toISOString());
  }

  return {
    async record(req, { actor, action, target, details }) {
      try {
        await appendAudit(deps.db, {
          at: new Date(now()).toISOString(),
          actorId: actor?.id ?? null,
          actor: actor?.username ?? null,
          action,
          target: target ?? null,
          ip: req.ip ?? null,
          details: details ?? null,
        });
        await pruneIfDue();
      } catch (error) {
        deps.logger.error({ err: error, action }, 'could not write the audit log');
      }
    },
  };
}
