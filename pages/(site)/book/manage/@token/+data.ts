// https://vike.dev/data: the call behind the manage link (only its hash is stored), how it happens, and the times to move it to.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findBooking } from '#database/bookings.server.ts';
import { bookingIcsPath, manageBookingPath, type BookingFormState } from '#shared/booking.ts';
import { hashToken } from '#server/booking/booking-service.server.ts';
import { callPlaceOf, callPlaceSentence } from '#server/booking/call-place.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { slotPickerData, type SlotPickerData } from '../../booking-page.server.ts';

interface CallData {
  /** The call's time in words, in the site's zone. */
  when: string;
  start: string;
}

/** A call still to come: how it happens, the invitation and the forms to move or cancel it. */
export interface ActiveCall extends CallData {
  state: 'active';
  /** Who holds the call and how ("Sam Lee will call you on 555 0100."). */
  where: string;
  managePath: string;
  icsPath: string;
  picker: SlotPickerData;
  form: BookingFormState | null;
  notice: 'booked' | 'moved' | null;
  /** An email with the link and the invitation went to the visitor. */
  mailSent: boolean;
}

/** A cancelled call, or one whose time has passed: the link still answers, with a way to book again. */
export interface ClosedCall extends CallData {
  state: 'cancelled' | 'past';
}

export type Data = ActiveCall | ClosedCall;

export async function data(pageContext: PageContextServer): Promise<Data> {
  const token = pageContext.routeParams.token ?? '';
  const found =
    token.length <= 100
      ? await withDatabase(pageContext, async (db) => {
          const booking = await findBooking(db, { token_hash: hashToken(token) });
          return booking ? { booking, where: await callPlaceOf(db, booking) } : null;
        })
      : null;
  if (!found) throw render(404);
  const { booking, where } = found;
  const timeZone = pageContext.siteTimeZone ?? 'UTC';
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(booking.start));
  const nowMs = (pageContext.bookingClock ?? Date.now)();
  if (booking.status === 'cancelled') return { state: 'cancelled', when, start: booking.start };
  if (Date.parse(booking.end) <= nowMs) return { state: 'past', when, start: booking.start };
  const search = pageContext.urlParsed.search;
  return {
    state: 'active',
    when,
    start: booking.start,
    where: callPlaceSentence(where),
    managePath: manageBookingPath(token),
    icsPath: bookingIcsPath(token),
    // The host's own times first: the host is the lead's owner (docs/product/booking.md#one-owner).
    picker: await slotPickerData(pageContext, undefined, booking.userId),
    form: pageContext.bookingForm ?? null,
    notice: search.booked === '1' ? 'booked' : search.moved === '1' ? 'moved' : null,
    mailSent: pageContext.bookingMailSent ?? false,
  };
}
