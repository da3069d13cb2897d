/**
 * /api/auth/passkeys (decision 034): a signed-in user registers, lists,
 * renames and removes their passkeys; anyone signs in with one alone; a
 * half-signed-in user (password passed) uses one as the second factor. Every
 * body is checked before any challenge is taken or row written; sign-in
 * answers go through the sign-in limiters (route table).
 */
import type { Request, RequestHandler } from 'express';
import { deletePasskey, listPasskeys, renamePasskey, type Passkey } from '#database/passkeys.server.ts';
import { getSecuritySettings } from '#database/security-settings.server.ts';
import { findUserById, type User } from '#database/users.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { validateAuthentication, validateRegistration, validateRemoval, validateRename, type RemovalProof } from '../auth/passkey-input.server.ts';
import {
  authenticateWithPasskey,
  registerPasskey,
  registrationOptions,
  secondFactorOptions,
  signInOptions,
  summarize,
  type PasskeyDeps,
} from '../auth/passkeys.server.ts';
import { verifyPassword } from '../auth/passwords.server.ts';
import { checkTotpCode, codeRefusal, twoFactorStatus } from '../auth/second-factor.server.ts';
import { pendingSignIn } from '../auth/second-step.server.ts';
import { currentUser, halfSignedInUser } from '../auth/session.server.ts';
import { completeSignIn } from '../auth/sign-in.server.ts';
import type { TrustedDevices } from '../auth/trusted-devices.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';

type Handler =
  'list' | 'registrationOptions' | 'register' | 'rename' | 'checkRemoval' | 'remove' | 'signInOptions' | 'signIn' | 'secondFactorOptions' | 'secondFactor';

/** A removal checked for everything but its proof (checkRemoval), for `remove`. */
interface Removal {
  user: User;
  passkey: Passkey;
  proof: RemovalProof;
  totp: boolean;
}

export const wrongRemovalProof = 'That password or code is not correct';

export function passkeyHandlers(deps: PasskeyDeps, devices: TrustedDevices, audit: AuditLog): Record<Handler, RequestHandler> {
  const { db } = deps;
  /** The signed-in user's row; 401 otherwise. */
  const signedIn = async (req: Request): Promise<User> => {
    const session = await currentUser(req, deps);
    const user = session ? await findUserById(db, session.id) : null;
    if (!user) throw new HttpError(401, 'Authentication required');
    return user;
  };
  /** Registering also serves a session that must set up a second factor before anything else (owners require one). */
  const signedInOrEnrolling = async (req: Request): Promise<{ user: User; enrolling: boolean }> => {
    const enrolling = await halfSignedInUser(req, deps, 'enrol');
    if (!enrolling) return { user: await signedIn(req), enrolling: false };
    const user = await findUserById(db, enrolling.id);
    if (!user) throw new HttpError(401, 'Authentication required');
    return { user, enrolling: true };
  };
  const signedInFully = async (req: Request, res: Parameters<RequestHandler>[1], user: User, method: string) => {
    devices.remember(req, res, user);
    await completeSignIn(req, deps, user, method, audit);
    res.json({ user: { username: user.username, role: user.role } });
  };

  return {
    async list(req, res) {
      const user = await signedIn(req);
      res.json({ passkeys: (await listPasskeys(db, user.id)).map(summarize) });
    },
    async registrationOptions(req, res) {
      const { user } = await signedInOrEnrolling(req);
      res.json(await registrationOptions(req, deps, user));
    },
    async register(req, res) {
      const { user, enrolling } = await signedInOrEnrolling(req);
      const { name, response } = validateRegistration(req.body);
      const passkey = await registerPasskey(req, deps, user.id, name, response);
      await audit.record(req, { actor: user, action: '2fa.passkey-add', target: `user:${user.id}`, details: { passkey: passkey.id, name } });
      // Set up during a required enrolment: password and a verified passkey make a full sign-in.
      if (enrolling) {
        await completeSignIn(req, deps, user, 'password+passkey-enrolment', audit);
        devices.remember(req, res, user);
      }
      res.status(201).json({ passkey: summarize(passkey), twoFactor: await twoFactorStatus(deps, user.id) });
    },
    async rename(req, res) {
      const user = await signedIn(req);
      const id = pathId(req.params.id);
      const { name } = validateRename(req.body);
      const passkey = await renamePasskey(db, user.id, id, name);
      if (!passkey) throw new HttpError(404, 'Passkey not found');
      await audit.record(req, { actor: user, action: '2fa.passkey-rename', target: `user:${user.id}`, details: { passkey: id, name } });
      res.json({ passkey: summarize(passkey) });
    },
    async checkRemoval(req, res, next) {
      // Before the sign-in limiter: a malformed or foreign id is no guess and does not count.
      const user = await signedIn(req);
      const id = pathId(req.params.id);
      const proof = validateRemoval(req.body);
      const passkeys = await listPasskeys(db, user.id);
      const passkey = passkeys.find((candidate) => candidate.id === id);
      if (!passkey) throw new HttpError(404, 'Passkey not found');
      const status = await twoFactorStatus(deps, user.id);
      if (!status.totp && passkeys.length === 1 && (await getSecuritySettings(db)).requireTwoFactor) {
        throw new HttpError(409, 'Two-step sign-in is required here and this is your only second factor. Add another one first.');
      }
      res.locals.removal = { user, passkey, proof, totp: status.totp } satisfies Removal;
      next();
    },
    async remove(req, res) {
      const { user, passkey, proof, totp } = res.locals.removal as Removal;
      // The password, or a fresh code from the app: a session left open is not enough to remove a factor.
      if (proof.password !== undefined) {
        if (!(await verifyPassword(proof.password, user.passwordHash))) {
          throw new HttpError(400, wrongRemovalProof, { errors: [{ field: 'password', message: wrongRemovalProof }] });
        }
      } else {
        const checked = totp ? await checkTotpCode(deps, user.id, proof.code) : 'wrong';
        if (checked !== 'ok') throw new HttpError(400, codeRefusal(checked), { errors: [{ field: 'code', message: codeRefusal(checked) }] });
      }
      if (!(await deletePasskey(db, user.id, passkey.id))) throw new HttpError(404, 'Passkey not found');
      await audit.record(req, { actor: user, action: '2fa.passkey-remove', target: `user:${user.id}`, details: { passkey: passkey.id, name: passkey.name } });
      res.json({ twoFactor: await twoFactorStatus(deps, user.id) });
    },
    async signInOptions(req, res) {
      res.json(await signInOptions(req, deps));
    },
    async signIn(req, res) {
      const response = validateAuthentication(req.body);
      const user = await authenticateWithPasskey(req, deps, response, null);
      await signedInFully(req, res, user, 'passkey');
    },
    async secondFactorOptions(req, res) {
      const user = await pendingSignIn(req, deps);
      res.json(await secondFactorOptions(req, deps, user.id));
    },
    async secondFactor(req, res) {
      // The half session first: without one, the body is not even read.
      const pending = await pendingSignIn(req, deps);
      const response = validateAuthentication(req.body);
      const user = await authenticateWithPasskey(req, deps, response, pending.id);
      await signedInFully(req, res, user, 'password+passkey');
    },
  };
}
