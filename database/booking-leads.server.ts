/** The lead a booking belongs to (docs/product/booking.md#the-lead). */
import type { Database } from './db.server.ts';

/** The newest lead with this email address (any letter case), or null. */
export async function findContactIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = (await db('contacts').whereRaw('lower(email) = ?', [email.toLowerCase()]).orderBy('id', 'desc').first('id')) as { id: number } | undefined;
  return row ? Number(row.id) : null;
}

export async function linkBookingToContact(db: Database, bookingId: number, contactId: number): Promise<void> {
  await db('bookings').where({ id: bookingId }).update({ contact_id: contactId });
}
