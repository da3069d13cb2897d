/**
 * "Forgot password" by email, when SMTP_URL is set (decision 035): a one-time link
 * valid for 30 minutes, `<SITE_URL>/login/reset#<token>` (the token in the
 * fragment, which browsers never send or log). Only its SHA-256 is stored.
 *
 * A request is answered at once with the same words whatever the address,
 * before anything is looked up: the lookup, the new link and the email happen
 * afterwards, one request at a time, so neither the answer nor its timing
 * tells whether an account exists. Using a link sets the new password and
 * ends every session of that user.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import { createPasswordReset, usePasswordReset } from '#database/password-resets.server.ts';
import { findActiveUserByEmail, findUserById } from '#database/users.server.ts';
import { resetRequested } from '#content/password-reset.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { sendAccountMail, type MailConfig } from '../mail/account-mail.server.ts';
import { validate } from '../validation/validate.ts';
import { passwordProblem } from './account-rules.ts';
import { hashPassword } from './passwords.server.ts';
import type { SessionDeps } from './session.server.ts';

export const RESET_LINK_LIFETIME_MS = 30 * 60_000;

export { resetRequested };
export const resetLinkInvalid = 'This link is not valid any more: it was used, it expired, or a newer one was sent. Ask for a new one.';
export const resetWithoutMail = 'Password reset by email is not set up on this site. Ask an owner to reset your password.';

export interface PasswordResetDeps extends SessionDeps {
  mail: MailConfig;
  audit: AuditLog;
  logger: Logger;
}

const tokenPattern = /^[\w-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const requestBody = Joi.object<{ email: string }>({
  email: Joi.string().trim().max(profileFieldLimits.email).email({ tlds: false, minDomainSegments: 2 }).required(),
})
  .unknown(false)
  .required();

export function validateResetRequest(body: unknown): { email: string } {
  return validate(requestBody, body, { whole: 'the email address', fieldsOf: 'a password reset request (its email)' });
}

const completeBody = Joi.object<{ token: string; password: string }>({
  token: Joi.string().max(64).required(),
  password: Joi.string().max(1024).required(),
})
  .unknown(false)
  .required();

export function validateResetCompletion(body: unknown): { token: string; password: string } {
  return validate(completeBody, body, { whole: 'the link and the new password', fieldsOf: 'a password reset (token and password)' });
}

function resetMail(to: string, url: string) {
  return {
    to,
    subject: 'Choose a new password for the website dashboard',
    text: [
      'Someone (hopefully you) asked to reset the password of your account on the website dashboard.',
      '',
      'Choose a new password here. The link works once, for 30 minutes:',
      url,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** Requests are worked through one at a time, after their answer has gone. */
export function passwordResets(deps: PasswordResetDeps) {
  let queue: Promise<void> = Promise.resolve();
  const now = () => (deps.clock ?? Date.now)();

  async function issue(req: Request, email: string): Promise<void> {
    const user = await findActiveUserByEmail(deps.db, email);
    if (!user?.email) return;
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await createPasswordReset(deps.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + RESET_LINK_LIFETIME_MS).toISOString(),
    });
    await deps.audit.record(req, { actor: null, action: 'password.reset-request', target: `user:${user.id}` });
    await sendAccountMail(deps.mail, resetMail(user.email, `${deps.mail.siteUrl}/login/reset#${token}`));
  }

  return {
    /** Queues the work for this address; resolves at once. 409 without SMTP. */
    request(req: Request, email: string): void {
      if (!deps.mail.smtpUrl) throw new HttpError(409, resetWithoutMail);
      queue = queue.then(() => issue(req, email)).catch((error: unknown) => deps.logger.error({ err: error }, 'password reset request failed'));
    },
    /** Resolves when every queued request has been worked through (tests). */
    settled: (): Promise<void> => queue,
    /** Sets the new password with the link's token; 400 for a weak password (the link stays usable) or a bad link. */
    async complete(req: Request, token: string, password: string): Promise<void> {
      const problem = passwordProblem(password);
      if (problem) throw new HttpError(400, problem, { errors: [{ field: 'password', message: problem }] });
      if (!tokenPattern.test(token)) throw new HttpError(400, resetLinkInvalid, { errors: [{ field: 'token', message: resetLinkInvalid }] });
      const userId = await usePasswordReset(deps.db, hashToken(token), new Date(now()).toISOString(), await hashPassword(password));
      if (userId === null) throw new HttpError(400, resetLinkInvalid, { errors: [{ field: 'token', message: resetLinkInvalid }] });
      const user = await findUserById(deps.db, userId);
      await deps.audit.record(req, { actor: user, action: 'password.reset', target: `user:${userId}`, details: { via: 'email' } });
    },
  };
}

export type PasswordResets = ReturnType<typeof passwordResets>;
