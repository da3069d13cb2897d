/**
 * What happens to a new lead before the visitor gets an answer (docs/product/leads.md#assignment): its
 * first response falls due under the company's response target, counted on business hours, and it gets
 * its owner by rule or in turns. A failure here is logged and never loses the stored lead.
 */
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { assignLead, getResponseSettings, setResponseDue } from '#database/lead-routing.server.ts';
import { responseDueAt } from '#shared/business-hours.ts';

export async function routeNewLead(deps: { db: Database; logger: Logger; siteTimeZone: string }, lead: { id: number; createdAt: string }): Promise<void> {
  try {
    const dueMs = responseDueAt(Date.parse(lead.createdAt), await getResponseSettings(deps.db), deps.siteTimeZone);
    await setResponseDue(deps.db, lead.id, dueMs === null ? null : new Date(dueMs));
    await assignLead(deps.db, lead.id);
  } catch (error) {
    deps.logger.error({ contactId: lead.id, err: { message: error instanceof Error ? error.message : String(error) } }, 'lead assignment failed');
  }
}
