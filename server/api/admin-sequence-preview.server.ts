/**
 * A sequence step's email before it goes out (docs/product/api.md#sequences): `POST /api/admin/sequences/preview`
 * `{subject, html}` → `{subject, html, text}`, built as every step is (the newsletter's builder, with the company's
 * footer and its links pointing nowhere); `POST /api/admin/sequences/test` `{subject, html}` → 202, that email sent
 * to the signed-in user's own address. 409 when the user has no address or the site cannot send email.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { findUserById } from '#database/users.server.ts';
import { sequenceLimits } from '#shared/sequences.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { mailConfigured, sendAccountMail } from '../mail/account-mail.server.ts';
import { buildNewsletter, personalize } from '../subscriptions/newsletter-email.server.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

const emailSchema = Joi.object({
  subject: text(sequenceLimits.subject)
    .pattern(/^[^\r\n\0]*$/, 'singleLine')
    .required(),
  html: text(sequenceLimits.html).required(),
}).required();

const wording = { whole: 'the email', fieldsOf: 'the email', labels: { html: 'Email' }, patterns: { singleLine: 'must be on a single line.' } };

export function sequencePreviewHandlers(deps: {
  db: Database;
  config: Pick<Config, 'siteUrl' | 'smtpUrl' | 'contactNotifyEmail' | 'contactNotifyFrom'>;
  userOf: (req: Request) => Promise<SessionUser>;
}) {
  async function built(req: Request) {
    const { subject, html } = validate<{ subject: string; html: string }>(emailSchema, req.body, wording);
    const email = await buildNewsletter(subject, html, (await loadCompanySettings(deps.db)).settings, deps.config.siteUrl);
    const links = { unsubscribe: `${deps.config.siteUrl}/unsubscribe/example`, preferences: `${deps.config.siteUrl}/subscribe/preferences/example` };
    return { subject, ...personalize(email, links) };
  }

  const preview: RequestHandler = async (req, res) => {
    res.json(await built(req));
  };

  const test: RequestHandler = async (req, res) => {
    const email = await built(req);
    const user = await findUserById(deps.db, (await deps.userOf(req)).id);
    if (!user?.email) throw new HttpError(409, 'Your account has no email address: add one in your profile to receive a test.');
    if (!mailConfigured(deps.config)) throw new HttpError(409, 'This site cannot send email yet (SMTP_URL), so no test can be sent.');
    await sendAccountMail(deps.config, { to: user.email, subject: `[Test] ${email.subject}`, html: email.html, text: email.text });
    res.status(202).json({ message: `A test was sent to ${user.email}.` });
  };

  return { preview, test };
}
