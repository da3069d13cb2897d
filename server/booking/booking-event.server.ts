/** A booking as a calendar event, and its time in words in the site's zone (docs/product/booking.md#the-invitation). */
import type { Booking } from '#database/bookings.server.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import { callLocation, callPlaceSentence, type CallHostAndPlace } from './call-place.server.ts';
import type { CalendarEvent } from './ics.ts';

/** "Tuesday, December 1, 2026, 10:00 AM EST" */
export function callTimeInWords(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso)) + ` (${timeZone.replace(/_/g, ' ')})`;
}

/**
 * The call as an event: the host by display name as ORGANIZER (with the company's address, where replies go),
 * where it happens as LOCATION and in the DESCRIPTION (docs/product/booking.md#how-the-call-happens).
 */
export function bookingEvent(
  booking: Booking,
  company: CompanySettings,
  manageUrl: string | undefined,
  where: CallHostAndPlace,
  withAttendee = true,
): CalendarEvent {
  return {
    uid: booking.uid,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: booking.updatedAt,
    summary: `Free assessment call with ${company.name}`,
    description: [
      callPlaceSentence(where),
      `${booking.fullName}, ${booking.company}`,
      booking.phone ? `Phone: ${booking.phone}` : '',
      manageUrl ? `Cancel or reschedule: ${manageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: booking.status === 'cancelled',
    location: callLocation(where),
    organizer: { name: `${where.hostName}, ${company.name}`, email: company.email },
    ...(withAttendee ? { attendee: { name: booking.fullName, email: booking.email } } : {}),
    ...(manageUrl ? { url: manageUrl } : {}),
  };
}
