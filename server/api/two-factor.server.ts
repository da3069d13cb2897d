/**
 * /api/auth/2fa: setting TOTP up and switching it off (signed in), and the
 * second step of a sign-in (half signed in: the password passed). Guesses go
 * through the second-factor limiters (route table).
 */
import type { Request, RequestHandler } from 'express';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { qrCodeSvg } from '../auth/qr-code.server.ts';
import { confirmTotpSetup, startTotpSetup, switchOffTotp, twoFactorStatus, validateCode, validateVerify } from '../auth/second-factor.server.ts';
import { finishSignIn } from '../auth/second-step.server.ts';
import { findUserById } from '#database/users.server.ts';
import { currentUser, halfSignedInUser, type SessionDeps } from '../auth/session.server.ts';
import { completeSignIn } from '../auth/sign-in.server.ts';
import type { TrustedDevices } from '../auth/trusted-devices.server.ts';
import { HttpError } from '../errors.server.ts';

export function twoFactorHandlers(
  deps: SessionDeps,
  audit: AuditLog,
  devices: TrustedDevices,
): Record<'setup' | 'confirm' | 'disable' | 'verify', RequestHandler> {
  const signedIn = async (req: Request) => {
    const user = await currentUser(req, deps);
    if (!user) throw new HttpError(401, 'Authentication required');
    return user;
  };
  /** The enrolment calls also serve a session that must set up a second factor before anything else. */
  const signedInOrEnrolling = async (req: Request) => (await halfSignedInUser(req, deps, 'enrol')) ?? signedIn(req);
  return {
    async setup(req, res) {
      const user = await signedInOrEnrolling(req);
      const setup = await startTotpSetup(deps, user.id);
      res.json({ ...setup, qrCodeSvg: qrCodeSvg(setup.otpauthUrl) });
    },
    async confirm(req, res) {
      const enrolling = await halfSignedInUser(req, deps, 'enrol');
      const user = await signedInOrEnrolling(req);
      const { code } = validateCode(req.body);
      const recoveryCodes = await confirmTotpSetup(deps, user.id, code);
      await audit.record(req, { actor: user, action: '2fa.totp-enable', target: `user:${user.id}` });
      // Set up during a required enrolment: password and first code make a full sign-in.
      const row = enrolling ? await findUserById(deps.db, enrolling.id) : null;
      if (row) {
        await completeSignIn(req, deps, row, 'password+totp-enrolment', audit);
        devices.remember(req, res, row);
      }
      res.json({ recoveryCodes });
    },
    async disable(req, res) {
      const user = await signedIn(req);
      const { code } = validateCode(req.body);
      await switchOffTotp(deps, user.id, code);
      await audit.record(req, { actor: user, action: '2fa.totp-disable', target: `user:${user.id}` });
      res.json({ twoFactor: await twoFactorStatus(deps, user.id) });
    },
    async verify(req, res) {
      // The session first: without a half session, the body is not even read.
      const user = await finishSignIn(req, deps, audit, validateVerify(req.body));
      // Signed in: only now does this browser get (or renew) its trusted-device cookie.
      devices.remember(req, res, user);
      res.json({ user: { username: user.username, role: user.role } });
    },
  };
}
