import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { pino } from 'pino';
import { findBackupStatus } from '#database/backup/backup-runs.server.ts';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { runDueBackup, type ScheduledBackupDeps } from '#server/backup/scheduled-backups.server.ts';
import { migratedDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

const hour = 3_600_000;

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe(`Scheduled backups (${testDatabaseKind})`, function () {
  this.timeout(60_000);
  const dirs: string[] = [];
  const databases: Database[] = [];
  after(async () => {
    for (const db of databases) await closeDatabase(db);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function twoProcesses(): Promise<[Database, Database]> {
    const env = await migratedDatabaseEnv();
    const open = () => createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    const pair: [Database, Database] = [open(), open()];
    databases.push(...pair);
    return pair;
  }

  function backupDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'rcm-scheduled-'));
    dirs.push(dir);
    return dir;
  }

  it('writes one archive per interval however many processes try at once, and keeps the newest BACKUP_KEEP', async () => {
    const [first, second] = await twoProcesses();
    const dir = backupDir();
    let now = Date.UTC(2026, 10, 27, 3, 0, 0);
    const settings = { dir, intervalMs: 24 * hour, keep: 2, passphrase: undefined };
    const deps = (db: Database): ScheduledBackupDeps => ({ db, logger: capturingLogger().logger, settings, clock: () => now });
    const tryAll = () => Promise.all([runDueBackup(deps(first), 'process-a'), runDueBackup(deps(second), 'process-b'), runDueBackup(deps(first), 'process-c')]);

    const written = (await tryAll()).filter(Boolean);
    expect(written).to.have.length(1);
    now += hour;
    expect((await tryAll()).filter(Boolean), 'not due yet').to.have.length(0);
    for (let day = 1; day <= 3; day++) {
      now += 24 * hour;
      expect((await tryAll()).filter(Boolean)).to.have.length(1);
    }
    const files = readdirSync(dir).sort();
    expect(files).to.deep.equal(['site-backup-2026-11-29T04-00-00-000Z.rcmbackup', 'site-backup-2026-11-30T04-00-00-000Z.rcmbackup']);
    const status = await findBackupStatus(first, new Date(now));
    expect(status.lastFile).to.equal(join(dir, files[1]!));
    expect(status.lastError).to.equal(null);
    expect(status.running).to.equal(false);
  });

  it('logs a failed backup as an error and keeps the reason for the dashboard', async () => {
    const [db] = await twoProcesses();
    const parent = backupDir();
    const notADirectory = join(parent, 'a-file');
    writeFileSync(notADirectory, 'x');
    const { logger, lines } = capturingLogger();
    const now = Date.UTC(2026, 10, 27, 3, 0, 0);
    const settings = { dir: notADirectory, intervalMs: 24 * hour, keep: 2, passphrase: 'a long enough passphrase' };
    expect(await runDueBackup({ db, logger, settings, clock: () => now }, 'process-a')).to.equal(undefined);
    expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).to.deep.equal(['scheduled backup failed']);
    const status = await findBackupStatus(db, new Date(now));
    expect(status.lastError).to.match(/EEXIST|ENOTDIR/);
    expect(status.lastErrorAt).to.equal(new Date(now).toISOString());
    expect(status.running).to.equal(false);
  });
});
