/**
 * Named queries for the page-view counting: salts, raw views, daily totals,
 * pruning. Daily totals are recomputed from the raw views of the days a batch
 * touched, so a visitor seen twice in one day stays one visitor.
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

// The source of a view: its UTM source, else the referring site, else '' (direct).
const dimensions: Record<string, string> = {
  total: "''",
  page: 'path',
  source: "coalesce(utm_source, referrer_host, '')",
  device: 'device',
};

/** Any fixed number: the key of the PostgreSQL advisory lock that serialises batch writes. */
const flushLockKey = 720_114_001;

/**
 * Stores a batch and brings the daily totals of its days up to date, in one
 * transaction. On PostgreSQL, batches of several processes take turns (an
 * advisory lock), so each recount sees every batch committed before it and no
 * process overwrites a newer total with an older one.
 */
export async function storePageViews(db: Database, views: StoredPageView[]): Promise<void> {
  if (views.length === 0) return;
  const days = [...new Set(views.map((view) => view.day))];
  await db.transaction(async (trx) => {
    if (isPostgres(db)) await trx.raw('select pg_advisory_xact_lock(?)', [flushLockKey]);
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
    for (let start = 0; start < rows.length; start += 200) await trx('analytics_events').insert(rows.slice(start, start + 200));
    const dayList = days.map(() => '?').join(', ');
    for (const [dimension, expression] of Object.entries(dimensions)) {
      await trx.raw(
        `insert into analytics_daily (day, dimension, value, views, visitors)
         select day, ?, ${expression}, count(*), count(distinct visitor) from analytics_events
         where day in (${dayList}) group by ${dimension === 'total' ? 'day' : `day, ${expression}`}
         on conflict (day, dimension, value) do update set views = excluded.views, visitors = excluded.visitors`,
        [dimension, ...days],
      );
    }
  });
}

/** Deletes raw views that happened before `cutoff` (an ISO time); daily totals stay. */
export async function pruneRawPageViews(db: Database, cutoff: string): Promise<number> {
  return db('analytics_events').where('occurred_at', '<', cutoff).del();
}
