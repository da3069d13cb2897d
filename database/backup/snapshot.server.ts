/**
 * A consistent view of a live database, taken without stopping it (docs/decisions/060-backup-archives.md).
 * SQLite: the online backup API of better-sqlite3 copies the database, through its own read-only
 * connection, to a temporary file, which is then read and removed; the site's writers carry on
 * meanwhile. PostgreSQL: one REPEATABLE READ READ ONLY transaction, whose every query sees the
 * database as it was at its first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import knex, { type Knex } from 'knex';
import { type Database, isPostgres } from '../db.server.ts';

export type Snapshot = Knex | Knex.Transaction;

export async function withSnapshot<T>(db: Database, read: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      return read(trx);
    });
  }
  const file = (db.client.config.connection as { filename: string }).filename;
  const dir = mkdtempSync(join(tmpdir(), 'rcm-backup-'));
  const copyPath = join(dir, 'snapshot.db');
  try {
    const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copyPath);
    } finally {
      source.close();
    }
    const copy = knex({ client: 'better-sqlite3', connection: { filename: copyPath, readonly: true } as Knex.Sqlite3ConnectionConfig, useNullAsDefault: true });
    try {
      return await read(copy);
    } finally {
      await copy.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
