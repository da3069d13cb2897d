/**
 * Receiving a contact message, the same for the JSON API and the HTML form:
 * honeypot, validation, storage, assignment (../leads/route-new-lead.server.ts), then the (fire-and-forget)
 * notifications: the webhook and the email.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { setLeadBookingToken } from '#database/booking-leads.server.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { insertContact } from '#database/contacts.server.ts';
import { getLeadAlertSettings } from '#database/lead-alerts.server.ts';
import type { Database } from '#database/db.server.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import type { ContactInput, LeadAttribution } from '#shared/contact-fields.ts';
import type { Config } from '../config.server.ts';
import type { FieldError } from '../errors.server.ts';
import type { Checked } from '../validation/validate.ts';
import { isHoneypotFilled } from './contact-schema.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { dashboardUrl, notifyNewContact } from './notify.server.ts';
import { sendLeadWebhook } from '../leads/lead-webhook.server.ts';
import { routeNewLead } from '../leads/route-new-lead.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import type { StoredRevenueCheckV2 } from '#shared/revenue-check.ts';
import { hashToken } from '../booking/token-hash.server.ts';
import { sendRevenueCheckSummary } from '../revenue-check/summary-email.server.ts';

export type SubmitOutcome<T> =
  /** `leadToken` books a call for this lead without the details again (docs/product/booking.md#one-flow). */
  | { kind: 'stored'; id: number; value: T; leadToken: string }
  /** A bot filled the honeypot: answer as if stored, store nothing. */
  | { kind: 'honeypot' }
  | { kind: 'invalid'; errors: FieldError[] };

export interface SubmitContactDeps {
  db: Database;
  /** The notification settings (webhook, SMTP) and the site's URL. */
  config: Config;
  logger: Logger;
}

export async function submitContact<T extends ContactInput>(
  deps: SubmitContactDeps,
  body: unknown,
  validate: (body: unknown) => Checked<T>,
  /** Where the lead came from, worked out from the valid message. */
  attributionOf: (value: T) => LeadAttribution,
  /** The revenue check's inputs and figures, for a request sent from it (computed by the server from the valid inputs). */
  revenueCheckOf: (value: T) => Promise<StoredRevenueCheckV2 | null> = async () => null,
): Promise<SubmitOutcome<T>> {
  // Checked before validation so a bot learns nothing from the other fields' errors.
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const result = validate(body);
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  const revenueCheck = await revenueCheckOf(result.value);
  const { id, createdAt } = await insertContact(deps.db, result.value, attributionOf(result.value), revenueCheck);
  const leadToken = randomBytes(32).toString('base64url');
  await setLeadBookingToken(deps.db, id, hashToken(leadToken));
  const value = result.value;
  await announceNewLead(deps, { id, subject: value.subject, createdAt }, (company) =>
    // The visitor's own figures, to the address they gave (docs/product/revenue-check.md#the-analysis-request).
    revenueCheck ? sendRevenueCheckSummary(deps.config, deps.logger, { id, ...value }, revenueCheck, company ?? firstRunCompanySettings) : undefined,
  );
  // After routing, so that a sequence sent in the owner's name has one (docs/product/sequences.md#triggers).
  if (revenueCheck) await recordVisitorEvent(deps.db, { kind: 'analysis-requested', email: value.email, contactId: id, at: createdAt });
  return { kind: 'stored', id, value: result.value, leadToken };
}

/**
 * A new lead's assignment (awaited), then its notifications in the background: the webhook, the alert email and,
 * with `alsoSend`, an email of the caller's with the company's settings.
 */
export async function announceNewLead(
  deps: SubmitContactDeps,
  lead: { id: number; subject: string; createdAt: string },
  alsoSend: (company: CompanySettings | undefined) => Promise<unknown> | undefined = () => undefined,
): Promise<void> {
  await routeNewLead({ db: deps.db, logger: deps.logger, siteTimeZone: deps.config.siteTimeZone }, lead);
  const webhook = { db: deps.db, logger: deps.logger, url: deps.config.contactNotifyWebhook };
  const data = { id: lead.id, subject: lead.subject, createdAt: lead.createdAt, dashboardUrl: dashboardUrl(deps.config.siteUrl) };
  sendLeadWebhook(webhook, { type: 'lead.created', contactId: lead.id, data }).catch((error: unknown) =>
    deps.logger.warn(
      { contactId: lead.id, channel: 'webhook', err: { message: error instanceof Error ? error.message : String(error) } },
      'contact notification failed',
    ),
  );
  // The dashboard's alert setting decides the email's recipients; if it cannot be read, the configured address does.
  // The company's settings brand the email; if they cannot be read, the first-run values do.
  void Promise.all([
    getLeadAlertSettings(deps.db)
      .then((settings) => (settings ? (settings.enabled ? settings.recipients : []) : undefined))
      .catch(() => undefined),
    loadCompanySettings(deps.db).then(
      (answer) => answer.settings,
      () => undefined,
    ),
  ]).then(([emailTo, company]) => Promise.all([notifyNewContact(deps.config, deps.logger, lead, emailTo, company), alsoSend(company)]));
}
