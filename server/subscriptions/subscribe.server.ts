/**
 * Subscribing with double opt-in (docs/product/subscriptions.md#subscribing): the same for `POST /api/subscribe`
 * and the no-JavaScript form. The answer never says whether the address was known: the confirmation email goes
 * out in the background, and only to an address that is new, pending or unsubscribed.
 */
import { createHash, randomBytes } from 'node:crypto';
import Joi from 'joi';
import type { Logger } from 'pino';
import { firstRunCompanySettings } from '#content/company.ts';
import { consentWording, subscribeCopy } from '#content/subscriptions.ts';
import type { Database } from '#database/db.server.ts';
import { confirmByTokenHash, signUp } from '#database/subscribers.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { honeypotField } from '#shared/contact-fields.ts';
import { confirmSubscriptionPath, subscribeLimits, subscriptionTopics, type SubscribeForm, type SubscriptionTopic } from '#shared/subscriptions.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import type { FieldError } from '../errors.server.ts';
import { isHoneypotFilled } from '../contacts/contact-schema.ts';
import { brandedEmail } from '../mail/branded-email.server.ts';
import { sendAccountMail } from '../mail/account-mail.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { check, type Checked } from '../validation/validate.ts';

export const confirmLinkLifetimeMs = 48 * 60 * 60_000;

export interface SubscribeDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock?: (() => number) | undefined;
}

export interface SubscribeInput {
  email: string;
  topics: SubscriptionTopic[];
  /** The page the form was on (a path on this site). */
  source: string;
}

export const hashSubscriptionToken = (token: string) => createHash('sha256').update(token).digest('hex');

const schema = Joi.object({
  email: text(subscribeLimits.email)
    .pattern(/^[^\r\n\u2028\u2029\0]*$/, 'singleLine')
    .email({ tlds: false, minDomainSegments: 2 })
    .required(),
  topics: Joi.array()
    .items(Joi.string().valid(...subscriptionTopics))
    .unique()
    .max(subscriptionTopics.length)
    .default([]),
  source: text(subscribeLimits.source)
    .pattern(/^\/[^\s]*$/, 'path')
    .default('/subscribe'),
  [honeypotField]: Joi.string().allow('').max(0),
})
  .required()
  .unknown(false);

const wording: Wording = {
  whole: 'the subscription',
  fieldsOf: 'the subscription',
  labels: { email: 'Email address', topics: 'Topics', source: 'Source' },
  patterns: { singleLine: 'must be on a single line.', path: 'must be a path on this site, starting with /.' },
  fixed: { [honeypotField]: 'Leave this field empty.', topics: `Topics must be a list of: ${subscriptionTopics.join(', ')}.` },
};

export function checkSubscription(body: unknown): Checked<SubscribeInput> {
  const checked = check<SubscribeInput & Record<string, unknown>>(schema, body, wording);
  if (!checked.ok) return checked;
  const { email, topics, source } = checked.value;
  return { ok: true, value: { email, topics, source } };
}

/** Which form a page's path means (recorded with the consent). */
export function formOf(source: string): SubscribeForm {
  if (source === '/subscribe') return 'subscribe-page';
  if (source.startsWith('/blog/')) return 'post';
  return 'section';
}

export type SubscribeOutcome = { kind: 'accepted' } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Validates and records a sign-up; the confirmation email is sent in the background. A filled honeypot is
 * answered as accepted and stores nothing.
 */
export async function subscribe(deps: SubscribeDeps, body: unknown, form?: SubscribeForm): Promise<SubscribeOutcome> {
  if (isHoneypotFilled(body)) return { kind: 'accepted' };
  const checked = checkSubscription(body);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  await recordSignUp(deps, checked.value, form ?? formOf(checked.value.source), consentWording);
  return { kind: 'accepted' };
}

/** Stores a sign-up (any form, the other forms' tick-box too) and, when the address may be asked, emails the link. */
export async function recordSignUp(deps: SubscribeDeps, input: SubscribeInput, form: SubscribeForm, shownWording: string): Promise<void> {
  const nowMs = (deps.clock ?? Date.now)();
  const token = randomBytes(32).toString('base64url');
  const { askToConfirm } = await signUp(deps.db, {
    email: input.email,
    topics: input.topics,
    consent: { form, page: input.source, wording: shownWording },
    tokenHash: hashSubscriptionToken(token),
    expiresAt: new Date(nowMs + confirmLinkLifetimeMs).toISOString(),
    manageToken: randomBytes(24).toString('base64url'),
    now: new Date(nowMs).toISOString(),
  });
  if (!askToConfirm) return;
  if (!deps.config.smtpUrl) {
    deps.logger.warn('a subscription waits for its confirmation email, but SMTP_URL is not set');
    return;
  }
  void sendConfirmation(deps, input.email, token).catch((error: unknown) =>
    deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'subscription confirmation email failed'),
  );
}

export async function sendConfirmation(deps: SubscribeDeps, email: string, token: string): Promise<void> {
  const company = await loadCompanySettings(deps.db).then(
    (answer) => answer.settings,
    () => firstRunCompanySettings,
  );
  const url = `${deps.config.siteUrl}${confirmSubscriptionPath(token)}`;
  const body = {
    heading: subscribeCopy.confirmSubject,
    paragraphs: [subscribeCopy.confirmText],
    action: { label: subscribeCopy.confirmAction, url },
    note: subscribeCopy.confirmNote,
  };
  const branded = await brandedEmail(company, deps.config.siteUrl, body);
  await sendAccountMail(deps.config, { to: email, subject: `${subscribeCopy.confirmSubject} (${company.name})`, ...branded });
}

/** The confirmation link: true when it confirmed (once, within 48 hours). */
export async function confirmSubscription(deps: SubscribeDeps, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  const at = new Date((deps.clock ?? Date.now)()).toISOString();
  return confirmByTokenHash(deps.db, hashSubscriptionToken(token), at, (trx, email) =>
    recordVisitorEvent(trx, { kind: 'subscribed', email, contactId: null, at }),
  );
}
