// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { revenueCheckData, type RevenueCheckData } from '../revenue-check-data.server.ts';

/** `mailSent`: the visitor was emailed a copy of their figures (booking emails and this one go out alike). */
export type Data = RevenueCheckData & { mailSent: boolean };

export async function data(pageContext: PageContextServer): Promise<Data> {
  return { ...(await revenueCheckData(pageContext)), mailSent: pageContext.bookingMailSent ?? false };
}
