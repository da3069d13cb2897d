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
  const lead = token ? await withDatabase(pageContext, (db) => leadOfToken(db, token, (pageContext.bookingClock ?? Date.now)()).catch(() => null)) : null;
  const carried = lead && token ? { token, fullName: lead.details.fullName, company: lead.details.company, email: lead.details.email } : null;
  return {
    picker: await slotPickerData(pageContext, form?.values.start, lead?.ownerId ?? null),
    carried,
    form,
    cancelled: pageContext.urlParsed.search.cancelled === '1',
  };
}
