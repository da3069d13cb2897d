// https://vike.dev/data: the call behind the manage link (only its hash is stored), and the times to move it to.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findBooking } from '#database/bookings.server.ts';
import { bookingIcsPath, manageBookingPath, type BookingFormState } from '#shared/booking.ts';
import { hashToken } from '#server/booking/booking-service.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { slotPickerData, type SlotPickerData } from '../../booking-page.server.ts';

export interface Data {
  /** The call's time in words, in the site's zone. */
  when: string;
  start: string;
  managePath: string;
  icsPath: string;
  picker: SlotPickerData;
  form: BookingFormState | null;
  notice: 'booked' | 'moved' | null;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const token = pageContext.routeParams.token ?? '';
  const booking = token.length <= 100 ? await withDatabase(pageContext, (db) => findBooking(db, { token_hash: hashToken(token) })) : null;
  if (!booking || booking.status !== 'booked') throw render(404);
  const timeZone = pageContext.siteTimeZone ?? 'UTC';
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(booking.start));
  const search = pageContext.urlParsed.search;
  return {
    when,
    start: booking.start,
    managePath: manageBookingPath(token),
    icsPath: bookingIcsPath(token),
    picker: await slotPickerData(pageContext),
    form: pageContext.bookingForm ?? null,
    notice: search.booked === '1' ? 'booked' : search.moved === '1' ? 'moved' : null,
  };
}
