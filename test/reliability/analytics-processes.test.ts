/**
 * Page-view counting in production processes: a SIGTERM writes the pending
 * batch, and two processes on one database count together without losing a view.
 */
import { expect } from 'chai';
import { createDatabase, closeDatabase, type Database } from '#database/db.server.ts';
import { desktopAgent } from '../helpers/analytics.ts';
import { freshDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

async function visitFrom(server: ServerProcess, path: string, n: number): Promise<void> {
  const response = await fetch(server.url + path, {
    headers: { 'user-agent': desktopAgent, 'x-forwarded-for': `198.51.100.${n % 250}`, 'x-forwarded-proto': 'https', accept: 'text/html' },
  });
  await response.arrayBuffer();
  expect(response.status).to.equal(200);
}

async function withDatabase<T>(database: TestDatabaseEnv, use: (db: Database) => Promise<T>): Promise<T> {
  const db = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
  try {
    return await use(db);
  } finally {
    await closeDatabase(db);
  }
}

async function totals(database: TestDatabaseEnv): Promise<{ events: number; views: number }> {
  return withDatabase(database, async (db) => {
    const events = await db('analytics_events').count({ n: '*' }).first();
    const daily = await db('analytics_daily').where({ dimension: 'total' }).sum({ n: 'views' }).first();
    return { events: Number(events?.n ?? 0), views: Number(daily?.n ?? 0) };
  });
}

describe(`Page-view counting in server processes (${testDatabaseKind})`, function () {
  this.timeout(60_000);

  it('writes the pending batch at SIGTERM', async () => {
    const database = await freshDatabaseEnv();
    // A flush interval far longer than the test: only the shutdown can write these views.
    const server = await startServerProcess({ database, env: { TRUST_PROXY: '1', ANALYTICS_FLUSH_SECONDS: '300' } });
    for (let n = 0; n < 25; n++) await visitFrom(server, n % 2 ? '/' : '/solutions', n);
    expect(await totals(database)).to.deep.equal({ events: 0, views: 0 });
    const exit = await server.stop();
    expect(exit.code, server.output()).to.equal(0);
    expect(await totals(database)).to.deep.equal({ events: 25, views: 25 });
  });

  it('counts every view of two processes writing to one database at the same time', async () => {
    const database = await freshDatabaseEnv();
    const env = { TRUST_PROXY: '1', ANALYTICS_FLUSH_SECONDS: '0.1' };
    const a = await startServerProcess({ database, env });
    const b = await startServerProcess({ database, env });
    const perProcess = 150;
    await Promise.all(
      [a, b].map(async (server) => {
        // Five at a time per process, over several batches of each.
        for (let n = 0; n < perProcess; n += 5) await Promise.all([0, 1, 2, 3, 4].map((k) => visitFrom(server, '/', n + k)));
      }),
    );
    const exits = await Promise.all([a.stop(), b.stop()]);
    expect(exits.map((exit) => exit.code)).to.deep.equal([0, 0]);
    expect(await totals(database)).to.deep.equal({ events: 2 * perProcess, views: 2 * perProcess });
  });
});
