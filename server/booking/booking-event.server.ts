/** A booking as a calendar event, and its time in words in the site's zone (docs/product/booking.md#the-invitation). */
import type { Booking } from '#database/bookings.server.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import type { CalendarEvent } from './ics.ts';

/** "Tuesday, December 1, 2026, 10:00 AM EST" */
export function callTimeInWords(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso)) + ` (${timeZone.replace(/_/g, ' ')})`;
}

export function bookingEvent(booking: Booking, company: CompanySettings, manageUrl: string | undefined, withAttendee = true): CalendarEvent {
  return {
    uid: booking.uid,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: booking.updatedAt,
    summary: `Free assessment call with ${company.name}`,
    description: [
      `${booking.fullName}, ${booking.company}`,
      booking.phone ? `Phone: ${booking.phone}` : '',
      manageUrl ? `Cancel or reschedule: ${manageUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: booking.status === 'cancelled',
    organizer: { name: company.name, email: company.email },
    ...(withAttendee ? { attendee: { name: booking.fullName, email: booking.email } } : {}),
    ...(manageUrl ? { url: manageUrl } : {}),
  };
}
