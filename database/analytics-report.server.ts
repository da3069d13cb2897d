/**
 * What the dashboard's overview reads: visitors and views from the daily
 * totals (kept for good), leads from the contacts table, both over days of the
 * site's time zone. Leads are tied to pages by their landing page and to
 * sources by their UTM source, else referring host, as page views are.
 */
import type { LeadStatus } from '#shared/contact-fields.ts';
import type { Database } from './db.server.ts';

/** A range of whole days: `fromDay`..`toDay` inclusive, with the instants they span for leads. */
export interface DayRange {
  fromDay: string;
  toDay: string;
  /** Start of `fromDay` and of the day after `toDay` (ISO instants). */
  fromInstant: string;
  beforeInstant: string;
}

export async function viewTotals(db: Database, range: DayRange): Promise<{ visitors: number; views: number }> {
  const row = await db('analytics_daily')
    .where({ dimension: 'total' })
    .whereBetween('day', [range.fromDay, range.toDay])
    .sum({ views: 'views', visitors: 'visitors' })
    .first();
  return { visitors: Number(row?.visitors ?? 0), views: Number(row?.views ?? 0) };
}

/** Visitors and views per day (days without views are missing). */
export async function dailyTotals(db: Database, range: DayRange): Promise<{ day: string; visitors: number; views: number }[]> {
  const rows = await db('analytics_daily').where({ dimension: 'total' }).whereBetween('day', [range.fromDay, range.toDay]).select('day', 'views', 'visitors');
  return rows.map((row) => ({ day: row.day, visitors: Number(row.visitors), views: Number(row.views) }));
}

/** Creation times (ISO) of the leads in the range, for counting per day in the site's time zone. */
export async function leadTimes(db: Database, range: DayRange): Promise<string[]> {
  const rows = await db('contacts').where('created_at', '>=', range.fromInstant).where('created_at', '<', range.beforeInstant).select('created_at');
  return rows.map((row) => new Date(row.created_at).toISOString());
}

export async function leadsByStatus(db: Database, range: DayRange): Promise<Record<LeadStatus, number>> {
  const rows = await db('contacts')
    .where('created_at', '>=', range.fromInstant)
    .where('created_at', '<', range.beforeInstant)
    .select('status')
    .count({ total: '*' })
    .groupBy('status');
  const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, call_booked: 0, qualified: 0, won: 0, lost: 0 };
  for (const row of rows as { status: LeadStatus; total: number | string }[]) counts[row.status] = Number(row.total);
  return counts;
}

export interface TopRow {
  /** A path, or a source ('' for direct visits). */
  key: string;
  visitors: number;
  views: number;
  leads: number;
}

const leadKey = { page: 'landing_path', source: "coalesce(utm_source, referrer_host, '')" } as const;

/**
 * Pages or sources by visitors, with the leads whose visit began there (pages)
 * or came from there (sources). `prefix` narrows pages (e.g. '/blog/' for posts); `exclude` leaves out values.
 */
export async function topRows(
  db: Database,
  range: DayRange,
  dimension: 'page' | 'source',
  limit: number,
  prefix?: string,
  exclude: string[] = [],
): Promise<TopRow[]> {
  const views = db('analytics_daily')
    .where({ dimension })
    .whereNotIn('value', exclude)
    .whereBetween('day', [range.fromDay, range.toDay])
    .groupBy('value')
    .select('value')
    .sum({ views: 'views', visitors: 'visitors' });
  const leads = db('contacts')
    .where('created_at', '>=', range.fromInstant)
    .where('created_at', '<', range.beforeInstant)
    .select(db.raw(`${leadKey[dimension]} as value`))
    .count({ leads: '*' })
    .groupByRaw(leadKey[dimension]);
  if (prefix) {
    void views.where('value', 'like', `${prefix}%`);
    void leads.where('landing_path', 'like', `${prefix}%`);
  }
  if (dimension === 'page') void leads.whereNotNull('landing_path').whereNotIn('landing_path', exclude);
  const [viewRows, leadRows] = await Promise.all([views, leads]);
  const rows = new Map<string, TopRow>();
  for (const row of viewRows as { value: string; views: number | string; visitors: number | string }[]) {
    rows.set(row.value, { key: row.value, views: Number(row.views), visitors: Number(row.visitors), leads: 0 });
  }
  for (const row of leadRows as unknown as { value: string; leads: number | string }[]) {
    const existing = rows.get(row.value) ?? { key: row.value, views: 0, visitors: 0, leads: 0 };
    existing.leads = Number(row.leads);
    rows.set(row.value, existing);
  }
  return [...rows.values()].sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key)).slice(0, limit);
}

/** Titles of the posts with these slugs. */
export async function postTitles(db: Database, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db('blog_posts').whereIn('slug', slugs).select('slug', 'title');
  return new Map(rows.map((row) => [row.slug as string, row.title as string]));
}
