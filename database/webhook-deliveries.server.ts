/**
 * The lead webhook's outbox and log (docs/product/leads.md#webhook): each message is stored before it is
 * sent, claimed by one process per attempt (a conditional UPDATE), and kept with its last status code.
 */
import type { Database } from './db.server.ts';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  id: number;
  messageId: string;
  event: string;
  contactId: number | null;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

export interface WebhookSettings {
  /** `whsec_…`, or null until an owner generates one (messages then go unsigned). */
  secret: string | null;
  format: 'standard' | 'slack';
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toDelivery(row: Record<string, unknown>): WebhookDelivery {
  return {
    id: Number(row.id),
    messageId: String(row.message_id),
    event: String(row.event),
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    body: String(row.body),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at as string | null),
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastError: (row.last_error as string | null) ?? null,
    lastAttemptAt: iso(row.last_attempt_at as string | null),
    createdAt: iso(row.created_at as string)!,
  };
}

export async function getWebhookSettings(db: Database): Promise<WebhookSettings> {
  const row = await db('lead_webhook_settings').where({ id: 1 }).first();
  return { secret: row?.secret ?? null, format: row?.format === 'slack' ? 'slack' : 'standard' };
}

export async function saveWebhookSettings(db: Database, change: Partial<WebhookSettings>, now = new Date()): Promise<void> {
  const columns = { ...(change.secret === undefined ? {} : { secret: change.secret }), ...(change.format ? { format: change.format } : {}) };
  await db('lead_webhook_settings')
    .insert({ id: 1, ...columns, updated_at: now.toISOString() })
    .onConflict('id')
    .merge([...Object.keys(columns), 'updated_at']);
}

export async function insertDelivery(
  db: Database,
  message: { messageId: string; event: string; contactId: number | null; body: string },
  now: Date,
): Promise<WebhookDelivery> {
  const at = now.toISOString();
  const [row] = await db('webhook_deliveries')
    .insert({
      message_id: message.messageId,
      event: message.event,
      contact_id: message.contactId,
      body: message.body,
      status: 'pending',
      next_attempt_at: at,
      created_at: at,
    })
    .returning('*');
  return toDelivery(row as Record<string, unknown>);
}

/** Takes one due attempt of a pending delivery for `leaseMs`; undefined when another process has it or it is not due. */
export async function claimDelivery(db: Database, id: number, now: Date, leaseMs: number): Promise<WebhookDelivery | undefined> {
  const at = now.toISOString();
  const claimed = await db('webhook_deliveries')
    .where({ id, status: 'pending' })
    .where('next_attempt_at', '<=', at)
    .where((free) => void free.whereNull('claimed_until').orWhere('claimed_until', '<=', at))
    .update({ claimed_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: db.raw('attempts + 1'), last_attempt_at: at });
  if (claimed === 0) return undefined;
  return toDelivery(await db('webhook_deliveries').where({ id }).first());
}

/** Records an attempt's outcome: delivered, retried at `retryAt`, or failed for good (retryAt null). */
export async function finishAttempt(
  db: Database,
  id: number,
  outcome: { ok: boolean; statusCode: number | null; error: string | null; retryAt: Date | null },
): Promise<void> {
  const status: DeliveryStatus = outcome.ok ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
  await db('webhook_deliveries')
    .where({ id })
    .update({
      status,
      claimed_until: null,
      last_status_code: outcome.statusCode,
      last_error: outcome.error?.slice(0, 200) ?? null,
      next_attempt_at: status === 'pending' ? outcome.retryAt!.toISOString() : null,
    });
}

/** Pending deliveries whose next attempt is due, oldest first. */
export async function dueDeliveryIds(db: Database, now: Date, limit = 20): Promise<number[]> {
  const rows = await db('webhook_deliveries')
    .where({ status: 'pending' })
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .select('id');
  return rows.map((row) => Number(row.id));
}

export async function listDeliveries(db: Database, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db('webhook_deliveries').orderBy('id', 'desc').limit(limit);
  return rows.map(toDelivery);
}

/** Puts a delivery back in the queue for an attempt now, as a new round of retries; false when there is none. */
export async function requeueDelivery(db: Database, id: number, now: Date): Promise<boolean> {
  const changed = await db('webhook_deliveries')
    .where({ id })
    .update({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null });
  return changed > 0;
}
