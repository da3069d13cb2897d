/**
 * Changing a staff member's own email address (decision 051). The address is
 * where "Forgot password" sends its link, so a session alone must not change
 * it: the handler checks the current password first. Then, with SMTP_URL set,
 * the new address gets a one-time link valid for 24 hours and the old one a
 * notice; the address changes only when the link is opened. Without SMTP the
 * change applies at once.
 *
 * Whether another account uses the address is never told to the saver: with
 * SMTP the answer and the mail are the same either way and the link simply
 * does not change a taken address; without SMTP a taken address is kept as a
 * stand-in that the saver's profile shows and that is never applied.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { deletePendingEmailChange, findPendingEmailChange, savePendingEmailChange, takePendingEmailChange } from '#database/email-changes.server.ts';
import { changeProfile, findUserById, type User } from '#database/users.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { sendAccountMail, type MailConfig } from '../mail/account-mail.server.ts';
import type { SessionDeps } from './session.server.ts';

export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60_000;
export const confirmEmailPath = '/profile/confirm-email';

export interface EmailChangeDeps extends SessionDeps {
  mail: MailConfig;
  audit: AuditLog;
  logger: Pick<Logger, 'error'>;
}

/** What the profile shows about the address: the one in force (or the saver's stand-in), and one waiting for its link. */
export interface EmailView {
  email: string | null;
  pendingEmail: string | null;
}

const tokenPattern = /^[\w-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const same = (a: string | null, b: string | null) => (a?.toLowerCase() ?? null) === (b?.toLowerCase() ?? null);

export async function emailView(deps: SessionDeps, user: User): Promise<EmailView> {
  const pending = await findPendingEmailChange(deps.db, user.id, new Date((deps.clock ?? Date.now)()).toISOString());
  if (pending && !pending.confirmable) return { email: pending.email, pendingEmail: null };
  return { email: user.email, pendingEmail: pending?.email ?? null };
}

/** Whether `email` differs from what the user's profile shows (a resubmitted form changes nothing). */
export async function isEmailChange(deps: SessionDeps, user: User, email: string | null | undefined): Promise<boolean> {
  if (email === undefined) return false;
  const view = await emailView(deps, user);
  return !same(email, view.email) && !(email !== null && same(email, view.pendingEmail));
}

function confirmationMail(to: string, url: string) {
  return {
    to,
    subject: 'Confirm the new email address of your website dashboard account',
    text: [
      'Someone signed in to the website dashboard asked to use this address for their account.',
      '',
      'Open this link to confirm it. It works once, for 24 hours:',
      url,
      '',
      'If you did not ask for this, ignore this message: nothing changes.',
    ].join('\n'),
  };
}

function noticeMail(to: string, newEmail: string) {
  return {
    to,
    subject: 'The email address of your website dashboard account is being changed',
    text: [
      `Someone signed in to your account on the website dashboard asked to change its email address to ${newEmail}.`,
      'It changes only once that address confirms it.',
      '',
      'If this was not you, sign in, change your password, sign out your other sessions, and tell an owner.',
    ].join('\n'),
  };
}

/**
 * Applies (or, with SMTP, starts) the change of `user`'s address to `email` (null clears it); the password
 * was checked. 'applied': the profile shows the new address now (the caller audits it with the other fields).
 */
export async function changeEmail(req: Request, deps: EmailChangeDeps, user: User, email: string | null): Promise<'applied' | 'pending'> {
  const now = (deps.clock ?? Date.now)();
  if (email === null || !deps.mail.smtpUrl) {
    const result = await changeProfile(deps.db, user.id, { email });
    if (result.kind === 'missing') throw new HttpError(401, 'Authentication required');
    if (result.kind === 'email-taken') {
      await savePendingEmailChange(deps.db, { userId: user.id, email: email!, tokenHash: null, createdAt: new Date(now).toISOString(), expiresAt: null });
    } else {
      await deletePendingEmailChange(deps.db, user.id);
    }
    return 'applied';
  }
  const token = randomBytes(32).toString('base64url');
  await savePendingEmailChange(deps.db, {
    userId: user.id,
    email,
    tokenHash: hashToken(token),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + EMAIL_CHANGE_LINK_LIFETIME_MS).toISOString(),
  });
  try {
    await sendAccountMail(deps.mail, confirmationMail(email, `${deps.mail.siteUrl}${confirmEmailPath}?token=${token}`));
  } catch (error) {
    await deletePendingEmailChange(deps.db, user.id);
    deps.logger.error({ err: error }, 'email change confirmation could not be sent');
    throw new HttpError(502, 'The confirmation email could not be sent. Your address has not changed; try again later.');
  }
  if (user.email) {
    // The notice is a courtesy to the old address: its failure does not undo the request.
    await sendAccountMail(deps.mail, noticeMail(user.email, email)).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'email change notice could not be sent'),
    );
  }
  await deps.audit.record(req, { actor: user, action: 'user.email-change-requested', target: `user:${user.id}` });
  return 'pending';
}

/** Opens a confirmation link: true when the address changed; false for a bad, used or expired link, or a taken address. */
export async function confirmEmailChange(req: Request, deps: EmailChangeDeps, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return false;
  const taken = await takePendingEmailChange(deps.db, hashToken(token), new Date((deps.clock ?? Date.now)()).toISOString());
  if (!taken) return false;
  const result = await changeProfile(deps.db, taken.userId, { email: taken.email });
  if (result.kind !== 'changed') return false;
  await deps.audit.record(req, {
    actor: await findUserById(deps.db, taken.userId),
    action: 'user.profile',
    target: `user:${taken.userId}`,
    details: { fields: ['email'], via: 'confirmation-link' },
  });
  return true;
}
