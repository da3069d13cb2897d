/**
 * Backups and restores as an operator runs them: `npm run restore` killed with SIGKILL halfway leaves the
 * target as it was (the restore is one transaction that never committed), and `npm run backup` of a
 * site that is answering requests finishes while every request is answered.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { archiveOf, closeBackupDatabases, dumpTables, restoreBuffer, sqliteDatabase, testEngineDatabase } from '../helpers/backup.ts';
import { seedBulk, seedEveryTable } from '../helpers/backup-seed.ts';
import { migratedDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { nodeBinary, startServerProcess, stopServerProcesses } from '../helpers/server-process.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

function databaseEnv(db: Database): Record<string, string> {
  const connection = db.client.config.connection as { filename?: string; connectionString?: string };
  return connection.connectionString ? { DATABASE_URL: connection.connectionString } : { SQLITE_PATH: connection.filename! };
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs a script of scripts/ as npm would; `killWhen` sends SIGKILL as soon as the output matches it. */
function runScript(script: string, args: string[], env: Record<string, string>, killWhen?: RegExp): Promise<Run> {
  const child = spawn(nodeBinary, [script, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (killWhen?.test(output)) child.kill('SIGKILL');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((done) => child.once('close', (code, signal) => done({ code, signal, output })));
}

describe(`npm run backup and npm run restore as processes (${testDatabaseKind})`, function () {
  this.timeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'rcm-backup-process-'));
  after(async () => {
    await stopServerProcesses();
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

  it('backs up a site while it answers a burst of requests, every one of them answered', async () => {
    const database: TestDatabaseEnv = await migratedDatabaseEnv();
    const seeding = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
    await seedEveryTable(seeding);
    await seedBulk(seeding, 5_000, 20, 256 * 1024);
    await closeDatabase(seeding);
    const server = await startServerProcess({ database });

    const file = join(dir, 'live.rcmbackup');
    const backup = runScript('scripts/backup.ts', [file], { ...database, BACKUP_PASSPHRASE: 'passphrase of the live test' });
    const statuses: number[] = [];
    const paths = ['/', '/blog', '/blog/denials', '/healthz'];
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => fetch(`${server.url}${paths[(round + index) % paths.length]}`)));
      for (const answer of answers) {
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
    }
    const run = await backup;
    expect(run.code, run.output).to.equal(0);
    expect(statuses).to.have.length(300);
    expect(
      statuses.filter((status) => status !== 200),
      server.output(),
    ).to.deep.equal([]);

    const restored = await testEngineDatabase();
    const env = databaseEnv(restored);
    await closeDatabase(restored);
    const restore = await runScript('scripts/restore.ts', [file], { ...env, BACKUP_PASSPHRASE: 'passphrase of the live test' });
    expect(restore.code, restore.output).to.equal(0);
  });
});

async function seededSmall(): Promise<Database> {
  const db = await sqliteDatabase();
  await seedEveryTable(db);
  await db('tags').insert({ slug: 'before-the-kill', name: 'Before', created_at: new Date().toISOString() });
  return db;
}
