/**
 * What the booking pages read (docs/product/booking.md#booking): the free slots grouped by day in the site's
 * time zone, each labelled in that zone. The server's page handler passes the clock and the zone
 * (server/booking/booking-form-routes.server.ts, bookingPageContext).
 */
import type { PageContextServer } from 'vike/types';
import { getBookingSettings } from '#database/bookings.server.ts';
import type { BookingFormState } from '#shared/booking.ts';
import { dayIn } from '#shared/site-day.ts';
import { zoneName } from '#shared/zoned-time.ts';
import { bookableDays, slotsOffered } from '#server/booking/booking-service.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import type { BookingDay, SlotPickerData } from './slot-picker-data.ts';

export type { SlotPickerData };

declare global {
  namespace Vike {
    interface PageContext {
      bookingClock?: () => number;
      siteTimeZone?: string;
      bookingForm?: BookingFormState;
      /** Booking emails go out (SMTP_URL is set): the pages say an email was sent, else what to keep. */
      bookingMailSent?: boolean;
    }
  }
}

/** `ownerId`: the lead's owner, whose own times are offered first (docs/product/booking.md#one-owner). */
export async function slotPickerData(pageContext: PageContextServer, chosenStart?: string, ownerId: number | null = null): Promise<SlotPickerData> {
  const timeZone = pageContext.siteTimeZone ?? 'UTC';
  const clock = pageContext.bookingClock ?? Date.now;
  const nowMs = clock();
  const { settings, slots } = await withDatabase(pageContext, async (db) => {
    const bookingSettings = await getBookingSettings(db);
    return slotsOffered({ db, clock }, nowMs, nowMs + bookableDays(bookingSettings.horizonDays) * 24 * 60 * 60_000, ownerId);
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const days: BookingDay[] = [];
  for (const { slot } of slots) {
    const ms = Date.parse(slot.start);
    const day = dayIn(timeZone, ms);
    if (days.at(-1)?.day !== day) days.push({ day, label: date.format(ms), slots: [] });
    days.at(-1)!.slots.push({ start: slot.start, label: time.format(ms) });
  }
  const asked =
    pageContext.urlParsed.search.day ?? (chosenStart && !Number.isNaN(Date.parse(chosenStart)) ? dayIn(timeZone, Date.parse(chosenStart)) : undefined);
  const selected = days.find((entry) => entry.day === asked)?.day ?? days[0]?.day ?? null;
  return {
    days,
    selected,
    timeZone,
    zoneLabel: `${zoneName(timeZone, nowMs)} (${timeZone.replace(/_/g, ' ')})`,
    horizonDays: settings.horizonDays,
    callMinutes: settings.callMinutes,
  };
}
