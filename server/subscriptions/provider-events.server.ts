/**
 * The provider event webhooks' bodies, read into what the site records (docs/product/subscriptions.md#provider-events):
 * delivered, a hard bounce, or a complaint, with the Message-ID the send queue set (server/subscriptions/message-id.ts)
 * and the recipient. Other events (opens, clicks, soft bounces, deferrals) are acknowledged and ignored: the site
 * counts no opens, and a soft bounce is not a reason to stop writing to someone.
 */
import type { ProviderEvent } from '#database/email-events.server.ts';
import { HttpError } from '../errors.server.ts';
import { parseSendMessageId } from './message-id.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function badField(field: string, message: string): HttpError {
  return new HttpError(400, message, { errors: [{ field, message }] });
}

/** A JSON object body, or 400. */
export function jsonObject(body: Buffer): Fields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  if (!isObject(parsed)) throw new HttpError(400, 'Request body must be a JSON object');
  return parsed;
}

const address = (value: unknown) => (typeof value === 'string' && value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) ? value.toLowerCase() : null);

/** A Message-ID among headers given as `[{name, value}]` or `{name: value}`. */
function messageIdIn(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    return (headers as unknown[]).find((entry): entry is Fields => isObject(entry) && String(entry.name).toLowerCase() === 'message-id')?.value;
  }
  if (!isObject(headers)) return undefined;
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'message-id');
  return key === undefined ? undefined : headers[key];
}

const standardKinds: Record<string, ProviderEvent['kind']> = {
  'email.delivered': 'delivered',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
};

/**
 * A Standard Webhooks event, in the shape Resend sends over it: `{type, data: {to, message_id | headers, bounce?}}`.
 * `email.bounced` is a hard bounce unless its `data.bounce.type` says otherwise.
 */
export function standardEvent(body: Fields): ProviderEvent | null {
  if (typeof body.type !== 'string' || body.type.length > 100) throw badField('type', 'type must be the event type, such as email.bounced.');
  if (!isObject(body.data)) throw badField('data', 'data must be an object.');
  const kind = standardKinds[body.type];
  if (!kind) return null;
  const bounce = body.data.bounce;
  if (kind === 'bounced' && isObject(bounce) && bounce.type !== undefined && String(bounce.type).toLowerCase() !== 'permanent') return null;
  const to = Array.isArray(body.data.to) ? (body.data.to as unknown[])[0] : (body.data.to ?? body.data.email);
  return {
    kind,
    recipient: address(to),
    send: parseSendMessageId(body.data.message_id ?? messageIdIn(body.data.headers)),
  };
}

/** A Mailgun event (`event-data`): delivered, failed with permanent severity (a hard bounce), complained. */
export function mailgunEvent(body: Fields): ProviderEvent | null {
  const data = body['event-data'];
  if (!isObject(data)) throw badField('event-data', 'event-data must be an object.');
  if (typeof data.event !== 'string' || data.event.length > 100) throw badField('event-data.event', 'event-data.event must be the event name, such as failed.');
  const kind: ProviderEvent['kind'] | null =
    data.event === 'delivered'
      ? 'delivered'
      : data.event === 'complained'
        ? 'complained'
        : data.event === 'failed' && data.severity === 'permanent'
          ? 'bounced'
          : null;
  if (!kind) return null;
  const message = isObject(data.message) ? data.message : {};
  return { kind, recipient: address(data.recipient), send: parseSendMessageId(messageIdIn(message.headers)) };
}
