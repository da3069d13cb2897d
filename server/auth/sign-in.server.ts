/**
 * Signing in and out, shared by the JSON API and the HTML form (POST /login).
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import { loginBlankFields, loginInvalidCredentials } from '#content/login.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { bumpSessionVersion, type User } from '#database/users.server.ts';
import { HttpError } from '../errors.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { authenticate } from './accounts.server.ts';
import { endSession, sessionStateOf, startSession, type SessionDeps, type SignInStage } from './session.server.ts';
import { getSecuritySettings } from '#database/security-settings.server.ts';
import { twoFactorStatus } from './second-factor.server.ts';
import type { TrustedDevices } from './trusted-devices.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { PasswordResets } from './password-reset.server.ts';

/** What both sign-in routes (API and form) share. */
export interface SignInOptions {
  /** Failed sign-in limiters (login-limits.server.ts). */
  loginLimits: RequestHandler[];
  /** Trusted-device cookies, set on each successful sign-in. */
  devices: TrustedDevices;
  /** Records sign-ins, failures and sign-outs (never the password). */
  audit: AuditLog;
  /** Limiters for second-factor guesses (login-limits.server.ts). */
  secondFactorLimits: RequestHandler[];
  /** "Forgot password" by email (password-reset.server.ts) and its limiters. */
  passwordResets: PasswordResets;
  resetLimits: RequestHandler[];
}

export interface LoginInput {
  username: string;
  password: string;
}

const loginSchema = Joi.object<LoginInput>({
  username: text(loginFieldLimits.username).required(),
  // Not trimmed: spaces are part of a password. Blank means nothing but whitespace.
  password: Joi.string().max(loginFieldLimits.password).pattern(/\S/, 'notBlank').required(),
}).options({ stripUnknown: true });

const loginWording: Wording = { whole: 'the username and password', patterns: { notBlank: 'is required.' } };

export function validateLogin(body: unknown): LoginInput {
  return validate<LoginInput>(loginSchema, body ?? {}, loginWording, { message: () => loginBlankFields });
}

/**
 * Checks these credentials and starts a session: a full one, or a half one
 * when the user has a second factor (`stage` says what must follow). 401
 * "Invalid credentials" otherwise, the same for any cause.
 */
export async function signIn(req: Request, deps: SessionDeps, input: LoginInput, audit: AuditLog): Promise<{ user: User; stage: SignInStage | undefined }> {
  const user = await authenticate(deps.db, input.username, input.password);
  if (!user) {
    // The name as typed (trimmed, at most 64 characters): it tells an attack on one account from a typo.
    await audit.record(req, { actor: null, action: 'sign-in-failed', details: { username: input.username.slice(0, 64) } });
    throw new HttpError(401, loginInvalidCredentials);
  }
  const stage = await stageAfterPassword(deps, user.id);
  await startSession(req, user, deps, stage);
  if (!stage) await audit.record(req, { actor: user, action: 'sign-in', target: `user:${user.id}`, details: { method: 'password' } });
  return { user, stage };
}

/**
 * What follows a right password: the second step when the user has a second
 * factor; setting one up when owners require it and the user has none; nothing otherwise.
 */
export async function stageAfterPassword(deps: SessionDeps, userId: number): Promise<SignInStage | undefined> {
  if ((await twoFactorStatus(deps, userId)).enabled) return 'code';
  return (await getSecuritySettings(deps.db)).requireTwoFactor ? 'enrol' : undefined;
}

/** Ends a half session at the second factor: the full session, and the audit entry naming how. */
export async function completeSignIn(req: Request, deps: SessionDeps, user: User, method: string, audit: AuditLog): Promise<void> {
  await startSession(req, user, deps);
  await audit.record(req, { actor: user, action: 'sign-in', target: `user:${user.id}`, details: { method } });
}

/** Clears the cookie and bumps the session version, so a copy of the cookie is useless too. */
export async function signOut(req: Request, deps: SessionDeps, audit: AuditLog): Promise<void> {
  // A half session signs out too (the cookie goes; nothing else to void).
  const user = (await sessionStateOf(req, deps))?.user;
  if (user) {
    await bumpSessionVersion(deps.db, user.id);
    await audit.record(req, { actor: user, action: 'sign-out', target: `user:${user.id}` });
  }
  endSession(req);
}
