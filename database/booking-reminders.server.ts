/**
 * Claims for the reminders 24 hours and 1 hour before a call (docs/product/booking.md#reminders). A reminder is
 * claimed by one conditional UPDATE that sets its time where it is still null: whichever process's UPDATE
 * changes the row sends it, any other finds it set and sends nothing. A cancelled call matches no claim.
 */
import type { Database } from './db.server.ts';
import { toBooking, type Booking, type BookingRow } from './bookings.server.ts';

export const reminders = {
  day: { column: 'reminded_24h_at', beforeMs: 24 * 60 * 60_000 },
  hour: { column: 'reminded_1h_at', beforeMs: 60 * 60_000 },
} as const;
export type ReminderKind = keyof typeof reminders;

/** Active calls whose reminder of `kind` is due at `nowMs` and not yet claimed (calls already started excluded). */
export async function dueReminders(db: Database, kind: ReminderKind, nowMs: number): Promise<Booking[]> {
  const { column, beforeMs } = reminders[kind];
  const rows = (await db('bookings')
    .where({ status: 'booked' })
    .whereNull(column)
    .where('start_at', '>', new Date(nowMs).toISOString())
    .where('start_at', '<=', new Date(nowMs + beforeMs).toISOString())
    .orderBy('start_at')
    .limit(100)) as BookingRow[];
  return rows.map(toBooking);
}

/** True when this call took the reminder: the row was active and its reminder still unclaimed. */
export async function claimReminder(db: Database, id: number, kind: ReminderKind, nowMs: number): Promise<boolean> {
  const changed = await db('bookings')
    .where({ id, status: 'booked' })
    .whereNull(reminders[kind].column)
    .update({ [reminders[kind].column]: new Date(nowMs).toISOString() });
  return changed === 1;
}
