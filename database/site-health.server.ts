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

/**
 * The content version as stored, read without publishing what is due (the health check reports a
 * stuck schedule, it does not run it; database/content-version.server.ts publishes on its reads).
 */
export async function storedContentVersion(db: Database): Promise<string> {
  const row = (await db('content_version').where({ id: 1 }).first('version')) as { version: number | string } | undefined;
  return String(row?.version ?? '');
}
