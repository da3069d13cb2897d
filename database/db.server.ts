/**
 * The Knex instance: better-sqlite3 by default, PostgreSQL when DATABASE_URL is set.
 * Only `database/` imports Knex, so every query is a named function here.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import { migrationSource } from './migrations/index.ts';

export type Database = Knex;

/**
 * PostgreSQL connections each process's pool may open (DATABASE_POOL_MAX). Small: one Node process
 * runs one query at a time on its CPU, and small managed plans allow about 20 connections in all;
 * each process also keeps one listening connection (content-version-listener.server.ts).
 */
export const defaultPoolMax = 5;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  isProduction?: boolean;
  /** PostgreSQL only: the pool's most connections (defaultPoolMax unless told). */
  poolMax?: number;
}

export function isPostgres(db: Database): boolean {
  return db.client.config.client === 'pg';
}

export function knexConfig(options: DatabaseOptions): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' };
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const local = ['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(url.hostname);
    return {
      client: 'pg',
      // Heroku-style hosts require TLS but present a certificate chain pg cannot verify.
      connection: {
        connectionString: options.databaseUrl,
        ssl: options.isProduction && !local && !url.searchParams.has('sslmode') ? { rejectUnauthorized: false } : undefined,
        connectionTimeoutMillis: 3000,
        statement_timeout: 5000,
      } as Knex.PgConnectionConfig,
      pool: { min: 0, max: options.poolMax ?? defaultPoolMax, acquireTimeoutMillis: 4000 },
      acquireConnectionTimeout: 4000,
      migrations,
    };
  }
  mkdirSync(dirname(options.sqlitePath), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename: options.sqlitePath },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      // WAL lets readers run beside the writer; synchronous=FULL makes every
      // acknowledged commit durable across a kill -9 and a power cut
      // (docs/decisions/004-sqlite-durability.md).
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        try {
          conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = FULL');
          conn.pragma('busy_timeout = 5000');
          conn.pragma('foreign_keys = ON');
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
    acquireConnectionTimeout: 4000,
    migrations,
  };
}

export function createDatabase(options: DatabaseOptions): Database {
  return knex(knexConfig(options));
}

const closeHooks = new WeakMap<Database, (() => void)[]>();

/** Registers what must close with the database (a module's own connection, say). */
export function onClose(db: Database, hook: () => void): void {
  closeHooks.set(db, [...(closeHooks.get(db) ?? []), hook]);
}

/** Closes the pool and everything registered with `onClose`. */
export async function closeDatabase(db: Database): Promise<void> {
  for (const hook of closeHooks.get(db) ?? []) hook();
  closeHooks.delete(db);
  await db.destroy();
}

/** Applies pending migrations; returns the names applied. */
export async function migrateLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

/** True when the database answers a trivial query. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
