/**
 * The 404 log stays under its stated bound whatever the 404 traffic (docs/product/redirects.md#the-404-log):
 * the most requested paths kept, the rest folded into a day's "other" count, one address unable to fill
 * it, and no path that carries a private token ever kept.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { addNotFoundHits, countOtherNotFound, otherPath } from '#database/not-found-log.server.ts';
import type { MissingPathsReport } from '#shared/redirect-rules.ts';
import { maxKeptPaths, maxPending, pathsPerAddressPerDay } from '#server/redirects/not-found-counter.server.ts';
import { createAdmin, signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { desktopAgent, everyStoredValue } from '../helpers/analytics.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { request } from '../helpers/http.ts';

/** The stated bound on the table's size, rows and indexes (docs/product/redirects.md#the-404-log). */
const maxTableBytes = 24 * 1024 * 1024;
const day = '2026-06-10';

describe(`The 404 log's bound (${testDatabaseKind})`, () => {
  let app: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.UTC(2026, 5, 10, 15, 0);
    app = await startTestApp({ TRUST_PROXY: '1', SITE_TIME_ZONE: 'America/New_York' }, { clock: () => now });
  });
  afterEach(() => app.close());

  const pathRows = async () => Number(((await app.db('not_found_hits').whereNot('path', '').count({ n: '*' })) as { n: number | string }[])[0]!.n);
  const totalCount = async () => Number(((await app.db('not_found_hits').sum({ n: 'count' })) as { n: number | string }[])[0]!.n);
  /** The table and its indexes on disk (SQLite: the dbstat pages; PostgreSQL: the relation, its indexes and the space of deleted rows not yet reused). */
  const tableBytes = async () => {
    if (testDatabaseKind === 'sqlite') {
      const rows = (await app.db.raw("select sum(pgsize) as n from dbstat where name = 'not_found_hits' or name like 'not_found_hits_%'")) as { n: number }[];
      return Number(rows[0]!.n);
    }
    const result = (await app.db.raw("select pg_total_relation_size('not_found_hits') as n")) as { rows: { n: string }[] };
    return Number(result.rows[0]!.n);
  };
  /** A random path of the longest kind kept (500 characters), and a long referring host. */
  const randomPath = () => `/${randomBytes(375).toString('base64url')}`.slice(0, 500);
  const longReferrer = `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(50)}.example/`;

  async function scan(addressOf: (i: number) => string): Promise<void> {
    const counter = app.site.notFound;
    let most = 0;
    for (let i = 0; i < 100_000; i++) {
      counter.count('GET', randomPath(), { 'user-agent': desktopAgent, referer: longReferrer }, addressOf(i));
      // One broken link of ours that real visitors keep asking for.
      if (i % 1000 === 0) counter.count('GET', '/old-brochure', { 'user-agent': desktopAgent }, `203.0.113.${i % 250}`);
      if (i % maxPending === maxPending - 1) {
        now += 1000;
        await counter.flush();
        most = Math.max(most, await pathRows());
      }
    }
    await counter.flush();
    expect(most, 'path rows after any write').to.be.at.most(maxKeptPaths);
    expect(await pathRows()).to.be.at.most(maxKeptPaths);
    const bytes = await tableBytes();
    if (process.env.SHOW_BYTES) console.log('404 log bytes', bytes);
    expect(bytes, 'bytes').to.be.at.most(maxTableBytes);
    // Nothing lost: what was not kept is counted as "other".
    expect(await totalCount()).to.equal(100_100);
    const [brochure] = (await app.db('not_found_hits').where({ path: '/old-brochure' }).select('count')) as { count: number }[];
    expect(Number(brochure?.count)).to.equal(100);
  }

  it('stays under the bound after 100,000 random 404s from one address, which adds at most its share', async function () {
    this.timeout(600_000);
    await scan(() => '198.51.100.23');
    expect(await pathRows()).to.equal(pathsPerAddressPerDay + 1);
    expect(await countOtherNotFound(app.db, { from: day, to: day })).to.deep.equal({ count: 100_000 - pathsPerAddressPerDay, botCount: 0 });
  });

  it('stays under the bound after 100,000 random 404s from 10,000 addresses, keeping the most requested', async function () {
    this.timeout(600_000);
    await scan((i) => `10.0.${(i % 10_000) >> 8}.${(i % 10_000) & 255}`);
    expect(await pathRows()).to.equal(maxKeptPaths);
    // /old-brochure (100 requests) and the newest random paths are kept; every other request is counted as other.
    expect((await countOtherNotFound(app.db, { from: day, to: day })).count).to.equal(100_000 - (maxKeptPaths - 1));
  });

  it('answers the other count of the days asked for, people and bots apart, and 0 when nothing was folded', async () => {
    await createAdmin(app);
    const cookie = await signIn(app);
    const other = (bot: boolean, count: number, on: string) => ({
      day: on,
      path: otherPath,
      bot,
      referrerHost: '',
      count,
      firstSeenAt: `${on}T12:00:00.000Z`,
      lastSeenAt: `${on}T13:00:00.000Z`,
    });
    const report = async (query: string) => {
      const response = await request(`${app.url}/api/admin/not-found${query}`, { headers: { cookie } });
      expect(response.status, response.text).to.equal(200);
      return response.body as MissingPathsReport;
    };
    expect((await report('')).other).to.deep.equal({ count: 0, botCount: 0 });
    await addNotFoundHits(app.db, [other(false, 1234, day), other(true, 56, day), other(false, 7, '2026-06-09')], maxKeptPaths);
    expect(await report('')).to.deep.equal({ from: '2026-05-12', to: day, paths: [], other: { count: 1241, botCount: 56 } });
    expect((await report(`?from=${day}&to=${day}`)).other).to.deep.equal({ count: 1234, botCount: 56 });
    expect((await report('?from=2026-06-09&to=2026-06-09')).other).to.deep.equal({ count: 7, botCount: 0 });
    expect((await report('?from=2026-06-01&to=2026-06-08')).other).to.deep.equal({ count: 0, botCount: 0 });
  });

  it('over HTTP: one address adds at most its share of paths, the rest counted as other, and never a private link', async () => {
    await createAdmin(app);
    const cookie = await signIn(app);
    const visit = (path: string) =>
      request(`${app.url}${path}`, { headers: { 'user-agent': desktopAgent, accept: 'text/html', 'x-forwarded-for': '198.51.100.77' } });
    for (let i = 0; i < pathsPerAddressPerDay + 30; i++) expect((await visit(`/probe-${i}`)).status).to.equal(404);
    const privateLinks = [
      '/book/manage/abcdefghijklmnopqrstuvwx',
      '/Book/Manage/abcdefghijklmnopqrstuvwx',
      '/book//manage/abcdefghijklmnopqrstuvwx/invite.ics',
      '/calendar/abcdefghijklmnopqrstuvwx.ics',
      '/%63alendar/abcdefghijklmnopqrstuvwx.ics',
      '/invite/abcdefghijklmnopqrstuvwx',
      '/preview/pages/abcdefghijklmnopqrstuvwx',
      '/feeds/abcdefghijklmnopqrstuvwx.ics',
    ];
    for (const path of privateLinks) await visit(path);
    await app.site.notFound.flush();
    const listed = await request(`${app.url}/api/admin/not-found?limit=200`, { headers: { cookie } });
    expect(listed.status).to.equal(200);
    expect(listed.body.paths).to.have.length(pathsPerAddressPerDay);
    // The requests not kept one by one are answered with the list, for the same days.
    expect(listed.body).to.deep.include({ from: '2026-05-12', to: day, other: { count: 30, botCount: 0 } });
    expect(await countOtherNotFound(app.db, { from: day, to: day })).to.deep.equal({ count: 30, botCount: 0 });
    const stored = await everyStoredValue(app);
    expect(stored).not.to.include('abcdefghijklmnopqrstuvwx');
    expect(stored).not.to.include('198.51.100.77');
  });
});
