/**
 * The lead a visitor comes with: a form's answer gave its booking token (docs/product/booking.md#one-flow), which
 * the thank-you pages and /book read from their address. Null for a missing, unknown or expired token.
 */
import type { PageContextServer } from 'vike/types';
import { leadOfToken } from '#server/booking/booking-lead.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import type { CarriedLead } from './carried-lead.ts';

export async function carriedLead(pageContext: PageContextServer, token: string | undefined): Promise<(CarriedLead & { ownerId: number | null }) | null> {
  if (!token) return null;
  const lead = await withDatabase(pageContext, (db) => leadOfToken(db, token, (pageContext.bookingClock ?? Date.now)()).catch(() => null));
  return lead && { token, fullName: lead.details.fullName, company: lead.details.company, email: lead.details.email, ownerId: lead.ownerId };
}
