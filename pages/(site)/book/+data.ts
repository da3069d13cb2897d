// https://vike.dev/data: the free times, and a failed form's values and messages.
import type { PageContextServer } from 'vike/types';
import type { BookingFormState } from '#shared/booking.ts';
import { slotPickerData, type SlotPickerData } from './booking-page.server.ts';
import { carriedLead } from './carried-lead.server.ts';
import type { CarriedLead } from './carried-lead.ts';

export type { CarriedLead };

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
  const lead = await carriedLead(pageContext, token);
  return {
    picker: await slotPickerData(pageContext, form?.values.start, lead?.ownerId ?? null),
    carried: lead && { token: lead.token, fullName: lead.fullName, company: lead.company, email: lead.email },
    form,
    cancelled: pageContext.urlParsed.search.cancelled === '1',
  };
}
