/**
 * The second step of a sign-in, shared by the JSON API (POST /api/auth/2fa/verify)
 * and the form (POST /login/verify): a half session (password passed) becomes a
 * full one with a TOTP code or an unused recovery code. Failures are audited
 * with the factor and reason, never the code.
 */
import type { Request } from 'express';
import { findUserById, type User } from '#database/users.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { checkRecoveryCode, checkTotpCode, codeRefusal, twoFactorStatus, type VerifyInput } from './second-factor.server.ts';
import { halfSignedInUser, type SessionDeps } from './session.server.ts';
import { completeSignIn } from './sign-in.server.ts';

export const halfSessionRequired = 'Sign in with your username and password first';

/** How a half-signed-in user may finish: what they have set up. */
export async function secondFactorMethods(deps: SessionDeps, userId: number): Promise<string[]> {
  const status = await twoFactorStatus(deps, userId);
  return [...(status.totp ? ['totp'] : []), ...(status.recoveryCodesLeft > 0 ? ['recovery-code'] : []), ...(status.passkeys > 0 ? ['passkey'] : [])];
}

/** The user of this half session waiting for a code, with their row; 401 otherwise. */
export async function pendingSignIn(req: Request, deps: SessionDeps): Promise<User> {
  const pending = await halfSignedInUser(req, deps, 'code');
  const user = pending ? await findUserById(deps.db, pending.id) : null;
  if (!user) throw new HttpError(401, halfSessionRequired);
  return user;
}

/** Checks the code of this half session's user and completes the sign-in; 401 (with the reason) otherwise. */
export async function finishSignIn(req: Request, deps: SessionDeps, audit: AuditLog, input: VerifyInput): Promise<User> {
  const user = await pendingSignIn(req, deps);
  if (input.code !== undefined) {
    const checked = await checkTotpCode(deps, user.id, input.code);
    if (checked !== 'ok') {
      await audit.record(req, { actor: user, action: 'sign-in-failed', target: `user:${user.id}`, details: { factor: 'totp', reason: checked } });
      throw new HttpError(401, codeRefusal(checked));
    }
    await completeSignIn(req, deps, user, 'password+totp', audit);
    return user;
  }
  if (!(await checkRecoveryCode(deps, user.id, input.recoveryCode))) {
    await audit.record(req, { actor: user, action: 'sign-in-failed', target: `user:${user.id}`, details: { factor: 'recovery-code' } });
    throw new HttpError(401, 'Invalid recovery code');
  }
  await completeSignIn(req, deps, user, 'password+recovery-code', audit);
  const left = (await twoFactorStatus(deps, user.id)).recoveryCodesLeft;
  await audit.record(req, { actor: user, action: '2fa.recovery-code-used', target: `user:${user.id}`, details: { left } });
  return user;
}
