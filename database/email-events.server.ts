/**
 * What the sending provider reports about a message after it left (docs/product/subscriptions.md#provider-events):
 * delivered, bounced for good, or marked as spam; and the ids of the signed webhook messages already taken, so
 * that none is acted on twice.
 */
import type { Database } from './db.server.ts';
import { suppressAddress, unsubscribe } from './subscribers.server.ts';

export type EmailWebhookSource = 'standard' | 'mailgun';

/** Takes a webhook message's id once: answers false when it was taken before. Prunes ids older than a day. */
export async function takeWebhookId(db: Database, source: EmailWebhookSource, id: string, now: string): Promise<boolean> {
  await db('email_webhook_receipts')
    .where('received_at', '<', new Date(Date.parse(now) - 86_400_000).toISOString())
    .delete();
  const inserted = (await db('email_webhook_receipts')
    .insert({ source, webhook_id: id, received_at: now })
    .onConflict(['source', 'webhook_id'])
    .ignore()
    .returning('webhook_id')) as unknown[];
  return inserted.length === 1;
}

interface SendRow {
  id: number;
  subscriber_id: number;
  email: string;
  status: string;
}

/** The message a provider's event is about: the send row with this id that this claim sent (the Message-ID carries both). */
async function findSend(db: Database, send: { id: number; claim: string } | null): Promise<SendRow | null> {
  if (!send) return null;
  const row = (await db('email_sends').where({ id: send.id, claim: send.claim }).first('id', 'subscriber_id', 'email', 'status')) as SendRow | undefined;
  return row ?? null;
}

export interface ProviderEvent {
  kind: 'delivered' | 'bounced' | 'complained';
  /** The address the provider reports; a bounce or complaint suppresses it even when no send matches. */
  recipient: string | null;
  /** Parsed from the Message-ID the send queue set. */
  send: { id: number; claim: string } | null;
}

/**
 * Records one event. Delivered: the send's `delivered_at` (and a send left 'unknown' by a crash was sent after
 * all). Hard bounce: the send 'bounced', the address suppressed. Complaint: the send's `complained_at`, the person
 * unsubscribed and the address suppressed. Answers whether a send matched.
 */
export async function recordProviderEvent(db: Database, event: ProviderEvent, now: string): Promise<boolean> {
  const send = await findSend(db, event.send);
  if (event.kind === 'delivered') {
    if (!send) return false;
    await db('email_sends').where({ id: send.id }).whereNull('delivered_at').update({ delivered_at: now });
    await db('email_sends').where({ id: send.id, status: 'unknown' }).update({ status: 'sent', sent_at: now, error: null });
    return true;
  }
  const address = send?.email ?? event.recipient;
  if (event.kind === 'bounced') {
    if (send)
      await db('email_sends')
        .where({ id: send.id })
        .whereIn('status', ['sent', 'unknown'])
        .update({ status: 'bounced', error: 'hard bounce reported by the provider' });
    if (address) await suppressAddress(db, address, 'bounce', now);
    return Boolean(send);
  }
  if (send) {
    await db('email_sends').where({ id: send.id }).whereNull('complained_at').update({ complained_at: now });
    await unsubscribe(db, send.subscriber_id, now, 'complaint (marked as spam)');
  } else if (address) {
    const row = (await db('subscribers').where({ email: address.toLowerCase() }).first('id')) as { id: number } | undefined;
    if (row) await unsubscribe(db, row.id, now, 'complaint (marked as spam)');
  }
  if (address) await suppressAddress(db, address, 'complaint', now);
  return Boolean(send);
}
