/**
 * Checking that a provider event really comes from the sending provider (docs/product/subscriptions.md#provider-events),
 * by the two schemes the site accepts. Both refuse a message more than five minutes from now, before or after; the
 * caller refuses one whose id it has taken before (database/email-events.server.ts takeWebhookId).
 *
 * - Standard Webhooks (https://www.standardwebhooks.com/#signature-scheme): `webhook-signature` lists `v1,` and
 *   the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the `whsec_` secret's bytes. The same
 *   scheme the site signs its own lead webhook with (server/leads/lead-webhook.server.ts).
 * - Mailgun (https://documentation.mailgun.com/docs/mailgun/user-manual/events/webhooks/#securing-webhooks): the
 *   body's `signature` object holds `timestamp`, `token` and the hex HMAC-SHA256 of timestamp + token under the
 *   HTTP webhook signing key (docs/decisions/112-mailgun-for-provider-events.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors.server.ts';

export const toleranceMs = 5 * 60_000;

const unauthorized = (message: string) => new HttpError(401, message);

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkTimestamp(seconds: string, field: string, nowMs: number): void {
  if (!/^\d{1,12}$/.test(seconds)) throw unauthorized(`${field} must be a Unix time in seconds.`);
  if (Math.abs(nowMs - Number(seconds) * 1000) > toleranceMs) throw unauthorized(`${field} is more than 5 minutes from now: the message is stale.`);
}

/** Verifies a Standard Webhooks message; answers its `webhook-id`. */
export function verifyStandardWebhook(secret: string, header: (name: string) => string | undefined, body: Buffer, nowMs: number): string {
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures) throw unauthorized('The webhook-id, webhook-timestamp and webhook-signature headers are required.');
  if (id.length > 200) throw unauthorized('webhook-id must be at most 200 characters.');
  checkTimestamp(timestamp, 'webhook-timestamp', nowMs);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures
    .split(' ')
    .map((entry) => /^v1,([A-Za-z0-9+/]+={0,2})$/.exec(entry)?.[1])
    .some((signature) => signature !== undefined && sameBytes(Buffer.from(signature, 'base64'), expected));
  if (!matches) throw unauthorized('webhook-signature does not match the message.');
  return id;
}

/** Verifies a Mailgun event's `signature` object; answers its token (the message's one-time id). */
export function verifyMailgunSignature(signingKey: string, signature: unknown, nowMs: number): string {
  const { timestamp, token, signature: hex } = (signature && typeof signature === 'object' ? signature : {}) as Record<string, unknown>;
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof hex !== 'string')
    throw unauthorized('signature must hold timestamp, token and signature.');
  if (token.length < 16 || token.length > 200) throw unauthorized('signature.token must be from 16 to 200 characters.');
  checkTimestamp(timestamp, 'signature.timestamp', nowMs);
  const expected = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest();
  if (!/^[0-9a-f]{64}$/i.test(hex) || !sameBytes(Buffer.from(hex, 'hex'), expected)) throw unauthorized('signature.signature does not match the message.');
  return token;
}
