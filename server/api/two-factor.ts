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
import { currentUser, type SessionDeps } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';

export function twoFactorHandlers(deps: SessionDeps, audit: AuditLog): Record<'setup' | 'confirm' | 'disable' | 'verify', RequestHandler> {
  const signedIn = async (req: Request) => {
    const user = await currentUser(req, deps);
    if (!user) throw new HttpError(401, 'Authentication required');
    return user;
  };
  return {
    async setup(req, res) {
      const user = await signedIn(req);
      const setup = await startTotpSetup(deps, user.id);
      res.json({ ...setup, qrCodeSvg: qrCodeSvg(setup.otpauthUrl) });
    },
    async confirm(req, res) {
      const user = await signedIn(req);
      const { code } = validateCode(req.body);
      const recoveryCodes = await confirmTotpSetup(deps, user.id, code);
      await audit.record(req, { actor: user, action: '2fa.totp-enable', target: `user:${user.id}` });
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
      res.json({ user: { username: user.username, role: user.role } });
    },
  };
}
