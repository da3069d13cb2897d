/** Subscribers for the CSV export (docs/product/subscriptions.md#import-and-export), a page at a time by id. */
import type { Database } from './db.server.ts';
import { filteredSubscribers, topicsOf, type SubscriberFilter } from './subscribers.server.ts';

export interface ExportedSubscriber {
  email: string;
  state: string;
  topics: string[];
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** The latest consent. */
  consent: { form: string; page: string; wording: string; createdAt: string; attestedBy: string | null } | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Up to `size` matching subscribers with ids below `beforeId` (null: from the newest); answers them and the next page's `beforeId`. */
export async function exportPage(
  db: Database,
  filter: Omit<SubscriberFilter, 'limit'>,
  beforeId: number | null,
  size: number,
): Promise<{ rows: ExportedSubscriber[]; next: number | null }> {
  let query = filteredSubscribers(db, filter).limit(size);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  const rows = (await query) as {
    id: number;
    email: string;
    state: string;
    created_at: string | Date;
    confirmed_at: string | Date | null;
    unsubscribed_at: string | Date | null;
  }[];
  const ids = rows.map((row) => row.id);
  const topics = await topicsOf(db, ids);
  const consents = new Map<number, ExportedSubscriber['consent']>();
  if (ids.length > 0) {
    const found = (await db('subscription_consents').whereIn('subscriber_id', ids).orderBy('id')) as {
      subscriber_id: number;
      form: string;
      page: string;
      wording: string;
      created_at: string | Date;
      attested_by: string | null;
    }[];
    for (const c of found)
      consents.set(c.subscriber_id, { form: c.form, page: c.page, wording: c.wording, createdAt: iso(c.created_at)!, attestedBy: c.attested_by });
  }
  return {
    rows: rows.map((row) => ({
      email: row.email,
      state: row.state,
      topics: topics.get(row.id) ?? [],
      createdAt: iso(row.created_at)!,
      confirmedAt: iso(row.confirmed_at),
      unsubscribedAt: iso(row.unsubscribed_at),
      consent: consents.get(row.id) ?? null,
    })),
    next: rows.length === size ? rows.at(-1)!.id : null,
  };
}
