/**
 * Leads waiting past their response target (docs/product/leads.md#response-target), and the one alert
 * each owner gets about one: claimed by a conditional UPDATE, so with several processes exactly one sends it.
 */
import type { Database } from './db.server.ts';

export interface OverdueLead {
  id: number;
  subject: string;
  createdAt: string;
  responseDueAt: string;
  /** The owner's email address, when the lead has an owner who gave one. */
  ownerEmail: string | null;
}

/** Unanswered leads due by `now` whose owner has not been alerted yet, oldest due first. */
export async function overdueLeadsToAlert(db: Database, now: Date, limit = 50): Promise<OverdueLead[]> {
  const rows = await db('contacts')
    .leftJoin('users', 'users.id', 'contacts.owner_id')
    .whereNull('contacts.first_response_at')
    .whereNull('contacts.overdue_alerted_at')
    .where('contacts.response_due_at', '<=', now.toISOString())
    .orderBy('contacts.response_due_at')
    .limit(limit)
    .select('contacts.id', 'contacts.subject', 'contacts.created_at', 'contacts.response_due_at', 'users.email as owner_email', 'users.active as owner_active');
  return rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    createdAt: new Date(row.created_at).toISOString(),
    responseDueAt: new Date(row.response_due_at).toISOString(),
    ownerEmail: row.owner_active ? (row.owner_email ?? null) : null,
  }));
}

/** True for the one caller that marks the lead alerted; false when another did, or it was answered meanwhile. */
export async function claimOverdueAlert(db: Database, id: number, now: Date): Promise<boolean> {
  const changed = await db('contacts')
    .where({ id })
    .whereNull('overdue_alerted_at')
    .whereNull('first_response_at')
    .update({ overdue_alerted_at: now.toISOString() });
  return changed === 1;
}
