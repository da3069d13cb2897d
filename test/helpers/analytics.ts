/** Shared pieces of the analytics tests: a browser-like visit and reading what was stored. */
import type { TestApp } from './app.ts';
import { request } from './http.ts';

export const desktopAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A GET as a browser sends it, from `ip` (the app must trust one proxy hop). */
export function visit(app: TestApp, path: string, ip: string, headers: Record<string, string> = {}) {
  return request(`${app.url}${path}`, { headers: { 'user-agent': desktopAgent, 'x-forwarded-for': ip, accept: 'text/html', ...headers } });
}

export async function storedViews(app: TestApp): Promise<Record<string, unknown>[]> {
  await app.pageViews!.flush();
  return app.db('analytics_events').select().orderBy('id');
}

export async function dailyRows(app: TestApp, dimension: string): Promise<{ day: string; value: string; views: number; visitors: number }[]> {
  const rows = await app.db('analytics_daily').where({ dimension }).orderBy(['day', 'value']);
  return rows.map((row) => ({ day: row.day, value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}

/** Every text value in every table of the app's database, for "this never appears anywhere" checks. */
export async function everyStoredValue(app: TestApp): Promise<string> {
  const tables: string[] =
    app.db.client.config.client === 'pg'
      ? (await app.db('information_schema.tables').where({ table_schema: 'public' }).select('table_name')).map((row) => row.table_name)
      : (await app.db('sqlite_master').where({ type: 'table' }).select('name')).map((row) => row.name);
  const values: string[] = [];
  for (const table of tables) for (const row of await app.db(table).select()) values.push(JSON.stringify(row));
  return values.join('\n');
}
