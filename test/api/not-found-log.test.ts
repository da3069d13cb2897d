/**
 * The 404 log (docs/product/redirects.md#the-404-log): every 404 on a public path counted by path,
 * without the query string or the client's address, bots apart, pruned like raw page views.
 */
import { expect } from 'chai';
import type { MissingPathsReport } from '#shared/redirect-rules.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { desktopAgent, everyStoredValue } from '../helpers/analytics.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe(`The 404 log (${testDatabaseKind})`, () => {
  let app: TestApp;
  let cookie: string;
  let now: number;
  beforeEach(async () => {
    now = Date.UTC(2026, 5, 10, 15, 0);
    app = await startTestApp({ TRUST_PROXY: '1', SITE_TIME_ZONE: 'America/New_York' }, { clock: () => now });
    await createAdmin(app);
    cookie = await signIn(app);
  });
  afterEach(() => app.close());

  const visit = (path: string, headers: Record<string, string> = {}) =>
    request(`${app.url}${path}`, { headers: { 'user-agent': desktopAgent, accept: 'text/html', 'x-forwarded-for': '198.51.100.23', ...headers } });
  const missing = async (query = '') => {
    await app.site.notFound.flush();
    const response = await request(`${app.url}/api/admin/not-found${query}`, { headers: { cookie } });
    expect(response.status, response.text).to.equal(200);
    return (response.body as MissingPathsReport).paths;
  };

  it('shows ten requests to /no-such-page as one row with count 10, most frequent first, without the query or the address', async () => {
    for (let i = 0; i < 10; i++) {
      now += 1000;
      expect((await visit(`/no-such-page?email=dana@example.com&n=${i}`, { referer: 'https://www.partner-site.org/links' })).status).to.equal(404);
    }
    await visit('/another-missing-page');
    const rows = await missing();
    expect(rows.map(({ path, count, botCount, referrerHost }) => ({ path, count, botCount, referrerHost }))).to.deep.equal([
      { path: '/no-such-page', count: 10, botCount: 0, referrerHost: 'partner-site.org' },
      { path: '/another-missing-page', count: 1, botCount: 0, referrerHost: null },
    ]);
    expect(rows[0]!.firstSeenAt).to.equal(new Date(Date.UTC(2026, 5, 10, 15, 0, 1)).toISOString());
    expect(rows[0]!.lastSeenAt).to.equal(new Date(Date.UTC(2026, 5, 10, 15, 0, 10)).toISOString());
    const stored = await everyStoredValue(app);
    expect(stored).not.to.include('dana@example.com');
    expect(stored).not.to.include('198.51.100.23');
  });

  it('counts bots apart, and adds batches written at different times', async () => {
    await visit('/old-brochure', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit('/old-brochure');
    await app.site.notFound.flush();
    await visit('/old-brochure');
    const [row] = await missing();
    expect(row).to.include({ path: '/old-brochure', count: 2, botCount: 1 });
  });

  it('does not count the dashboard, the API, built files or pages that exist', async () => {
    await request(`${app.url}/api/no-such-endpoint`);
    await request(`${app.url}/assets/missing.js`);
    await request(`${app.url}/dashboard/no-such-section`, { headers: { cookie } });
    await visit('/solutions');
    expect(await missing()).to.deep.equal([]);
  });

  it('filters by days (from, to) and refuses a malformed range with 400 naming the field', async () => {
    await visit('/yesterday-path');
    now += dayMs;
    cookie = await signIn(app); // a day later, the session has ended
    await visit('/today-path');
    expect((await missing('?from=2026-06-11&to=2026-06-11')).map((row) => row.path)).to.deep.equal(['/today-path']);
    expect((await missing('?from=2026-06-10&to=2026-06-10')).map((row) => row.path)).to.deep.equal(['/yesterday-path']);
    expect((await missing()).map((row) => row.path).sort()).to.deep.equal(['/today-path', '/yesterday-path']);
    for (const [query, field] of [
      ['?from=2026-13-01', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-06-11&to=2026-06-10', 'to'],
      ['?limit=0', 'limit'],
      ['?ip=1', 'ip'],
    ] as const) {
      const response = await request(`${app.url}/api/admin/not-found${query}`, { headers: { cookie } });
      expect(response.status, query).to.equal(400);
      expect(response.body.errors[0].field, query).to.equal(field);
    }
  });

  it('prunes rows last seen before ANALYTICS_RAW_RETENTION_DAYS (30) when it writes, hourly at most', async () => {
    await visit('/ancient-path');
    await app.site.notFound.flush();
    now += 31 * dayMs;
    await visit('/recent-path');
    await app.site.notFound.flush();
    const paths = (await app.db('not_found_hits').select('path')).map((row: { path: string }) => row.path);
    expect(paths).to.deep.equal(['/recent-path']);
  });
});
