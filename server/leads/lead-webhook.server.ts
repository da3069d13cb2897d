/**
 * The lead webhook, as Standard Webhooks (https://www.standardwebhooks.com, docs/decisions/069-standard-webhooks.md):
 * every message carries `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the `whsec_` secret). Messages are stored first, then sent; one
 * that fails is tried again with backoff for about a day by the lead scheduler (lead-scheduler.server.ts),
 * in whichever process claims it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '#database/db.server.ts';
import { claimDelivery, finishAttempt, getWebhookSettings, insertDelivery, type WebhookSettings } from '#database/webhook-deliveries.server.ts';

/** Waits after the first, second … failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h (23 h 35 min in all). */
export const retryDelaysMs = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 28_800_000, 28_800_000];

const sendTimeoutMs = 10_000;
/** Longer than one attempt can take: a process that dies mid-attempt frees the message after this. */
const claimMs = 60_000;

export interface WebhookDeps {
  db: Database;
  logger: Logger;
  /** CONTACT_NOTIFY_WEBHOOK; nothing is queued without it. */
  url: string | undefined;
  clock?: () => number;
}

/** A new secret: `whsec_` and 32 random bytes in base64, as the specification's libraries expect. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` value for one message (https://www.standardwebhooks.com/#signature-scheme). */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export interface LeadEvent {
  type: 'lead.created' | 'lead.overdue';
  contactId: number;
  /** What the message says about the lead: never the visitor's personal details (server/contacts/notify.server.ts). */
  data: { id: number; subject: string; createdAt: string; dashboardUrl: string; responseDueAt?: string | null };
}

function slackText(event: LeadEvent): string {
  const what = event.type === 'lead.overdue' ? `Lead #${event.data.id} is waiting past the response target` : `New website lead #${event.data.id}`;
  return `${what}: ${event.data.subject}. <${event.data.dashboardUrl}|Open the dashboard>`;
}

/** The message's body in the chosen format: Standard Webhooks' `{type, timestamp, data}`, or Slack's `{text}`. */
function bodyOf(event: LeadEvent, settings: WebhookSettings, now: Date): string {
  if (settings.format === 'slack') return JSON.stringify({ text: slackText(event) });
  return JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.data });
}

/** One attempt of one stored message, if this process claims it; answers whether it was delivered. */
export async function attemptDelivery(deps: WebhookDeps, deliveryId: number): Promise<boolean> {
  const now = new Date(deps.clock?.() ?? Date.now());
  if (!deps.url) return false;
  const delivery = await claimDelivery(deps.db, deliveryId, now, claimMs);
  if (!delivery) return false;
  const { secret } = await getWebhookSettings(deps.db);
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
  };
  if (secret) headers['webhook-signature'] = signWebhook(secret, delivery.messageId, timestamp, delivery.body);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(deps.url, { method: 'POST', headers, body: delivery.body, signal: AbortSignal.timeout(sendTimeoutMs), redirect: 'error' });
    await response.body?.cancel();
    statusCode = response.status;
    if (!response.ok) error = `answered ${response.status}`;
  } catch (failure) {
    const cause = (failure as { cause?: { code?: string } }).cause;
    error = cause?.code ?? (failure instanceof Error ? failure.message : String(failure));
  }
  const ok = error === null;
  const delay = retryDelaysMs[delivery.attempts - 1];
  const retryAt = ok || delay === undefined ? null : new Date(now.getTime() + delay);
  await finishAttempt(deps.db, deliveryId, { ok, statusCode, error, retryAt });
  if (!ok)
    deps.logger.warn({ contactId: delivery.contactId, channel: 'webhook', attempt: delivery.attempts, err: { message: error } }, 'contact notification failed');
  return ok;
}

/** Stores the message and makes its first attempt; settles when that attempt has (never rejects on a failed send). */
export async function sendLeadWebhook(deps: WebhookDeps, event: LeadEvent): Promise<void> {
  if (!deps.url) return;
  const now = new Date(deps.clock?.() ?? Date.now());
  const settings = await getWebhookSettings(deps.db);
  const messageId = `msg_${randomBytes(16).toString('hex')}`;
  const delivery = await insertDelivery(deps.db, { messageId, event: event.type, contactId: event.contactId, body: bodyOf(event, settings, now) }, now);
  await attemptDelivery(deps, delivery.id);
}
