/**
 * PostgreSQL: the fast path answers cached pages from the listener's copy of the content version
 * (database/content-version-listener.server.ts, docs/decisions/041-content-version-on-postgresql.md),
 * and "a published change shows on the next request in every process" still holds. Two apps on one
 * database, each with its own pool, listener and render cache, as two web processes have; app A
 * writes, app B serves. B's copy is freshly confirmed when A writes, the worst moment, and B is
 * asked the moment A has answered. test/reliability/several-processes.test.ts does the same with
 * two real server processes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { contentVersionConfirmed } from '#database/content-version.server.ts';
import { listenerApplicationName } from '#database/content-version-listener.server.ts';
import { startTestApp, signIn, type TestApp } from '../helpers/app.ts';
import { settingsBody } from '../helpers/company.ts';
import { testDatabaseKind } from '../helpers/database.ts';

async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function html(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** The process ids of the listening connections on the app's database. */
async function listenerPids(app: TestApp): Promise<number[]> {
  const result = (await app.db.raw('select pid from pg_stat_activity where datname = current_database() and application_name = ? order by pid', [
    listenerApplicationName,
  ])) as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

if (testDatabaseKind === 'postgres') {
  describe('PostgreSQL: the fast path answers from the listened content version, and changes show at once everywhere', function () {
    this.timeout(60_000);
    let a: TestApp;
    let b: TestApp;
    /** B's fast path alone, asked as each request arrives: 599 when it does not answer. */
    let bFast: { server: Server; url: string };
    /** The same, once B's copy is freshly confirmed (it always answers a cached page then). */
    let bFastConfirmed: { server: Server; url: string };
    let cookie: string;

    before(async () => {
      a = await startTestApp();
      b = await startTestApp({ DATABASE_URL: a.config.databaseUrl! });
      cookie = await signIn(a);
      const fastOnly = (req: IncomingMessage, res: ServerResponse) => {
        if (!b.site.answerFromCache(req, res)) {
          res.statusCode = 599;
          res.end('not answered by the fast path');
        }
      };
      bFast = await listen(fastOnly);
      bFastConfirmed = await listen((req, res) => void contentVersionConfirmed(b.db).then(() => fastOnly(req, res)));
    });
    after(async () => {
      for (const { server } of [bFast, bFastConfirmed]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await b.close();
      await a.close();
    });

    /** Saves company settings named `tag` through A; resolves when A has answered 200. */
    async function saveThroughA(tag: string): Promise<void> {
      const saved = await fetch(`${a.url}/api/admin/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(settingsBody(tag)),
      });
      expect(saved.status).to.equal(200);
    }

    /**
     * B caches its home page, confirms its copy, and answers it from the fast path; then A changes
     * the settings, and B's next request (fast path first, then Express) shows the change.
     */
    async function changeShowsOnB(): Promise<void> {
      const before = `Before${randomBytes(3).toString('hex')}`;
      await saveThroughA(before);
      expect((await html(`${b.url}/`)).text).to.include(`${before} Billing`);
      const fromFastPath = await html(`${bFastConfirmed.url}/`);
      expect(fromFastPath.status, 'B answers its cached page from the fast path').to.equal(200);
      expect(fromFastPath.text).to.include(`${before} Billing`);

      const after = `After${randomBytes(3).toString('hex')}`;
      await contentVersionConfirmed(b.db);
      await saveThroughA(after);
      const fast = await html(`${bFast.url}/`);
      // The fast path either steps aside (599) or answers the new page, never the old one.
      if (fast.status === 200) expect(fast.text).to.include(`${after} Billing`);
      else expect(fast.status).to.equal(599);
      expect((await html(`${b.url}/`)).text).to.include(`${after} Billing`);
    }

    it('answers a cached page from the fast path, and shows a change made through the other app on the next request', async () => {
      for (let round = 0; round < 5; round++) await changeShowsOnB();
    });

    it('keeps that guarantee when announcements come late (none at all): the writer waits out every copy', async () => {
      await a.db.raw('alter table content_version disable trigger content_version_notify');
      try {
        for (let round = 0; round < 5; round++) await changeShowsOnB();
      } finally {
        await a.db.raw('alter table content_version enable trigger content_version_notify');
      }
    });

    it('goes through Express while its listening connection is lost, listens again, and keeps the guarantee', async () => {
      await contentVersionConfirmed(b.db);
      await contentVersionConfirmed(a.db);
      const pidsBefore = await listenerPids(a);
      expect(pidsBefore).to.have.length(2);
      // Every listening connection on this database is cut, as a PostgreSQL restart would.
      await a.db.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ?', [
        listenerApplicationName,
      ]);
      const tag = `Cut${randomBytes(3).toString('hex')}`;
      await saveThroughA(tag);
      expect((await html(`${b.url}/`)).text).to.include(`${tag} Billing`);
      // Answers again once the listener has reconnected (on new connections) and confirmed its copy.
      await contentVersionConfirmed(b.db);
      await contentVersionConfirmed(a.db);
      const pidsAfter = await listenerPids(a);
      expect(pidsAfter).to.have.length(2);
      expect(pidsAfter.some((pid) => pidsBefore.includes(pid))).to.equal(false);
      await changeShowsOnB();
    });
  });
}
