/**
 * What a visitor or a staff member did that starts or ends follow-up sequences (docs/product/sequences.md).
 * The places where it happens (a confirmed subscription, an analysis request, a confirmed guide request, a booking,
 * a cancel, a no-show, an unsubscribe, a staff action on a lead) call `recordVisitorEvent` with the database or the
 * transaction they write in, so the sequence's enrolment or exit commits with the event itself.
 */
import type { Knex } from 'knex';
import type { Database } from '#database/db.server.ts';
import { enrol, leave, sequencesWhere } from '#database/sequence-enrolments.server.ts';
import type { SequenceTrigger } from '#shared/sequences.ts';

export type { SequenceTrigger } from '#shared/sequences.ts';

export type VisitorEvent =
  | { kind: SequenceTrigger; email: string; contactId: number | null; at: string }
  | { kind: 'unsubscribed'; email: string; at: string }
  | { kind: 'staff-acted'; contactId: number; at: string };

/** A trigger undone: the sequences on the first end for whoever the second happens to (a cancelled call leaves the "booked" ones). */
const undoes: Partial<Record<SequenceTrigger, SequenceTrigger>> = { 'call-cancelled': 'call-booked', 'no-show': 'call-booked' };

async function apply(trx: Database | Knex.Transaction, event: VisitorEvent): Promise<void> {
  if (event.kind === 'unsubscribed') {
    await leave(trx, { email: event.email }, 'unsubscribed', event.at);
    return;
  }
  if (event.kind === 'staff-acted') {
    // The lead's own enrolments and its address's (a subscription before the lead existed).
    const contact = (await trx('contacts').where({ id: event.contactId }).first('email')) as { email: string } | undefined;
    await leave(trx, { contactId: event.contactId, ...(contact ? { email: contact.email } : {}) }, 'staff', event.at);
    return;
  }
  const person = { email: event.email, ...(event.contactId === null ? {} : { contactId: event.contactId }) };
  if (event.kind === 'call-booked') await leave(trx, { ...person, sequences: sequencesWhere(trx, { until_booked: true }) }, 'booked', event.at);
  const undone = undoes[event.kind];
  if (undone) await leave(trx, { ...person, sequences: sequencesWhere(trx, { trigger: undone }) }, 'undone', event.at);
  await enrol(trx, event.kind, { email: event.email, contactId: event.contactId }, event.at);
}

/** Records the event for the sequences that start or end on it. */
export async function recordVisitorEvent(db: Database, event: VisitorEvent): Promise<void> {
  if ('isTransaction' in db && db.isTransaction) return apply(db, event);
  await db.transaction((trx) => apply(trx, event));
}
