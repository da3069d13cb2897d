/**
 * Every signed-in user's own account (docs/product/admin.md#staff-pages), whatever their role: the
 * profile (display name, email), a password change that requires the current
 * password, and their sessions (device, last seen; sign out one, or all the
 * others). Under /api/auth, so no `users.manage` is needed; each handler acts
 * on the session's own user only.
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

const present = (user: User): Profile => ({ id: user.id, username: user.username, role: user.role, displayName: user.displayName, email: user.email });

const profileBody = Joi.object<ProfileChange>({
  // `null`, or text with nothing visible in it, clears the field (see update).
  displayName: Joi.string()
    .trim()
    .max(profileFieldLimits.displayName)
    .allow(null, '')
    .pattern(/^[^\r\n\t]*$/, 'singleLine'),
  email: Joi.string().trim().max(profileFieldLimits.email).allow(null, '').email({ tlds: false, minDomainSegments: 2 }),
})
  .or('displayName', 'email')
  .unknown(false)
  .required();
const profileWording = {
  whole: 'the profile (displayName and email)',
  fieldsOf: 'the profile (displayName and email)',
  labels: { displayName: 'Display name' },
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
  fieldsOf: 'a password change (currentPassword and newPassword)',
  labels: { currentPassword: 'Current password', newPassword: 'New password' },
};

export const wrongCurrentPassword = 'The current password is not correct';

export function profileHandlers(
  deps: SessionDeps,
  userOf: (req: Request) => Promise<SessionUser>,
  audit: AuditLog,
): Record<'show' | 'update' | 'changePassword' | 'sessions' | 'signOutOthers' | 'signOutOne', RequestHandler> {
  const { db } = deps;
  const now = () => (deps.clock ?? Date.now)();

  async function accountOf(req: Request): Promise<{ session: SessionUser; user: User }> {
    const session = await userOf(req);
    const user = await findUserById(db, session.id);
    if (!user) throw new HttpError(401, 'Authentication required');
    return { session, user };
  }

  return {
    async show(req, res) {
      res.json(present((await accountOf(req)).user));
    },

    async update(req, res) {
      // Only the fields sent: strip the defaults joi would add for the others.
      const { session } = await accountOf(req);
      const value = validate<ProfileChange>(profileBody, req.body, profileWording);
      const change: ProfileChange = Object.fromEntries(
        Object.entries(value).map(([field, given]) => [field, typeof given === 'string' && hasVisibleText(given) ? given : null]),
      );
      const result = await changeProfile(db, session.id, change);
      if (result.kind === 'missing') throw new HttpError(401, 'Authentication required');
      if (result.kind === 'email-taken') {
        const message = 'Another account uses this email address';
        throw new HttpError(409, message, { errors: [{ field: 'email', message }] });
      }
      const changed = (['displayName', 'email'] as const).filter((field) => result.before[field] !== result.user[field]);
      // The names of the fields only: the audit log is not a second copy of personal data.
      if (changed.length > 0) await audit.record(req, { actor: session, action: 'user.profile', target: `user:${session.id}`, details: { fields: changed } });
      res.json(present(result.user));
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
