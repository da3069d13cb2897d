/**
 * `npm run backup` of the site the load run is loading: the backup of a site under load finishes, and the site
 * keeps answering without errors meanwhile (README.md#backups-restores-and-moving-between-engines). The backup
 * runs as the operator runs it, a process of its own on the server's database, during the load run's second
 * half; the archive is then restored into an empty database, which checks every part's checksum, and compared
 * with the live database: tables the load does not write hold the same rows, and the leads the load keeps
 * adding are an unbroken run from the first (a consistent snapshot: no lead missing below the newest one it holds).
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { archivedTables } from '#database/backup/tables.server.ts';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { restoreSite } from '#server/backup/site-archive.server.ts';
import { closeBackupDatabases, dumpTables, testEngineDatabase } from '../helpers/backup.ts';
import { runScript, type ScriptRun } from '../helpers/run-script.ts';
import type { ServerProcess } from '../helpers/server-process.ts';

const passphrase = 'passphrase of the load run';
/**
 * Tables the load writes while the backup runs (leads, their history and the turn counter that assigns them,
 * page views): compared apart.
 */
const writtenByLoad = new Set([
  'contacts',
  'contact_history',
  'lead_routing_settings',
  'audit_log',
  'analytics_daily',
  'analytics_events',
  'analytics_salts',
  'not_found_hits',
]);

export interface BackupUnderLoad {
  finished: Promise<ScriptRun & { seconds: number }>;
  check(): Promise<string>;
}

function liveDatabase(server: ServerProcess): Database {
  return createDatabase({ databaseUrl: server.env.DATABASE_URL, sqlitePath: server.env.SQLITE_PATH ?? '' });
}

/** Starts `npm run backup` (scripts/backup.ts) on the server's database; `check()` once it and the load are done. */
export function startBackup(server: ServerProcess): BackupUnderLoad {
  const dir = mkdtempSync(join(tmpdir(), 'rcm-load-backup-'));
  const file = join(dir, 'under-load.rcmbackup');
  const database = { ...(server.env.DATABASE_URL ? { DATABASE_URL: server.env.DATABASE_URL } : {}), SQLITE_PATH: server.env.SQLITE_PATH ?? '' };
  const started = Date.now();
  const finished = runScript('scripts/backup.ts', [file], { ...database, BACKUP_PASSPHRASE: passphrase }).then((run) => ({
    ...run,
    seconds: (Date.now() - started) / 1000,
  }));
  async function check(): Promise<string> {
    const run = await finished;
    try {
      expect(run.code, run.output).to.equal(0);
      const target = await testEngineDatabase();
      await restoreSite(target, createReadStream(file), { passphrase });
      const live = liveDatabase(server);
      try {
        const [restored, now] = [await dumpTables(target), await dumpTables(live)];
        for (const table of archivedTables.filter((table) => !writtenByLoad.has(table.name))) {
          expect(restored[table.name], `${table.name} restored from the archive`).to.deep.equal(now[table.name]);
        }
        const leads = (restored.contacts ?? []).length;
        expect(leads, 'leads in the archive').to.be.above(0);
        const newest = await target('contacts').max({ id: 'id' }).first();
        const liveUpToNewest = await live('contacts').where('id', '<=', Number(newest?.id)).count({ n: '*' }).first();
        expect(Number(liveUpToNewest?.n), 'leads up to the newest archived one').to.equal(leads);
        return `backup under load: ${run.seconds.toFixed(1)} s, ${statSync(file).size} bytes, ${leads} leads of ${now.contacts?.length} at the end; restored and compared`;
      } finally {
        await closeDatabase(live);
      }
    } finally {
      await closeBackupDatabases();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { finished, check };
}
