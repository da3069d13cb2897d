/**
 * Password hashing with bcrypt's async API (the work runs on libuv's thread
 * pool, off the event loop).
 *
 * bcrypt reads only the first 72 bytes of its input, so two long passwords
 * sharing those bytes would be equal. Every password is therefore pre-hashed:
 * SHA-256 of its NFC form, base64 encoded (44 ASCII characters, no NUL byte,
 * which bcrypt would also stop at). No secret is mixed in, so rotating
 * SESSION_SECRET never locks anyone out.
 */
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';

export const BCRYPT_COST = 12;

function prehash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(prehash(password), hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same bcrypt work as a real check, with no result: used for
 * unknown usernames so response times do not reveal which names exist.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash(randomBytes(32).toString('base64'), BCRYPT_COST);
  await bcrypt.compare(prehash(password), await dummyHash);
}

/** A strong random password for the first admin (24 URL-safe characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
