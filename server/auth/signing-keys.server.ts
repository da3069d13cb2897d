/**
 * Cookie signatures with HMAC-SHA-256. cookie-session signs through Keygrip,
 * whose default is HMAC-SHA-1; the `cookies` module accepts any object with
 * Keygrip's interface, so this one derives its key from SESSION_SECRET and
 * signs with SHA-256.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Keygrip from 'keygrip';

/** A purpose-bound key: the raw secret is never used directly. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

export function sha256Signer(secret: string): Keygrip {
  const key = deriveKey(secret, 'session-cookie-signature-v1');
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  const matches = (data: string, digest: string) => {
    const expected = Buffer.from(sign(data));
    const given = Buffer.from(String(digest));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    sign,
    verify: matches,
    // Keygrip's index of the matching key; there is one key.
    index: (data: string, digest: string) => (matches(data, digest) ? 0 : -1),
  };
}
