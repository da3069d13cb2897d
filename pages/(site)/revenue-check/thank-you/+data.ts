// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { carriedLead } from '../../book/carried-lead.server.ts';
import type { CarriedLead } from '../../book/carried-lead.ts';
import { revenueCheckData, type RevenueCheckData } from '../revenue-check-data.server.ts';

/**
 * `mailSent`: the visitor was emailed a copy of their figures (booking emails and this one go out alike). `lead`: the
 * request's lead, from its booking token (docs/product/booking.md#one-flow), which books the call without the details.
 */
export type Data = RevenueCheckData & { mailSent: boolean; lead: CarriedLead | null };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const lead = await carriedLead(pageContext, pageContext.urlParsed.search.lead);
  return {
    ...(await revenueCheckData(pageContext)),
    mailSent: pageContext.bookingMailSent ?? false,
    lead: lead && { token: lead.token, fullName: lead.fullName, company: lead.company, email: lead.email },
  };
}
