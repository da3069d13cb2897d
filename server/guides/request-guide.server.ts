/**
 * Asking for a guide (docs/product/guides.md#double-opt-in): the same for `POST /api/guides/{id}/request` and the
 * no-JavaScript form. The answer never says whether the address was known: every valid request stores a request
 * and emails its link in the background (a suppressed address gets nothing, silently).
 */
import { createHash, randomBytes } from 'node:crypto';
import Joi from 'joi';
import type { Logger } from 'pino';
import { firstRunCompanySettings } from '#content/company.ts';
import { guideCopy } from '#content/guides.ts';
import type { Database } from '#database/db.server.ts';
import { insertGuideRequest } from '#database/guide-requests.server.ts';
import { publicGuides } from '#database/guides.server.ts';
import { isSuppressed } from '#database/subscribers.server.ts';
import { honeypotField } from '#shared/contact-fields.ts';
import { guideDownloadPath, guideLimits, guideLinkLifetimeDays, type PublicGuide } from '#shared/guides.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { isHoneypotFilled } from '../contacts/contact-schema.ts';
import type { FieldError } from '../errors.server.ts';
import { sendAccountMail } from '../mail/account-mail.server.ts';
import { brandedEmail } from '../mail/branded-email.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { check } from '../validation/validate.ts';

export const guideLinkLifetimeMs = guideLinkLifetimeDays * 24 * 60 * 60_000;

export interface GuideDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock?: (() => number) | undefined;
}

export interface GuideRequestInput {
  email: string;
  fullName: string;
  company: string;
  /** The page the form was on (a path on this site). */
  source: string;
}

export const hashGuideToken = (token: string) => createHash('sha256').update(token).digest('hex');

const singleLine = /^[^\r\n\u2028\u2029\0]*$/;

const schema = Joi.object({
  email: text(guideLimits.email).pattern(singleLine, 'singleLine').email({ tlds: false, minDomainSegments: 2 }).required(),
  fullName: text(guideLimits.fullName).pattern(singleLine, 'singleLine').allow('').default(''),
  company: text(guideLimits.company).pattern(singleLine, 'singleLine').allow('').default(''),
  source: text(guideLimits.source)
    .pattern(/^\/[^\s]*$/, 'path')
    .default('/'),
  [honeypotField]: Joi.string().allow('').max(0),
})
  .required()
  .unknown(false);

const wording: Wording = {
  whole: 'the request',
  fieldsOf: 'the request',
  labels: { email: 'Email address', fullName: 'Name', company: 'Practice', source: 'Source' },
  patterns: { singleLine: 'must be on a single line.', path: 'must be a path on this site, starting with /.' },
  fixed: { [honeypotField]: 'Leave this field empty.' },
};

export type GuideRequestOutcome =
  { kind: 'accepted'; guide: PublicGuide } | { kind: 'invalid'; guide: PublicGuide; errors: FieldError[] } | { kind: 'no-guide' };

export async function findPublicGuide(db: Database, id: number): Promise<PublicGuide | undefined> {
  return (await publicGuides(db, [id]))[0];
}

/** Validates and records a request; the email is sent in the background. A filled honeypot is answered as accepted and stores nothing. */
export async function requestGuide(deps: GuideDeps, guideId: number, body: unknown): Promise<GuideRequestOutcome> {
  const guide = await findPublicGuide(deps.db, guideId);
  if (!guide) return { kind: 'no-guide' };
  if (isHoneypotFilled(body)) return { kind: 'accepted', guide };
  const checked = check<GuideRequestInput>(schema, body, wording);
  if (!checked.ok) return { kind: 'invalid', guide, errors: checked.errors };
  const input = checked.value;
  // Kept and written to in lower case, as subscribers are.
  const email = input.email.toLowerCase();
  if (await isSuppressed(deps.db, email)) return { kind: 'accepted', guide };
  const nowMs = (deps.clock ?? Date.now)();
  const token = randomBytes(32).toString('base64url');
  await insertGuideRequest(deps.db, {
    guideId,
    email,
    fullName: input.fullName,
    company: input.company,
    page: input.source.split(/[?#]/, 1)[0]!,
    tokenHash: hashGuideToken(token),
    expiresAt: new Date(nowMs + guideLinkLifetimeMs).toISOString(),
    now: new Date(nowMs).toISOString(),
  });
  if (!deps.config.smtpUrl) deps.logger.warn('a guide request waits for its email, but SMTP_URL is not set');
  else
    void sendGuideLink(deps, email, guide.title, token).catch((error: unknown) =>
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'guide email failed'),
    );
  return { kind: 'accepted', guide };
}

async function sendGuideLink(deps: GuideDeps, email: string, title: string, token: string): Promise<void> {
  const company = await loadCompanySettings(deps.db).then(
    (answer) => answer.settings,
    () => firstRunCompanySettings,
  );
  const url = `${deps.config.siteUrl}${guideDownloadPath(token)}`;
  const body = { heading: title, paragraphs: [guideCopy.emailText(title)], action: { label: guideCopy.emailAction, url }, note: guideCopy.emailNote };
  const branded = await brandedEmail(company, deps.config.siteUrl, body);
  await sendAccountMail(deps.config, { to: email, subject: `${guideCopy.emailSubject(title)} (${company.name})`, ...branded });
}
