/**
 * The 404 log (docs/product/redirects.md#the-404-log): per day, path, bot or not and referring host,
 * a count and the first and last time. Written in batches by the server's counter
 * (server/redirects/not-found-counter.server.ts); read as the dashboard's list of missing paths.
 */
import type { MissingPath } from '#shared/redirect-rules.ts';
import { isPostgres, type Database } from './db.server.ts';

export type { MissingPath };

/** Requests to paths the log did not keep (over its bound, or over one address's share), between two days. */
export async function countOtherNotFound(db: Database, range: { from: string; to: string }): Promise<{ count: number; botCount: number }> {
  const rows = (await db('not_found_hits')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('path', otherPath)
    .select('bot')
    .sum({ n: 'count' })
    .groupBy('bot')) as { bot: boolean | number; n: number | string | null }[];
  return {
    count: rows.filter((row) => !row.bot).reduce((sum, row) => sum + Number(row.n ?? 0), 0),
    botCount: rows.filter((row) => Boolean(row.bot)).reduce((sum, row) => sum + Number(row.n ?? 0), 0),
  };
}

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

/** The path of a day's "other" row: the requests to paths not kept (never a real path, which starts with `/`). */
export const otherPath = '';

/**
 * Adds a batch: one row per day, path, bot and host, its count summed and its times widened; then, when more
 * than `maxRows` paths are kept, folds the least requested (the oldest first among equals) into their day's
 * "other" row. One transaction, the table locked on PostgreSQL, so that processes writing at once never hold
 * more than `maxRows` plus one batch.
 */
export async function addNotFoundHits(db: Database, hits: NotFoundIncrement[], maxRows: number): Promise<void> {
  const folded = await db.transaction(async (trx) => {
    if (trx.client.config.client === 'pg') await trx.raw('lock table not_found_hits in share row exclusive mode');
    await upsertHits(trx, hits);
    return foldBeyond(trx, maxRows);
  });
  // PostgreSQL keeps deleted rows until a vacuum: without one, a scan would grow the file by every row it
  // folded. A vacuum of a table this small takes milliseconds and lets the next batch reuse the space.
  // (SQLite reuses freed pages by itself.)
  if (folded > 0 && isPostgres(db)) await db.raw('vacuum not_found_hits');
}

interface FoldRow {
  id: number | string;
  day: string;
  bot: boolean | number;
  count: number | string;
  first_seen_at: string | Date;
  last_seen_at: string | Date;
}

/** Folds the rows beyond `maxRows` into "other"; answers how many. */
async function foldBeyond(db: Database, maxRows: number): Promise<number> {
  const [{ n } = { n: 0 }] = (await db('not_found_hits').whereNot('path', otherPath).count({ n: '*' })) as { n: number | string }[];
  const excess = Number(n) - maxRows;
  if (excess <= 0) return 0;
  const rows = (await db('not_found_hits')
    .whereNot('path', otherPath)
    .select('id', 'day', 'bot', 'count', 'first_seen_at', 'last_seen_at')
    .orderBy([{ column: 'count' }, { column: 'last_seen_at' }, { column: 'id' }])
    .limit(excess)) as FoldRow[];
  const others = new Map<string, NotFoundIncrement>();
  for (const row of rows) {
    const bot = Boolean(row.bot);
    const key = `${row.day}\n${bot ? 1 : 0}`;
    const first = new Date(row.first_seen_at).toISOString();
    const last = new Date(row.last_seen_at).toISOString();
    const other = others.get(key);
    if (!other) others.set(key, { day: row.day, path: otherPath, bot, referrerHost: '', count: Number(row.count), firstSeenAt: first, lastSeenAt: last });
    else {
      other.count += Number(row.count);
      if (first < other.firstSeenAt) other.firstSeenAt = first;
      if (last > other.lastSeenAt) other.lastSeenAt = last;
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db('not_found_hits')
      .whereIn(
        'id',
        rows.slice(start, start + 500).map((row) => Number(row.id)),
      )
      .del();
  }
  await upsertHits(db, [...others.values()]);
  return rows.length;
}

async function upsertHits(db: Database, hits: NotFoundIncrement[]): Promise<void> {
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
  const inRange = () => db('not_found_hits').where('day', '>=', range.from).where('day', '<=', range.to).whereNot('path', otherPath);
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
