/**
 * Named queries for the audit log: append, read with filters, prune. Nothing
 * here updates an entry.
 */
import type { AuditAction, AuditEntry } from '#shared/audit-actions.ts';
import type { Database } from './db.server.ts';

interface AuditRow {
  id: number;
  at: string | Date;
  actor_id: number | null;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actor: row.actor,
    action: row.action as AuditAction,
    target: row.target,
    ip: row.ip,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  };
}

export async function appendAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db('audit_log').insert({
    at: entry.at,
    actor_id: entry.actorId,
    actor: entry.actor,
    action: entry.action,
    target: entry.target,
    ip: entry.ip,
    details: entry.details === null ? null : JSON.stringify(entry.details),
  });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** ISO times, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

/** Newest first. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<{ items: AuditEntry[]; total: number }> {
  const filtered = () => {
    const query = db<AuditRow>('audit_log');
    if (filter.actor !== undefined) query.whereRaw('lower(actor) = ?', [filter.actor.toLowerCase()]);
    if (filter.action !== undefined) query.where({ action: filter.action });
    if (filter.from !== undefined) query.where('at', '>=', filter.from);
    if (filter.to !== undefined) query.where('at', '<=', filter.to);
    return query;
  };
  const [rows, counted] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    filtered().count({ total: '*' }).first(),
  ]);
  return { items: (rows as AuditRow[]).map(toEntry), total: Number((counted as { total?: number | string } | undefined)?.total ?? 0) };
}

/** Deletes the entries older than `before` (ISO time); the number deleted. */
export async function pruneAudit(db: Database, before: string): Promise<number> {
  return db('audit_log').where('at', '<', before).delete();
}
