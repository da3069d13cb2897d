/**
 * The sequences' part of the send queue's round (docs/product/sequences.md#sending): within the company's
 * business hours (the ones speed to lead counts on, database/lead-routing.server.ts), it queues the next step of
 * each enrolment whose time has come; outside them, due steps wait for the next opening. What it queues, the send
 * queue claims and sends like any message, and a step of an enrolment that has left since is skipped there.
 */
import type { Database } from '#database/db.server.ts';
import { getResponseSettings } from '#database/lead-routing.server.ts';
import { dueEnrolments, queueNextStep, sequenceMessageOf } from '#database/sequence-enrolments.server.ts';
import { responseDueAt, type BusinessHours } from '#shared/business-hours.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import { buildNewsletter, type BuiltNewsletter } from '../subscriptions/newsletter-email.server.ts';

/** Whether `nowMs` is within the business hours: the next opening from now is now. */
export function withinBusinessHours(nowMs: number, businessHours: BusinessHours, timeZone: string): boolean {
  return responseDueAt(nowMs, { responseTargetMinutes: 0, businessHours }, timeZone) === nowMs;
}

/** Queues the due steps (up to `limit` people a round); answers how many it queued. */
export async function queueDueSteps(db: Database, nowMs: number, timeZone: string, limit = 200): Promise<number> {
  const { businessHours } = await getResponseSettings(db);
  if (!withinBusinessHours(nowMs, businessHours, timeZone)) return 0;
  const now = new Date(nowMs).toISOString();
  let queued = 0;
  for (const id of await dueEnrolments(db, now, limit)) if (await queueNextStep(db, id, now)) queued += 1;
  return queued;
}

export interface SequenceEmail {
  built: BuiltNewsletter;
  /** The lead's owner's name, when the sequence sends in it. */
  senderName: string | null;
}

/** The step's email as a newsletter is built (the same links and footer); null when the person left or the step is gone. */
export async function sequenceEmailOf(
  db: Database,
  send: { enrolmentId: number; stepId: number | null },
  company: () => Promise<CompanySettings>,
  siteUrl: string,
): Promise<SequenceEmail | null> {
  if (send.stepId === null) return null;
  const message = await sequenceMessageOf(db, send.enrolmentId, send.stepId);
  if (!message) return null;
  return { built: await buildNewsletter(message.subject, message.bodyHtml, await company(), siteUrl), senderName: message.ownerName };
}
