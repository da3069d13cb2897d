/** The lead a booking belongs to, and what its calls write to that lead (docs/product/booking.md#the-lead). */
import type { CallOutcome, CallState } from '#shared/booking.ts';
import type { Contact } from '#shared/contact-fields.ts';
import { recordFirstResponse, toContact, type Actor, type ContactRow } from './contacts.server.ts';
import type { Database } from './db.server.ts';

/** The newest lead with this email address (any letter case), or null. */
export async function findContactIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = (await db('contacts').whereRaw('lower(email) = ?', [email.toLowerCase()]).orderBy('id', 'desc').first('id')) as { id: number } | undefined;
  return row ? Number(row.id) : null;
}

/** Keeps the hash of the token that books a call for this lead. */
export async function setLeadBookingToken(db: Database, contactId: number, tokenHash: string): Promise<void> {
  await db('contacts').where({ id: contactId }).update({ booking_token_hash: tokenHash });
}

/** The lead a booking token belongs to, if it arrived after `since`. */
export async function findLeadByBookingToken(db: Database, tokenHash: string, since: string): Promise<Contact | null> {
  const row = (await db('contacts').where({ booking_token_hash: tokenHash }).where('created_at', '>=', since).first()) as ContactRow | undefined;
  return row ? toContact(row) : null;
}

export async function linkBookingToContact(db: Database, bookingId: number, contactId: number): Promise<void> {
  await db('bookings').where({ id: bookingId }).update({ contact_id: contactId });
}

/** The name a visitor's own changes carry in the lead's history (the column holds 64 characters). */
export const visitorActor = (fullName: string): Actor => ({ id: null, name: fullName.slice(0, 64) });

/** Writes a call's new state (and its start, unless cancelled) to its lead's history. */
export async function recordCallChange(db: Database, contactId: number, change: { state: CallState; start: string }, actor: Actor, at: string): Promise<void> {
  const value = change.state === 'cancelled' ? 'cancelled' : `${change.state} ${change.start}`;
  await db('contact_history').insert({ contact_id: contactId, at, actor_id: actor.id, actor_name: actor.name, change: 'call', value });
}

/**
 * Marks a booked (not cancelled) call done or no-show, with an optional note on its lead, in one transaction: a
 * call logged by a staff member is a first response (docs/product/leads.md#time-to-first-response). Answers
 * false when the call is cancelled or gone.
 */
export async function markCallOutcome(
  db: Database,
  id: number,
  mark: { outcome: CallOutcome; note?: string | undefined },
  actor: Actor,
  now: string,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const changed = await trx('bookings')
      .where({ id, status: 'booked' })
      .update({ outcome: mark.outcome === 'no-show' ? 'no_show' : 'done', outcome_at: now, updated_at: now });
    if (changed === 0) return false;
    const booking = (await trx('bookings').where({ id }).first('contact_id', 'start_at')) as { contact_id: number | null; start_at: string | Date };
    if (booking.contact_id === null) return true;
    const contactId = Number(booking.contact_id);
    await recordCallChange(trx, contactId, { state: mark.outcome, start: new Date(booking.start_at).toISOString() }, actor, now);
    if (mark.note) await trx('contact_notes').insert({ contact_id: contactId, author_id: actor.id, author_name: actor.name, body: mark.note, created_at: now });
    await recordFirstResponse(trx, contactId, now, actor);
    return true;
  });
}
