// https://vike.dev/data: the free times, and a failed form's values and messages.
import type { PageContextServer } from 'vike/types';
import type { BookingFormState } from '#shared/booking.ts';
import { slotPickerData, type SlotPickerData } from './booking-page.server.ts';

export interface Data {
  picker: SlotPickerData;
  form: BookingFormState | null;
  /** The visitor arrives from cancelling their call. */
  cancelled: boolean;
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const form = pageContext.bookingForm ?? null;
  return { picker: await slotPickerData(pageContext, form?.values.start), form, cancelled: pageContext.urlParsed.search.cancelled === '1' };
}
