/**
 * The shapes of second-factor codes, written once for the server's validation
 * and the forms' `pattern`/`maxlength`: a TOTP code is exactly six digits; a
 * recovery code is ten letters or digits, shown as two groups of five
 * (`abcde-23456`), accepted in either letter case with or without the dash.
 */
export const TOTP_DIGITS = 6;
export const totpCodePattern = /^[0-9]{6}$/;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: the codes are read off paper. */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodePattern = /^[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5}$/;
export const RECOVERY_CODE_MAX_LENGTH = 11;

/** The stored form of a recovery code as typed: lower case, without the dash. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace('-', '').toLowerCase();
}
