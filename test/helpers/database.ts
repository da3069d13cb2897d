/**
 * A fresh database for each test app: a new SQLite file, or a new PostgreSQL
 * database when the run targets PostgreSQL (TEST_DB=postgres, TEST_DATABASE_URL).
 * Test apps start from a copy of a template to which every migration was applied
 * once (docs/decisions/054-faster-tests.md); the schema tests apply them for real.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import knex from 'knex';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';

export const testDatabaseKind: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const created: string[] = [];
const tempDirs: string[] = [];
let counter = 0;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabaseEnv {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

/** Environment entries that point a config at a brand-new, empty database. */
export async function freshDatabaseEnv(): Promise<TestDatabaseEnv> {
  return newDatabaseEnv();
}

/** Environment entries that point a config at a new database with every migration applied (a copy of the template). */
export async function migratedDatabaseEnv(): Promise<TestDatabaseEnv> {
  return newDatabaseEnv(await migratedTemplate());
}

/** A connection to a new database with every migration applied (a copy of the template); close it with closeDatabase. */
export async function migratedTestDatabase(): Promise<Database> {
  const env = await migratedDatabaseEnv();
  return createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH, isProduction: false });
}

async function newDatabaseEnv(template?: string): Promise<TestDatabaseEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'rcm-test-'));
  tempDirs.push(dir);
  const SQLITE_PATH = join(dir, 'site.db');
  if (testDatabaseKind === 'sqlite') {
    if (template) copyFileSync(template, SQLITE_PATH);
    return { SQLITE_PATH };
  }
  const name = `rcm_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = knex({ client: 'pg', connection: adminUrl() });
  try {
    await admin.raw(template ? 'create database ?? template ??' : 'create database ??', template ? [name, template] : [name]);
  } finally {
    await admin.destroy();
  }
  created.push(name);
  return { DATABASE_URL: databaseUrl(name), SQLITE_PATH };
}

/** Names the migrations' contents: a template made from other migrations is never used. */
function migrationsHash(): string {
  const folder = resolve(import.meta.dirname, '../../database/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(folder, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * The SQLite file or PostgreSQL database with every migration applied, made once per set of
 * migrations and kept between runs (in the temporary folder; as a PostgreSQL template database
 * that accepts no connections). Test processes running side by side make it only once.
 */
function migratedTemplate(): Promise<string> {
  template ??= (testDatabaseKind === 'sqlite' ? sqliteTemplate(migrationsHash()) : postgresTemplate(migrationsHash())).catch((error: unknown) => {
    template = undefined; // the next test app tries again
    throw error;
  });
  return template;
}

async function sqliteTemplate(hash: string): Promise<string> {
  const path = join(tmpdir(), `rcm-test-template-${hash}.db`);
  if (existsSync(path)) return path;
  const dir = mkdtempSync(join(tmpdir(), 'rcm-test-template-'));
  try {
    const building = join(dir, 'site.db');
    const db = createDatabase({ sqlitePath: building });
    try {
      await migrateLatest(db);
    } finally {
      // The last connection to close checkpoints the WAL into the file: the file alone is the database.
      await closeDatabase(db);
    }
    // Atomic: a process that copies the template meanwhile reads a whole file, this one or a twin.
    renameSync(building, path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return path;
}

async function postgresTemplate(hash: string): Promise<string> {
  const name = `rcm_test_template_${hash}`;
  // One connection, so that the session's advisory lock holds for every statement.
  const admin = knex({ client: 'pg', connection: adminUrl(), pool: { min: 1, max: 1 } });
  const lock = Number.parseInt(hash.slice(0, 8), 16);
  try {
    await admin.raw('select pg_advisory_lock(?)', [lock]);
    const exists = await admin.raw('select 1 from pg_database where datname = ?', [name]);
    if (exists.rows.length > 0) return name;
    const building = `${name}_building`;
    await admin.raw('drop database if exists ?? with (force)', [building]);
    await admin.raw('create database ??', [building]);
    const db = createDatabase({ databaseUrl: databaseUrl(building), sqlitePath: '' });
    try {
      await migrateLatest(db);
    } finally {
      await closeDatabase(db);
    }
    // Renamed only once complete; no connections afterwards, as CREATE DATABASE … TEMPLATE requires.
    await admin.raw('alter database ?? rename to ??', [building, name]);
    await admin.raw('alter database ?? with is_template true allow_connections false', [name]);
    return name;
  } finally {
    await admin.raw('select pg_advisory_unlock(?)', [lock]).catch(() => {});
    await admin.destroy();
  }
}

export async function dropTestDatabases(): Promise<void> {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  if (created.length === 0) return;
  const admin = knex({ client: 'pg', connection: adminUrl() });
  try {
    // Side by side, a pool's worth at a time: one after another, a full run's hundred-odd drops outlast the root
    // hook's budget on a busy machine, and all at once they queue for the pool's ten connections past its
    // 60 s acquire timeout (seen with two hundred databases).
    const names = created.splice(0);
    for (let start = 0; start < names.length; start += 8) {
      await Promise.all(names.slice(start, start + 8).map((name) => admin.raw('drop database if exists ?? with (force)', [name])));
    }
  } finally {
    await admin.destroy();
  }
}
