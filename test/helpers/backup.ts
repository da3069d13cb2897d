/** Archives in memory and whole-database dumps, for the backup tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { archivedTables } from '#database/backup/tables.server.ts';
import { archiveRow, columnKinds } from '#database/backup/values.server.ts';
import { closeDatabase, createDatabase, type Database, isPostgres, migrateLatest } from '#database/db.server.ts';
import { backupSite, restoreSite, type RestoreSiteOptions } from '#server/backup/site-archive.server.ts';
import { freshDatabaseEnv } from './database.ts';

const opened: Database[] = [];
const dirs: string[] = [];

/** A migrated SQLite database in a temporary folder, whatever TEST_DB says. */
export async function sqliteDatabase(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'rcm-backup-test-'));
  dirs.push(dir);
  const db = createDatabase({ sqlitePath: join(dir, 'site.db') });
  opened.push(db);
  await migrateLatest(db);
  return db;
}

/** A migrated database of the run's engine (PostgreSQL under TEST_DB=postgres). */
export async function testEngineDatabase(): Promise<Database> {
  const env = await freshDatabaseEnv();
  const db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  opened.push(db);
  await migrateLatest(db);
  return db;
}

export async function closeBackupDatabases(): Promise<void> {
  for (const db of opened.splice(0)) await closeDatabase(db);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function archiveOf(db: Database, passphrase?: string): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await backupSite(db, sink, passphrase);
  return Buffer.concat(chunks);
}

export function restoreBuffer(db: Database, archive: Buffer, options: RestoreSiteOptions = {}) {
  return restoreSite(db, Readable.from([archive]), options);
}

/** Every archived table's rows in their engine-neutral form, sorted. */
export async function dumpTables(db: Database): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of archivedTables) {
    const kinds = await columnKinds(db, table.name);
    const rows = (await db(table.name).select('*')) as Record<string, unknown>[];
    dump[table.name] = rows.map((row) => JSON.stringify(archiveRow(kinds, row), Object.keys(row).sort())).sort();
  }
  return dump;
}

/** Every table the database holds, as the engine lists them. */
export async function tableNames(db: Database): Promise<string[]> {
  const result = isPostgres(db)
    ? ((await db.raw('select table_name as name from information_schema.tables where table_schema = current_schema()')) as { rows: { name: string }[] }).rows
    : ((await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")) as { name: string }[]);
  return result.map((row) => row.name).sort();
}
