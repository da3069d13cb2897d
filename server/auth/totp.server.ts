/**
 * TOTP (RFC 6238) with `otpauth`: SHA-1, six digits, 30-second steps, the
 * defaults every authenticator app reads from an otpauth:// URL. A code is
 * accepted for the current step and one step either side (RFC 6238 §5.2 allows
 * for clock drift), and only once: the step it was accepted for is stored, and
 * a code for that step or an earlier one is refused (replay).
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { company } from '#content/company.ts';
import { RECOVERY_CODE_COUNT, recoveryCodeAlphabet, normalizeRecoveryCode } from '#shared/two-factor-rules.ts';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: company.name,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226 §4's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The time step `code` belongs to (within the window around `now`), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `now` (tests and the CLI check use it). */
export function totpCode(secret: string, now: number): string {
  return totpFor(secret, '').generate({ timestamp: now });
}

/** Ten fresh recovery codes as shown once (`abcde-23456`), about 49 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What is stored for a recovery code. A fast hash suffices: the codes are
 * random with about 49 bits each, not chosen by people, so a copy of the
 * database cannot be reversed by guessing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
