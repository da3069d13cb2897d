// https://vike.dev/data: the free times, and a failed form's values and messages.
import type { PageContextServer } from 'vike/types';
import type { BookingFormState } from '#shared/booking.ts';
import { leadOfToken } from '#server/booking/booking-lead.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { slotPickerData, type SlotPickerData } from './booking-page.server.ts';

/** The lead the visitor came with (a form's thank-you links here with its token): their details, not typed again. */
export interface CarriedLead {
  token: string;
  fullName: string;
  company: string;
  email: string;
}

export interface Data {
  picker: SlotPickerData;
  carried: CarriedLead | null;
  form: BookingFormState | null;
  /** The visitor arrives from cancelling their call. */
  cancelled: boolean;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const form = pageContext.bookingForm ?? null;
  const token = form ? form.values.leadToken : pageContext.urlParsed.search.lead;
  const carried = token
    ? await withDatabase(pageContext, (db) =>
        leadOfToken(db, token, (pageContext.bookingClock ?? Date.now)()).then(
          ({ details }) => ({ token, fullName: details.fullName, company: details.company, email: details.email }),
          () => null,
        ),
      )
    : null;
  return { picker: await slotPickerData(pageContext, form?.values.start), carried, form, cancelled: pageContext.urlParsed.search.cancelled === '1' };
}
