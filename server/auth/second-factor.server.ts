/**
 * The second factor: what a user has set up, setting TOTP up and switching it
 * off, and checking a TOTP or recovery code at sign-in. Codes never reach the
 * audit log or the request log.
 */
import Joi from 'joi';
import { findUserById } from '#database/users.server.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  getTotpState,
  setPendingTotpSecret,
  useRecoveryCode,
} from '#database/two-factor.server.ts';
import { getSecuritySettings } from '#database/security-settings.server.ts';
import { countPasskeys } from '#database/passkeys.server.ts';
import { RECOVERY_CODE_MAX_LENGTH, recoveryCodePattern, totpCodePattern } from '#shared/two-factor-rules.ts';
import { HttpError } from '../errors.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { validate } from '../validation/validate.ts';
import type { SessionDeps } from './session.server.ts';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.server.ts';

/** What GET /api/auth/me says about the user's second factors. */
export interface TwoFactorStatus {
  /** True when any second factor is set up. */
  enabled: boolean;
  totp: boolean;
  recoveryCodesLeft: number;
  /** How many passkeys the user has registered. */
  passkeys: number;
}

export async function twoFactorStatus(deps: SessionDeps, userId: number): Promise<TwoFactorStatus> {
  const totp = Boolean((await getTotpState(deps.db, userId))?.secret);
  const recoveryCodesLeft = totp ? await countUnusedRecoveryCodes(deps.db, userId) : 0;
  const passkeys = await countPasskeys(deps.db, userId);
  return { enabled: totp || passkeys > 0, totp, recoveryCodesLeft, passkeys };
}

const now = (deps: SessionDeps) => (deps.clock ?? Date.now)();

// A code is a string of exactly six digits: no trimming, so "123 456", " 123456" and
// "1234567" are refused with the same sentence as letters.
const code = Joi.string().max(32).pattern(totpCodePattern, 'totp');
const codeWording: Wording = {
  whole: 'the code',
  fieldsOf: 'this request',
  patterns: { totp: 'must be the 6 digits your authenticator app shows.', recovery: 'must be one of your recovery codes, like abcde-23456.' },
  labels: { recoveryCode: 'Recovery code' },
};

export function validateCode(body: unknown): { code: string } {
  return validate(Joi.object({ code: code.required() }).options({ stripUnknown: true }), body ?? {}, codeWording);
}

export type VerifyInput = { code: string; recoveryCode?: undefined } | { code?: undefined; recoveryCode: string };

const verifySchema = Joi.object({
  code,
  recoveryCode: Joi.string()
    .max(RECOVERY_CODE_MAX_LENGTH * 2)
    .pattern(recoveryCodePattern, 'recovery'),
})
  .or('code', 'recoveryCode')
  .options({ stripUnknown: true });

const bothCodes = 'Send either a code from your app or a recovery code, not both.';

export function validateVerify(body: unknown): VerifyInput {
  if (body && typeof body === 'object' && 'code' in body && 'recoveryCode' in body) {
    throw new HttpError(400, bothCodes, { errors: [{ field: 'body', message: bothCodes }] });
  }
  return validate(verifySchema, body ?? {}, { ...codeWording, whole: 'a code or a recovery code' });
}

export type CodeCheck = 'ok' | 'wrong' | 'replayed';

/** Checks a TOTP code of a user with TOTP on, and uses up its time step. */
export async function checkTotpCode(deps: SessionDeps, userId: number, code: string): Promise<CodeCheck> {
  const state = await getTotpState(deps.db, userId);
  if (!state?.secret) return 'wrong';
  const step = matchingStep(state.secret, code, now(deps));
  if (step === null) return 'wrong';
  return (await claimTotpStep(deps.db, userId, step)) ? 'ok' : 'replayed';
}

/** Uses up one of the user's recovery codes; false when it is not one of theirs or was used. */
export async function checkRecoveryCode(deps: SessionDeps, userId: number, code: string): Promise<boolean> {
  return useRecoveryCode(deps.db, userId, hashRecoveryCode(code), new Date(now(deps)).toISOString());
}

/** A new secret to be confirmed: 409 when TOTP is already on (switch it off first). */
export async function startTotpSetup(deps: SessionDeps, userId: number): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await findUserById(deps.db, userId);
  const state = await getTotpState(deps.db, userId);
  if (!user || !state) throw new HttpError(401, 'Authentication required');
  if (state.secret) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is already on. Switch it off first to set up a new one.');
  const secret = newTotpSecret();
  await setPendingTotpSecret(deps.db, userId, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
}

/** Switches TOTP on with the first code from the app; answers the recovery codes, shown this once. */
export async function confirmTotpSetup(deps: SessionDeps, userId: number, code: string): Promise<string[]> {
  const state = await getTotpState(deps.db, userId);
  if (!state) throw new HttpError(401, 'Authentication required');
  if (state.secret) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is already on.');
  if (!state.pendingSecret) throw new HttpError(409, 'Start the setup first: there is no key waiting for a code.');
  const step = matchingStep(state.pendingSecret, code, now(deps));
  if (step === null) {
    throw new HttpError(400, 'That code does not match. Check that the app was set up with this key and that the phone shows the right time.', {
      errors: [{ field: 'code', message: 'Code does not match the key being set up.' }],
    });
  }
  const codes = newRecoveryCodes();
  const enabled = await enableTotp(deps.db, userId, state.pendingSecret, step, codes.map(hashRecoveryCode), new Date(now(deps)).toISOString());
  if (!enabled) throw new HttpError(409, 'The setup changed meanwhile (another tab?). Start it again.');
  return codes;
}

/** Switches TOTP off after a current code proves the app is still at hand. */
export async function switchOffTotp(deps: SessionDeps, userId: number, code: string): Promise<void> {
  const state = await getTotpState(deps.db, userId);
  if (!state?.secret) throw new HttpError(409, 'Two-factor sign-in with an authenticator app is not on.');
  if ((await getSecuritySettings(deps.db)).requireTwoFactor) {
    throw new HttpError(409, 'Two-step sign-in is required for every user here, so it cannot be switched off. An owner can change that.');
  }
  const checked = await checkTotpCode(deps, userId, code);
  if (checked !== 'ok') throw new HttpError(400, codeRefusal(checked), { errors: [{ field: 'code', message: codeRefusal(checked) }] });
  await disableTotp(deps.db, userId);
}

/** The answer to a refused code: a replay is told apart, as it only happens to someone who had a right code. */
export function codeRefusal(checked: Exclude<CodeCheck, 'ok'>): string {
  return checked === 'replayed' ? 'This code was already used. Wait for the next one.' : 'Invalid code';
}
