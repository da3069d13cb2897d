/**
 * The last site health report (docs/product/redirects.md#site-health): one row, replaced by each
 * background check (server/site-health/), read by the dashboard.
 */
import type { SiteHealthItem, SiteHealthReport } from '#shared/site-health.ts';
import type { Database } from './db.server.ts';

export async function saveSiteHealthReport(db: Database, report: { checkedAt: string; items: SiteHealthItem[] }): Promise<void> {
  await db('site_health_reports')
    .insert({ id: 1, checked_at: report.checkedAt, items: JSON.stringify(report.items) })
    .onConflict('id')
    .merge(['checked_at', 'items']);
}

/** The last report, or null before the first check has finished. */
export async function readSiteHealthReport(db: Database): Promise<SiteHealthReport> {
  const row = (await db('site_health_reports').where({ id: 1 }).first('checked_at', 'items')) as { checked_at: string | Date; items: string } | undefined;
  if (!row) return { checkedAt: null, items: [] };
  return { checkedAt: new Date(row.checked_at).toISOString(), items: JSON.parse(row.items) as SiteHealthItem[] };
}
