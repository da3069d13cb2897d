// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { revenueCheckData, type RevenueCheckData } from '../revenue-check-data.server.ts';

/** `mailSent`: the visitor was emailed a copy of their figures (booking emails and this one go out alike). */
export type Data = RevenueCheckData & { mailSent: boolean; bookHref: string };

export async function data(pageContext: PageContextServer): Promise<Data> {
  // The request's booking token (docs/product/booking.md#one-flow): /book then takes the details from the lead.
  const lead = pageContext.urlParsed.search.lead;
  const bookHref = lead && /^[\w-]{1,100}$/.test(lead) ? `/book?lead=${lead}` : '/book';
  return { ...(await revenueCheckData(pageContext)), mailSent: pageContext.bookingMailSent ?? false, bookHref };
}
