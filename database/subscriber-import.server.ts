/**
 * Importing subscribers (docs/product/subscriptions.md#import-and-export), all in one transaction: every address
 * of the file is added or merged, or none is. A new address gets the import's consent and is pending (asked to
 * confirm) unless an owner attested prior opt-in; a pending one gets the consent too; a confirmed, unsubscribed or
 * suppressed one is left exactly as it is, and a suppressed address (kept only as its hash) is never added back.
 */
import type { Knex } from 'knex';
import type { SubscriptionTopic } from '#shared/subscriptions.ts';
import type { Database } from './db.server.ts';
import { addressHash } from './subscribers.server.ts';

export interface SubscriberImport {
  /** Lower-cased, each once. */
  emails: string[];
  topics: SubscriptionTopic[];
  /** The stated consent basis, recorded as each consent's wording. */
  basis: string;
  /** The file's name, or that the list was pasted: recorded as the consent's page. */
  source: string;
  /** The owner who attested prior opt-in; null: everyone imported is asked to confirm. */
  attestedBy: string | null;
  now: string;
  expiresAt: string;
  /** A new manage token and confirmation token's hash for one address. */
  tokensFor: (email: string) => { manageToken: string; tokenHash: string };
}

export interface ImportOutcome {
  /** Addresses to send the confirmation email to (their tokens came from `tokensFor`). */
  toAsk: string[];
  added: number;
  confirmed: number;
  pending: number;
  unchanged: number;
  suppressed: number;
}

const chunk = <T>(items: T[], size = 400): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

async function existingOf(trx: Knex.Transaction, emails: string[]): Promise<Map<string, { id: number; state: string }>> {
  const found = new Map<string, { id: number; state: string }>();
  for (const part of chunk(emails)) {
    for (const row of (await trx('subscribers').whereIn('email', part).select('id', 'email', 'state')) as { id: number; email: string; state: string }[])
      found.set(row.email, row);
  }
  return found;
}

async function suppressedOf(trx: Knex.Transaction, emails: string[]): Promise<Set<string>> {
  const hashes = new Map(emails.map((email) => [addressHash(email), email]));
  const suppressed = new Set<string>();
  for (const part of chunk([...hashes.keys()])) {
    for (const row of (await trx('email_suppressions').whereIn('email_hash', part).select('email_hash')) as { email_hash: string }[])
      suppressed.add(hashes.get(row.email_hash)!);
  }
  return suppressed;
}

export async function importSubscribers(db: Database, input: SubscriberImport): Promise<ImportOutcome> {
  return db.transaction(async (trx) => {
    const existing = await existingOf(trx, input.emails);
    const suppressed = await suppressedOf(trx, input.emails);
    const state = input.attestedBy ? 'confirmed' : 'pending';
    const confirmedAt = input.attestedBy ? input.now : null;
    const outcome = { toAsk: [] as string[], added: 0, confirmed: 0, pending: 0, unchanged: 0, suppressed: 0 };
    const touched: number[] = [];
    const fresh: Record<string, unknown>[] = [];
    for (const email of input.emails) {
      const row = existing.get(email);
      if (suppressed.has(email) || row?.state === 'suppressed') {
        outcome.suppressed += 1;
        continue;
      }
      if (row && row.state !== 'pending') {
        outcome.unchanged += 1;
        continue;
      }
      const tokens = input.tokensFor(email);
      const confirmation = input.attestedBy
        ? { confirm_token_hash: null, confirm_expires_at: null }
        : { confirm_token_hash: tokens.tokenHash, confirm_expires_at: input.expiresAt };
      if (!input.attestedBy) outcome.toAsk.push(email);
      outcome[input.attestedBy ? 'confirmed' : 'pending'] += 1;
      if (row) {
        await trx('subscribers')
          .where({ id: row.id })
          .update({ state, confirmed_at: confirmedAt, ...confirmation });
        touched.push(row.id);
      } else {
        outcome.added += 1;
        fresh.push({ email, state, manage_token: tokens.manageToken, created_at: input.now, confirmed_at: confirmedAt, ...confirmation });
      }
    }
    for (const part of chunk(fresh, 200)) {
      const ids = (await trx('subscribers').insert(part).returning('id')) as { id: number }[];
      touched.push(...ids.map((row) => row.id));
    }
    const consent = {
      form: 'import',
      page: input.source,
      wording: input.basis,
      created_at: input.now,
      confirmed_at: confirmedAt,
      attested_by: input.attestedBy,
    };
    const detail = (input.attestedBy ? `prior opt-in attested by ${input.attestedBy}: ` : 'asked to confirm: ') + input.source;
    for (const part of chunk(touched)) {
      await trx('subscription_consents').insert(part.map((id) => ({ subscriber_id: id, ...consent })));
      await trx('subscriber_events').insert(part.map((id) => ({ subscriber_id: id, kind: 'imported', detail: detail.slice(0, 300), created_at: input.now })));
      if (input.topics.length > 0)
        await trx('subscriber_topics')
          .insert(part.flatMap((id) => input.topics.map((topic) => ({ subscriber_id: id, topic }))))
          .onConflict(['subscriber_id', 'topic'])
          .ignore();
    }
    return outcome;
  });
}
