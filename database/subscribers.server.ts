/**
 * Subscribers, their topics, consents and history, and the suppression list (docs/product/subscriptions.md).
 * Addresses are kept in lower case; the suppression list holds only SHA-256 hashes of addresses.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { SubscriberState, SubscriptionTopic } from '#shared/subscriptions.ts';
import type { Database } from './db.server.ts';

export const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export interface Subscriber {
  id: number;
  email: string;
  state: SubscriberState;
  topics: SubscriptionTopic[];
  createdAt: string;
  confirmedAt: string | null;
}

interface SubscriberRow {
  id: number;
  email: string;
  state: SubscriberState;
  manage_token: string;
  created_at: string | Date;
  confirmed_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export interface Consent {
  form: string;
  page: string;
  wording: string;
}

export interface SignUp {
  email: string;
  topics: SubscriptionTopic[];
  consent: Consent;
  /** SHA-256 of the confirmation token, and until when it works. */
  tokenHash: string;
  expiresAt: string;
  /** Used when the address is new. */
  manageToken: string;
  now: string;
}

export async function topicsOf(db: Knex | Knex.Transaction, ids: number[]): Promise<Map<number, SubscriptionTopic[]>> {
  const map = new Map<number, SubscriptionTopic[]>();
  if (ids.length === 0) return map;
  const rows = (await db('subscriber_topics').whereIn('subscriber_id', ids).orderBy('topic')) as { subscriber_id: number; topic: SubscriptionTopic }[];
  for (const row of rows) map.set(row.subscriber_id, [...(map.get(row.subscriber_id) ?? []), row.topic]);
  return map;
}

async function replaceTopics(trx: Knex.Transaction, id: number, topics: SubscriptionTopic[]): Promise<void> {
  await trx('subscriber_topics').where({ subscriber_id: id }).delete();
  if (topics.length > 0) await trx('subscriber_topics').insert(topics.map((topic) => ({ subscriber_id: id, topic })));
}

async function addEvent(db: Knex | Knex.Transaction, id: number, kind: string, detail: string, now: string): Promise<void> {
  await db('subscriber_events').insert({ subscriber_id: id, kind, detail: detail.slice(0, 300), created_at: now });
}

export async function isSuppressed(db: Database, email: string): Promise<boolean> {
  return Boolean(
    await db('email_suppressions')
      .where({ email_hash: addressHash(email) })
      .first('email_hash'),
  );
}

/**
 * A sign-up: a new address becomes pending; a pending or unsubscribed one gets a new confirmation token, its new
 * topics and the new consent. A confirmed or suppressed address is left as it is. Answers whether a confirmation
 * email is to be sent (the caller answers the visitor the same either way).
 */
export async function signUp(db: Database, input: SignUp): Promise<{ askToConfirm: boolean }> {
  const email = input.email.toLowerCase();
  if (await isSuppressed(db, email)) return { askToConfirm: false };
  return db.transaction(async (trx) => {
    let row = (await trx('subscribers').where({ email }).first()) as SubscriberRow | undefined;
    if (row?.state === 'confirmed' || row?.state === 'suppressed') return { askToConfirm: false };
    const token = { confirm_token_hash: input.tokenHash, confirm_expires_at: input.expiresAt };
    if (row) {
      await trx('subscribers').where({ id: row.id }).update(token);
    } else {
      const [inserted] = (await trx('subscribers')
        .insert({ email, state: 'pending', manage_token: input.manageToken, created_at: input.now, ...token })
        .onConflict('email')
        .ignore()
        .returning('id')) as { id: number }[];
      // A sign-up of the same address at the same moment took it: that one asks.
      if (!inserted) return { askToConfirm: false };
      row = { id: inserted.id } as SubscriberRow;
    }
    await replaceTopics(trx, row.id, input.topics);
    await trx('subscription_consents').insert({ subscriber_id: row.id, ...input.consent, created_at: input.now });
    await addEvent(trx, row.id, 'signed-up', `${input.consent.form} on ${input.consent.page}`, input.now);
    return { askToConfirm: true };
  });
}

/** Confirms the subscription behind a token's hash, once and while it is valid; answers whether it did. */
export async function confirmByTokenHash(
  db: Database,
  tokenHash: string,
  now: string,
  /** Runs in the confirmation's transaction (the sequences that start on it). */
  onConfirmed?: (trx: Database, email: string) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = (await trx('subscribers').where({ confirm_token_hash: tokenHash }).where('confirm_expires_at', '>', now).first()) as SubscriberRow | undefined;
    if (!row || row.state === 'suppressed') return false;
    const changed = await trx('subscribers')
      .where({ id: row.id, confirm_token_hash: tokenHash })
      .update({ state: 'confirmed', confirmed_at: now, unsubscribed_at: null, confirm_token_hash: null, confirm_expires_at: null });
    if (changed !== 1) return false;
    await trx('subscription_consents').where({ subscriber_id: row.id }).whereNull('confirmed_at').update({ confirmed_at: now });
    await addEvent(trx, row.id, 'confirmed', '', now);
    await onConfirmed?.(trx, row.email);
    return true;
  });
}

export async function findByManageToken(db: Database, token: string): Promise<Subscriber | null> {
  const row = (await db('subscribers').where({ manage_token: token }).first()) as SubscriberRow | undefined;
  return row ? toSubscriber(row, (await topicsOf(db, [row.id])).get(row.id) ?? []) : null;
}

function toSubscriber(row: SubscriberRow, topics: SubscriptionTopic[]): Subscriber {
  return { id: row.id, email: row.email, state: row.state, topics, createdAt: iso(row.created_at)!, confirmedAt: iso(row.confirmed_at) };
}

/** Stops every newsletter to the subscriber at once: their queued messages are skipped. `newsletterId`: the email it came from. */
export async function unsubscribe(
  db: Database,
  id: number,
  now: string,
  how: string,
  newsletterId?: number,
  /** Runs in the unsubscribe's transaction (the sequences the person leaves). */
  onUnsubscribed?: (trx: Database, email: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const person = (await trx('subscribers').where({ id }).first('email')) as { email: string } | undefined;
    const changed = await trx('subscribers')
      .where({ id })
      .whereIn('state', ['pending', 'confirmed'])
      .update({ state: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null });
    if (changed === 0) return;
    await trx('email_sends').where({ subscriber_id: id, status: 'queued' }).update({ status: 'skipped', error: 'unsubscribed' });
    if (newsletterId !== undefined) await trx('email_sends').where({ subscriber_id: id, newsletter_id: newsletterId }).update({ unsubscribed_at: now });
    await addEvent(trx, id, 'unsubscribed', how, now);
    if (person) await onUnsubscribed?.(trx, person.email);
  });
}

export async function changeTopics(db: Database, id: number, topics: SubscriptionTopic[], now: string): Promise<void> {
  await db.transaction(async (trx) => {
    await replaceTopics(trx, id, topics);
    await addEvent(trx, id, 'topics-changed', topics.join(', ') || 'none', now);
  });
}

/** A hard bounce or a complaint: the address is never written to again, whoever subscribes it later. */
export async function suppressAddress(db: Database, email: string, reason: 'bounce' | 'complaint', now: string): Promise<void> {
  const lower = email.toLowerCase();
  await db.transaction(async (trx) => {
    await trx('email_suppressions')
      .insert({ email_hash: addressHash(lower), reason, created_at: now })
      .onConflict('email_hash')
      .ignore();
    const row = (await trx('subscribers').where({ email: lower }).first('id')) as { id: number } | undefined;
    await trx('email_sends').where({ email: lower, status: 'queued' }).update({ status: 'skipped', error: reason });
    if (!row) return;
    await trx('subscribers').where({ id: row.id }).update({ state: 'suppressed', confirm_token_hash: null });
    await addEvent(trx, row.id, 'suppressed', reason, now);
  });
}

export interface SubscriberFilter {
  state?: SubscriberState | undefined;
  topic?: SubscriptionTopic | undefined;
  q?: string | undefined;
  limit: number;
}

/** The subscribers a filter matches, newest first (the list and the export). */
export function filteredSubscribers(db: Database, filter: Omit<SubscriberFilter, 'limit'>): Knex.QueryBuilder {
  let query = db('subscribers').orderBy('id', 'desc');
  if (filter.state) query = query.where({ state: filter.state });
  if (filter.topic)
    query = query.whereExists(db('subscriber_topics').whereRaw('subscriber_topics.subscriber_id = subscribers.id').where({ topic: filter.topic }));
  if (filter.q) query = query.where('email', 'like', `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query;
}

export async function listSubscribers(db: Database, filter: SubscriberFilter): Promise<Subscriber[]> {
  const rows = (await filteredSubscribers(db, filter).limit(filter.limit)) as SubscriberRow[];
  const topics = await topicsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSubscriber(row, topics.get(row.id) ?? []));
}

export async function findSubscriber(db: Database, id: number): Promise<Subscriber | null> {
  const row = (await db('subscribers').where({ id }).first()) as SubscriberRow | undefined;
  return row ? toSubscriber(row, (await topicsOf(db, [id])).get(id) ?? []) : null;
}

export interface SubscriberHistory {
  consents: { form: string; page: string; wording: string; createdAt: string; confirmedAt: string | null; attestedBy: string | null }[];
  events: { kind: string; detail: string; createdAt: string }[];
  emails: {
    newsletterId: number | null;
    subject: string | null;
    status: string;
    sentAt: string | null;
    deliveredAt: string | null;
    complainedAt: string | null;
  }[];
}

export async function subscriberHistory(db: Database, id: number): Promise<SubscriberHistory> {
  const consents = (await db('subscription_consents').where({ subscriber_id: id }).orderBy('id')) as {
    form: string;
    page: string;
    wording: string;
    created_at: string | Date;
    confirmed_at: string | Date | null;
    attested_by: string | null;
  }[];
  const events = (await db('subscriber_events').where({ subscriber_id: id }).orderBy('id')) as { kind: string; detail: string; created_at: string | Date }[];
  const emails = (await db('email_sends')
    .leftJoin('newsletters', 'newsletters.id', 'email_sends.newsletter_id')
    // A follow-up sequence's email has its step's subject (docs/product/sequences.md).
    .leftJoin('sequence_steps', 'sequence_steps.id', 'email_sends.step_id')
    .where({ 'email_sends.subscriber_id': id })
    .orderBy('email_sends.id')
    .select(
      'email_sends.newsletter_id',
      db.raw('COALESCE(newsletters.subject, sequence_steps.subject) AS subject'),
      'email_sends.status',
      'email_sends.sent_at',
      'email_sends.delivered_at',
      'email_sends.complained_at',
    )) as {
    newsletter_id: number | null;
    subject: string | null;
    status: string;
    sent_at: string | Date | null;
    delivered_at: string | Date | null;
    complained_at: string | Date | null;
  }[];
  return {
    consents: consents.map((c) => ({
      form: c.form,
      page: c.page,
      wording: c.wording,
      createdAt: iso(c.created_at)!,
      confirmedAt: iso(c.confirmed_at),
      attestedBy: c.attested_by ?? null,
    })),
    events: events.map((e) => ({ kind: e.kind, detail: e.detail, createdAt: iso(e.created_at)! })),
    emails: emails.map((e) => ({
      newsletterId: e.newsletter_id,
      subject: e.subject,
      status: e.status,
      sentAt: iso(e.sent_at),
      deliveredAt: iso(e.delivered_at),
      complainedAt: iso(e.complained_at),
    })),
  };
}

/** Erases a person: the subscriber, their topics, consents, history and every send record (cascade). A suppression stays, as a hash. */
export async function eraseSubscriber(db: Database, id: number): Promise<boolean> {
  return (await db('subscribers').where({ id }).delete()) === 1;
}
