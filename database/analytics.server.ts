/**
 * Named queries for the page-view counting: salts, raw views, daily totals,
 * pruning. Each batch is added to the daily totals; a visitor seen twice in one
 * day stays one visitor, because their earlier views of the day are looked up.
 */
import { isPostgres, type Database } from './db.server.ts';

/** One page view as stored: no IP address, no User-Agent. */
export interface StoredPageView {
  occurredAt: string;
  day: string;
  visitor: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string;
  country: string | null;
}

/** The salt of `day`, created by whichever process asks first (the others read the same one). */
export async function saltOfDay(db: Database, day: string, fresh: string): Promise<string> {
  await db('analytics_salts').insert({ day, salt: fresh }).onConflict('day').ignore();
  const row = await db('analytics_salts').where({ day }).first('salt');
  return (row as { salt: string }).salt;
}

/** Forgets the salts of days before `today`: a visitor's hash can then never be recomputed. */
export async function deleteSaltsBefore(db: Database, today: string): Promise<void> {
  await db('analytics_salts').where('day', '<', today).del();
}

/** The dimensions of the daily totals, and a view's value in each ('total' has the one value ''). */
const dimensions: Record<string, (view: StoredPageView) => string> = {
  total: () => '',
  page: (view) => view.path,
  // The source of a view: its UTM source, else the referring site, else '' (direct).
  source: (view) => view.utmSource ?? view.referrerHost ?? '',
  device: (view) => view.device,
};

/** Any fixed number: the key of the PostgreSQL advisory lock that serialises batch writes. */
const flushLockKey = 720_114_001;

/** Rows per statement: under SQLite's and PostgreSQL's limits on bound values. */
const chunkSize = 200;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) result.push(items.slice(start, start + chunkSize));
  return result;
}

function dimensionKey(dimension: string, value: string): string {
  return `${dimension}\n${value}`;
}

/**
 * For each (day, visitor) of a batch, the dimension values that visitor has
 * already been counted under that day: read from the visitor's earlier raw
 * views (an index on visitor and day), so a batch costs the same however much
 * traffic the day already had.
 */
async function earlierDimensionsOf(trx: Database, views: StoredPageView[]): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Set<string>>();
  const days = [...new Set(views.map((view) => view.day))];
  const visitors = [...new Set(views.map((view) => view.visitor))];
  for (const someVisitors of chunks(visitors)) {
    const rows = (await trx('analytics_events')
      .whereIn('visitor', someVisitors)
      .whereIn('day', days)
      .distinct('day', 'visitor', 'path', 'utm_source', 'referrer_host', 'device')) as {
      day: string;
      visitor: string;
      path: string;
      utm_source: string | null;
      referrer_host: string | null;
      device: string;
    }[];
    for (const row of rows) {
      const earlier = { path: row.path, utmSource: row.utm_source, referrerHost: row.referrer_host, device: row.device } as StoredPageView;
      const key = `${row.day}\n${row.visitor}`;
      const known = seen.get(key) ?? new Set<string>();
      for (const [dimension, valueOf] of Object.entries(dimensions)) known.add(dimensionKey(dimension, valueOf(earlier)));
      seen.set(key, known);
    }
  }
  return seen;
}

interface DailyIncrement {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/**
 * Stores a batch and adds it to the daily totals of its days, in one
 * transaction: views add up; a visitor adds one to a total only the first time
 * that day they are seen under its value. On PostgreSQL, batches of several
 * processes take turns (an advisory lock), so each batch sees every batch
 * committed before it and a visitor is never counted twice.
 */
export async function storePageViews(db: Database, views: StoredPageView[]): Promise<void> {
  if (views.length === 0) return;
  await db.transaction(async (trx) => {
    if (isPostgres(db)) await trx.raw('select pg_advisory_xact_lock(?)', [flushLockKey]);
    const seen = await earlierDimensionsOf(trx, views);
    const increments = new Map<string, DailyIncrement>();
    for (const view of views) {
      const visitorKey = `${view.day}\n${view.visitor}`;
      const known = seen.get(visitorKey) ?? new Set<string>();
      seen.set(visitorKey, known);
      for (const [dimension, valueOf] of Object.entries(dimensions)) {
        const value = valueOf(view);
        const key = dimensionKey(dimension, value);
        const totalKey = `${view.day}\n${key}`;
        const increment = increments.get(totalKey) ?? { day: view.day, dimension, value, views: 0, visitors: 0 };
        increment.views += 1;
        if (!known.has(key)) {
          known.add(key);
          increment.visitors += 1;
        }
        increments.set(totalKey, increment);
      }
    }
    const rows = views.map((view) => ({
      occurred_at: view.occurredAt,
      day: view.day,
      visitor: view.visitor,
      path: view.path,
      referrer_host: view.referrerHost,
      utm_source: view.utmSource,
      utm_medium: view.utmMedium,
      utm_campaign: view.utmCampaign,
      device: view.device,
      country: view.country,
    }));
    for (const someRows of chunks(rows)) await trx('analytics_events').insert(someRows);
    for (const someIncrements of chunks([...increments.values()])) {
      await trx('analytics_daily')
        .insert(someIncrements)
        .onConflict(['day', 'dimension', 'value'])
        .merge({
          views: trx.raw('?? + ??', ['analytics_daily.views', 'excluded.views']),
          visitors: trx.raw('?? + ??', ['analytics_daily.visitors', 'excluded.visitors']),
        });
    }
  });
}

/** Deletes raw views that happened before `cutoff` (an ISO time); daily totals stay. */
export async function pruneRawPageViews(db: Database, cutoff: string): Promise<number> {
  return db('analytics_events').where('occurred_at', '<', cutoff).del();
}
