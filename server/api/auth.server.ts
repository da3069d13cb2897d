/** /api/auth: sign in, who am I, sign out (docs/product/api.md#endpoints). */
import type { RequestHandler } from 'express';
import { currentUser, type SessionDeps } from '../auth/session.server.ts';
import { twoFactorStatus } from '../auth/second-factor.server.ts';
import { signIn, signOut, validateLogin } from '../auth/sign-in.server.ts';
import type { TrustedDevices } from '../auth/trusted-devices.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { secondFactorMethods } from '../auth/second-step.server.ts';

export function authHandlers(deps: SessionDeps, devices: TrustedDevices, audit: AuditLog): Record<'login' | 'me' | 'logout', RequestHandler> {
  return {
    async login(req, res) {
      const { user, stage } = await signIn(req, deps, validateLogin(req.body), audit);
      if (stage === 'code') {
        res.json({ secondFactorRequired: true, methods: await secondFactorMethods(deps, user.id) });
        return;
      }
      // Owners require two-step sign-in and this user has none: setting it up is all this session can do.
      if (stage === 'enrol') {
        res.json({ enrolmentRequired: true });
        return;
      }
      // Signed in: only now does this browser get (or renew) its trusted-device cookie.
      devices.remember(req, res, user);
      res.json({ user: { username: user.username, role: user.role } });
    },
    async me(req, res) {
      const user = await currentUser(req, deps);
      if (!user) throw new HttpError(401, 'Not signed in');
      res.json({ user: { username: user.username, role: user.role, twoFactor: await twoFactorStatus(deps, user.id) } });
    },
    async logout(req, res) {
      await signOut(req, deps, audit);
      res.json({ message: 'Logged out successfully' });
    },
  };
}
