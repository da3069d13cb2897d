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

/** Production's cost; PASSWORD_HASH_COST may raise it, and lower it only under NODE_ENV=test (config.server.ts). */
export const BCRYPT_COST = 12;

let configuredCost = BCRYPT_COST;

/**
 * Set once by each entry point (the server, the admin command, the test app) from the configuration's
 * `passwordHashCost`, so that every hash the process makes uses it (docs/decisions/054-faster-tests.md).
 */
export function setPasswordHashCost(cost: number): void {
  configuredCost = cost;
}

function prehash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

export function hashPassword(password: string, cost: number = configuredCost): Promise<string> {
  return bcrypt.hash(prehash(password), cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(prehash(password), hash);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same bcrypt work as a real check, with no result: used for
 * unknown usernames so response times do not reveal which names exist.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  let dummyHash = dummyHashes.get(configuredCost);
  if (!dummyHash) dummyHashes.set(configuredCost, (dummyHash = bcrypt.hash(randomBytes(32).toString('base64'), configuredCost)));
  await bcrypt.compare(prehash(password), await dummyHash);
}

/** A strong random password for the first admin (24 URL-safe characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
