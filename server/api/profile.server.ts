/**
 * Every signed-in user's own account (docs/product/admin.md#staff-pages), whatever their role: the
 * profile (display name; email, which needs the current password and, with
 * SMTP, a confirmation link: ../auth/email-change.server.ts), a password change
 * that requires the current password, and their sessions (device, last seen;
 * sign out one, or all the others). Under /api/auth, so no `users.manage` is
 * needed; each handler acts on the session's own user only.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import { deleteOtherSessions, deleteSession, listSessions } from '#database/sessions.server.ts';
import { changeProfile, findUserById, setPassword, type ProfileChange, type User } from '#database/users.server.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { passwordProblem } from '../auth/account-rules.ts';
import { deviceName } from '../auth/device-name.ts';
import { changeEmail, emailView, isEmailChange, type EmailChangeDeps } from '../auth/email-change.server.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.server.ts';
import { endSession, IDLE_TIMEOUT_MS, startSession, type SessionDeps, type SessionUser } from '../auth/session.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface Profile {
  id: number;
  username: string;
  role: User['role'];
  displayName: string | null;
  email: string | null;
  /** A new address waiting for its confirmation link (SMTP only); null otherwise. */
  pendingEmail: string | null;
}

export interface SessionSummary {
  id: number;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request belongs to. */
  current: boolean;
}

type ProfileUpdate = ProfileChange & { currentPassword?: string };

const profileBody = Joi.object<ProfileUpdate>({
  // `null`, or text with nothing visible in it, clears the field (see update).
  displayName: Joi.string()
    .trim()
    .max(profileFieldLimits.displayName)
    .allow(null, '')
    .pattern(/^[^\r\n\t]*$/, 'singleLine'),
  email: Joi.string().trim().max(profileFieldLimits.email).allow(null, '').email({ tlds: false, minDomainSegments: 2 }),
  // Needed only when the email changes: the address "Forgot password" writes to.
  currentPassword: Joi.string().max(loginFieldLimits.password),
})
  .or('displayName', 'email')
  .unknown(false)
  .required();
const profileWording = {
  whole: 'the profile (display name and email)',
  fieldsOf: 'the profile (display name and email)',
  labels: { displayName: 'Display name', currentPassword: 'Current password' },
  patterns: { singleLine: 'must be on a single line.' },
};

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const passwordBody = Joi.object<PasswordChange>({
  currentPassword: Joi.string().max(loginFieldLimits.password).required(),
  newPassword: Joi.string().max(loginFieldLimits.password).required(),
})
  .unknown(false)
  .required();
const passwordWording = {
  whole: 'the current and the new password',
  fieldsOf: 'a password change (current and new password)',
  labels: { currentPassword: 'Current password', newPassword: 'New password' },
};

export const wrongCurrentPassword = 'The current password is not correct';
export const passwordForEmail = 'Enter your current password to change your email address.';

export function profileHandlers(
  deps: SessionDeps,
  userOf: (req: Request) => Promise<SessionUser>,
  audit: AuditLog,
  mail: Pick<EmailChangeDeps, 'mail' | 'logger'>,
): Record<'show' | 'update' | 'changePassword' | 'sessions' | 'signOutOthers' | 'signOutOne', RequestHandler> {
  const { db } = deps;
  const now = () => (deps.clock ?? Date.now)();
  const emailDeps: EmailChangeDeps = { ...deps, ...mail, audit };
  const present = async (user: User): Promise<Profile> => ({
    id: user.id,
    username: user.username,
    role: user.role,
    displayName: user.displayName,
    ...(await emailView(deps, user)),
  });

  async function accountOf(req: Request): Promise<{ session: SessionUser; user: User }> {
    const session = await userOf(req);
    const user = await findUserById(db, session.id);
    if (!user) throw new HttpError(401, 'Authentication required');
    return { session, user };
  }

  return {
    async show(req, res) {
      res.json(await present((await accountOf(req)).user));
    },

    async update(req, res) {
      const { session, user } = await accountOf(req);
      const { currentPassword, ...fields } = validate<ProfileUpdate>(profileBody, req.body, profileWording);
      // Only the fields sent: strip the defaults joi would add for the others.
      const change: ProfileChange = Object.fromEntries(
        Object.entries(fields).map(([field, given]) => [field, typeof given === 'string' && hasVisibleText(given) ? given : null]),
      );
      const emailChanges = await isEmailChange(deps, user, change.email);
      if (emailChanges && currentPassword === undefined)
        throw new HttpError(400, passwordForEmail, { errors: [{ field: 'currentPassword', message: passwordForEmail }] });
      if (emailChanges && !(await verifyPassword(currentPassword!, user.passwordHash))) {
        throw new HttpError(400, wrongCurrentPassword, { errors: [{ field: 'currentPassword', message: wrongCurrentPassword }] });
      }
      // The email first: its mail may fail (502), and then nothing has changed.
      const emailOutcome = emailChanges ? await changeEmail(req, emailDeps, user, change.email ?? null) : undefined;
      const changed: string[] = [];
      if (change.displayName !== undefined) {
        const result = await changeProfile(db, session.id, { displayName: change.displayName });
        if (result.kind !== 'changed') throw new HttpError(401, 'Authentication required');
        if (result.before.displayName !== result.user.displayName) changed.push('displayName');
      }
      if (emailOutcome === 'applied') changed.push('email');
      // The names of the fields only: the audit log is not a second copy of personal data.
      if (changed.length > 0) await audit.record(req, { actor: session, action: 'user.profile', target: `user:${session.id}`, details: { fields: changed } });
      const updated = await findUserById(db, user.id);
      if (!updated) throw new HttpError(401, 'Authentication required');
      res.json(await present(updated));
    },

    /**
     * A new password ends every session of the user, this one included; this
     * browser then gets a new session, so the user stays signed in here only.
     */
    async changePassword(req, res) {
      const { user } = await accountOf(req);
      const value = validate<PasswordChange>(passwordBody, req.body, passwordWording);
      if (!(await verifyPassword(value.currentPassword, user.passwordHash))) {
        throw new HttpError(400, wrongCurrentPassword, { errors: [{ field: 'currentPassword', message: wrongCurrentPassword }] });
      }
      const problem = passwordProblem(value.newPassword);
      if (problem) throw new HttpError(400, problem, { errors: [{ field: 'newPassword', message: problem }] });
      await setPassword(db, user.id, await hashPassword(value.newPassword));
      const renewed = (await findUserById(db, user.id))!;
      await startSession(req, renewed, deps);
      await audit.record(req, { actor: user, action: 'password.change', target: `user:${user.id}` });
      res.json({ message: 'Password changed. Your other sessions have been signed out.' });
    },

    async sessions(req, res) {
      const session = await userOf(req);
      const records = await listSessions(db, session.id, new Date(now() - IDLE_TIMEOUT_MS).toISOString());
      const summaries: SessionSummary[] = records.map((record) => ({
        id: record.id,
        device: deviceName(record.userAgent),
        ip: record.ip,
        createdAt: record.createdAt,
        lastSeenAt: record.lastSeenAt,
        current: record.id === session.sessionId,
      }));
      res.json(summaries);
    },

    async signOutOthers(req, res) {
      const session = await userOf(req);
      const ended = await deleteOtherSessions(db, session.id, session.sessionId);
      if (ended > 0) await audit.record(req, { actor: session, action: 'session.sign-out', target: `user:${session.id}`, details: { others: ended } });
      res.json({ ended });
    },

    /** Ends one of the user's own sessions; ending the current one signs this browser out. */
    async signOutOne(req, res) {
      const id = pathId(req.params.id);
      const session = await userOf(req);
      if (!(await deleteSession(db, session.id, id))) throw new HttpError(404, 'Session not found');
      await audit.record(req, { actor: session, action: 'session.sign-out', target: `user:${session.id}`, details: { session: id } });
      if (id === session.sessionId) endSession(req);
      res.json({ ended: 1, current: id === session.sessionId });
    },
  };
}
