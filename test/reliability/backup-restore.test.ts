/**
 * Backups and restores as an operator runs them: `npm run restore` killed with SIGKILL halfway leaves the
 * target as it was (the restore is one transaction that never committed). The backup of a site under load
 * is test/load/backup-under-load.ts's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { archiveOf, closeBackupDatabases, dumpTables, restoreBuffer, sqliteDatabase, testEngineDatabase } from '../helpers/backup.ts';
import { seedBulk, seedEveryTable } from '../helpers/backup-seed.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { runScript } from '../helpers/run-script.ts';

function databaseEnv(db: Database): Record<string, string> {
  const connection = db.client.config.connection as { filename?: string; connectionString?: string };
  return connection.connectionString ? { DATABASE_URL: connection.connectionString } : { SQLITE_PATH: connection.filename! };
}

describe(`npm run backup and npm run restore as processes (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'rcm-backup-process-'));
  after(async () => {
    await closeBackupDatabases();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the database as it was when the restore is killed with SIGKILL halfway', async () => {
    const source = await sqliteDatabase();
    await seedEveryTable(source);
    await seedBulk(source, 30_000, 40, 256 * 1024);
    const file = join(dir, 'big.rcmbackup');
    writeFileSync(file, await archiveOf(source));

    const target = await testEngineDatabase();
    await restoreBuffer(target, await archiveOf(await seededSmall()));
    const before = await dumpTables(target);
    const env = databaseEnv(target);
    await closeDatabase(target);

    // Killed once the restore has replaced the users and gone on to the next tables: the old rows are deleted and new ones written, uncommitted.
    const run = await runScript('scripts/restore.ts', [file, '--replace'], env, /restoring media_blobs/);
    expect(run.signal, run.output).to.equal('SIGKILL');
    expect(run.output).to.not.match(/Restored/);

    const reopened = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH ?? '' });
    try {
      expect(await dumpTables(reopened)).to.deep.equal(before);
    } finally {
      await closeDatabase(reopened);
    }

    const finished = await runScript('scripts/restore.ts', [file, '--replace'], env);
    expect(finished.code, finished.output).to.equal(0);
    expect(finished.output).to.match(/Restored \d+ rows/);
  });
});

async function seededSmall(): Promise<Database> {
  const db = await sqliteDatabase();
  await seedEveryTable(db);
  await db('tags').insert({ slug: 'before-the-kill', name: 'Before', created_at: new Date().toISOString() });
  return db;
}
