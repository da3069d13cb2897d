/**
 * The 404 log (docs/product/redirects.md#the-404-log): per day, path, bot or not and referring host,
 * a count and the first and last time. Written in batches by the server's counter
 * (server/redirects/not-found-counter.server.ts); read as the dashboard's list of missing paths.
 */
import type { MissingPath } from '#shared/redirect-rules.ts';
import type { Database } from './db.server.ts';

export type { MissingPath };

export interface NotFoundIncrement {
  day: string;
  path: string;
  bot: boolean;
  /** '' when the request named no referring host. */
  referrerHost: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** Adds a batch: one row per day, path, bot and host, its count summed and its times widened. */
export async function addNotFoundHits(db: Database, hits: NotFoundIncrement[]): Promise<void> {
  for (let start = 0; start < hits.length; start += 200) {
    const rows = hits.slice(start, start + 200).map((hit) => ({
      day: hit.day,
      path: hit.path,
      bot: hit.bot,
      referrer_host: hit.referrerHost,
      count: hit.count,
      first_seen_at: hit.firstSeenAt,
      last_seen_at: hit.lastSeenAt,
    }));
    await db('not_found_hits')
      .insert(rows)
      .onConflict(['day', 'path', 'bot', 'referrer_host'])
      .merge({
        count: db.raw('not_found_hits.count + excluded.count'),
        // Batches from several processes may arrive out of order: keep the widest span.
        first_seen_at: db.raw(
          'case when excluded.first_seen_at < not_found_hits.first_seen_at then excluded.first_seen_at else not_found_hits.first_seen_at end',
        ),
        last_seen_at: db.raw('case when excluded.last_seen_at > not_found_hits.last_seen_at then excluded.last_seen_at else not_found_hits.last_seen_at end'),
      });
  }
}

export async function pruneNotFoundHits(db: Database, cutoff: string): Promise<number> {
  return db('not_found_hits').where('last_seen_at', '<', cutoff).del();
}

interface SummaryRow {
  path: string;
  count: number | string;
  bot_count: number | string;
  first_seen_at: string | Date;
  last_seen_at: string | Date;
}

/** The most requested missing paths between two days (inclusive), people first, then bots. */
export async function listMissingPaths(db: Database, range: { from: string; to: string; limit: number }): Promise<MissingPath[]> {
  const inRange = () => db('not_found_hits').where('day', '>=', range.from).where('day', '<=', range.to);
  const rows = (await inRange()
    .select('path')
    .select(db.raw('sum(case when bot then 0 else count end) as count'))
    .select(db.raw('sum(case when bot then count else 0 end) as bot_count'))
    .min({ first_seen_at: 'first_seen_at' })
    .max({ last_seen_at: 'last_seen_at' })
    .groupBy('path')
    .orderByRaw('2 desc, 3 desc, path')
    .limit(range.limit)) as SummaryRow[];
  const paths = rows.map((row) => row.path);
  const hosts = new Map<string, { host: string; count: number }>();
  if (paths.length > 0) {
    const byHost = (await inRange()
      .whereIn('path', paths)
      .where('bot', false)
      .where('referrer_host', '<>', '')
      .select('path', 'referrer_host')
      .sum({ n: 'count' })
      .groupBy('path', 'referrer_host')) as { path: string; referrer_host: string; n: number | string }[];
    for (const row of byHost) {
      const best = hosts.get(row.path);
      const n = Number(row.n);
      if (!best || n > best.count || (n === best.count && row.referrer_host < best.host)) hosts.set(row.path, { host: row.referrer_host, count: n });
    }
  }
  return rows.map((row) => ({
    path: row.path,
    count: Number(row.count),
    botCount: Number(row.bot_count),
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    referrerHost: hosts.get(row.path)?.host ?? null,
  }));
}
