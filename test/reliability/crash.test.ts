/**
 * kill -9 under a steady stream of contact submissions, then a restart on the
 * same database: every submission that was answered 2xx is stored, unchanged.
 * On SQLite this holds because of WAL + synchronous=FULL
 * (docs/decisions/004-sqlite-durability.md); on PostgreSQL because of synchronous_commit=on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { createDatabase, type Database } from '#database/db.server.ts';
import { freshDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { integrityCheck } from './sqlite-checks.ts';
import { contactPayload, postContact, type ContactPayload } from './traffic.ts';

interface Acknowledged {
  id: number;
  payload: ContactPayload;
}

/** Submits contact messages from `workers` loops until `stop` resolves; returns those answered 201. */
async function submitUntil(server: ServerProcess, stop: Promise<void>, round: number, workers = 4): Promise<{ acknowledged: Acknowledged[]; failed: number }> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const acknowledged: Acknowledged[] = [];
  let failed = 0;
  let sequence = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopped) {
        const payload = contactPayload(`r${round}-${sequence++}`);
        try {
          const response = await postContact(server.url, payload);
          const body = (await response.json()) as { id?: number };
          if (response.status === 201 && typeof body.id === 'number') acknowledged.push({ id: body.id, payload });
          else failed++;
        } catch {
          // The connection died with the process: not acknowledged, so not promised.
          failed++;
          await sleep(5);
        }
      }
    }),
  );
  return { acknowledged, failed };
}

async function storedContacts(database: TestDatabaseEnv): Promise<Map<number, ContactPayload>> {
  const db: Database = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
  try {
    const rows = (await db('contacts').select('id', 'full_name', 'email', 'company', 'phone', 'message')) as Record<string, string | number>[];
    return new Map(
      rows.map((row) => [
        Number(row.id),
        { fullName: String(row.full_name), email: String(row.email), company: String(row.company), phone: String(row.phone), message: String(row.message) },
      ]),
    );
  } finally {
    await db.destroy();
  }
}

describe(`kill -9 under contact submissions (${testDatabaseKind})`, function () {
  this.timeout(90_000);
  let database: TestDatabaseEnv;
  let server: ServerProcess;

  before(async () => {
    database = await freshDatabaseEnv();
    server = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
  });
  after(() => server?.stop());

  it('keeps every acknowledged submission, byte for byte, across two crashes', async () => {
    const all: Acknowledged[] = [];
    for (const round of [1, 2]) {
      const killed = sleep(1200 + round * 300).then(() => server.kill('SIGKILL'));
      const stream = submitUntil(
        server,
        server.exited.then(() => undefined),
        round,
      );
      await killed;
      const exit = await server.exited;
      expect(exit.signal).to.equal('SIGKILL');
      const { acknowledged } = await stream;
      expect(acknowledged.length, 'submissions acknowledged before the kill').to.be.above(5);
      all.push(...acknowledged);
      server = await startServerProcess({ sameAs: server });
    }

    const stored = await storedContacts(database);
    const missing = all.filter(({ id }) => !stored.has(id));
    expect(missing, 'acknowledged but not stored').to.deep.equal([]);
    for (const { id, payload } of all) expect(stored.get(id), `contact ${id}`).to.deep.equal(payload);
    // Every id was handed out once.
    expect(new Set(all.map(({ id }) => id)).size).to.equal(all.length);
    if (testDatabaseKind === 'sqlite') expect(await integrityCheck(database)).to.equal('ok');

    // The restarted server takes submissions again.
    expect((await postContact(server.url, contactPayload('after-restart'))).status).to.equal(201);
  });
});
