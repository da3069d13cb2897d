/**
 * Each booking creates or updates a lead (docs/product/booking.md#the-lead): the newest lead with the visitor's
 * email moves to "call booked", owned by the person taking the call if nobody owns it yet; without one, a new
 * lead is stored with the booking's attribution. The booking keeps the lead's id. A failure here is logged and
 * never undoes the booking: the call is what the visitor asked for.
 */
import { insertContact, updateLead } from '#database/contacts.server.ts';
import { findContactIdByEmail, linkBookingToContact } from '#database/booking-leads.server.ts';
import type { Booking } from '#database/bookings.server.ts';
import type { LeadAttribution } from '#shared/contact-fields.ts';
import type { BookingDeps } from './booking-service.server.ts';

export const bookingLeadSubject = 'Free assessment call booked';

export async function recordBookingLead({ db, logger }: BookingDeps, booking: Booking, attribution: LeadAttribution): Promise<void> {
  try {
    let contactId = await findContactIdByEmail(db, booking.email);
    if (contactId === null) {
      ({ id: contactId } = await insertContact(
        db,
        {
          fullName: booking.fullName,
          email: booking.email,
          company: booking.company,
          phone: booking.phone,
          subject: bookingLeadSubject,
          message: booking.note ?? `Booked the free assessment call for ${booking.start}.`,
        },
        attribution,
      ));
    }
    const lead = await updateLead(db, contactId, { status: 'call_booked' }, { id: null, name: 'Booking' });
    if (lead && lead.ownerId === null) await updateLead(db, contactId, { ownerId: booking.userId }, { id: null, name: 'Booking' });
    await linkBookingToContact(db, booking.id, contactId);
  } catch (error) {
    logger.error({ err: { message: error instanceof Error ? error.message : String(error) }, bookingId: booking.id }, 'booking lead not recorded');
  }
}
