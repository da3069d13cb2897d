/** A lead's calls as the dashboard shows them (docs/product/booking.md#the-call-on-the-lead). */
import type { CallState, LeadCall } from '#shared/booking.ts';
import type { Database } from './db.server.ts';

export interface CallRow {
  id: number;
  contact_id: number | null;
  user_id: number;
  start_at: string | Date;
  end_at: string | Date;
  status: 'booked' | 'cancelled';
  outcome: 'done' | 'no_show' | null;
  sequence: number | string;
  username: string;
  display_name: string | null;
}

/** A cancelled call stays cancelled; then what staff marked; then whether the visitor ever moved it. */
export function callStateOf(row: Pick<CallRow, 'status' | 'outcome' | 'sequence'>): CallState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.outcome === 'done') return 'done';
  if (row.outcome === 'no_show') return 'no-show';
  return Number(row.sequence) > 0 ? 'rescheduled' : 'booked';
}

const toLeadCall = (row: CallRow): LeadCall => ({
  id: Number(row.id),
  start: new Date(row.start_at).toISOString(),
  end: new Date(row.end_at).toISOString(),
  state: callStateOf(row),
  host: { id: Number(row.user_id), name: row.display_name ?? row.username },
});

function callRows(db: Database) {
  return db('bookings')
    .join('users', 'users.id', 'bookings.user_id')
    .select(
      'bookings.id',
      'bookings.contact_id',
      'bookings.user_id',
      'bookings.start_at',
      'bookings.end_at',
      'bookings.status',
      'bookings.outcome',
      'bookings.sequence',
      'users.username',
      'users.display_name',
    );
}

/** Each lead's calls, newest first, by lead id (leads without calls are absent). */
export async function callsOfLeads(db: Database, contactIds: number[]): Promise<Map<number, LeadCall[]>> {
  const calls = new Map<number, LeadCall[]>();
  if (contactIds.length === 0) return calls;
  const rows = (await callRows(db)
    .whereIn('bookings.contact_id', contactIds)
    .orderBy([
      { column: 'bookings.start_at', order: 'desc' },
      { column: 'bookings.id', order: 'desc' },
    ])) as CallRow[];
  for (const row of rows) {
    const id = Number(row.contact_id);
    calls.set(id, [...(calls.get(id) ?? []), toLeadCall(row)]);
  }
  return calls;
}

/** One call with its lead's id, or null. */
export async function findLeadCall(db: Database, id: number): Promise<(LeadCall & { contactId: number | null }) | null> {
  const row = (await callRows(db).where('bookings.id', id).first()) as CallRow | undefined;
  return row ? { ...toLeadCall(row), contactId: row.contact_id === null ? null : Number(row.contact_id) } : null;
}
