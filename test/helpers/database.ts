/**
 * A fresh database for each test app: a new SQLite file, or a new PostgreSQL
 * database when the run targets PostgreSQL (TEST_DB=postgres, TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';

export const testDatabaseKind: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const created: string[] = [];
const tempDirs: string[] = [];
let counter = 0;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export interface TestDatabaseEnv {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

/** Environment entries that point a config at a brand-new, empty database. */
export async function freshDatabaseEnv(): Promise<TestDatabaseEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'rcm-test-'));
  tempDirs.push(dir);
  const SQLITE_PATH = join(dir, 'site.db');
  if (testDatabaseKind === 'sqlite') return { SQLITE_PATH };
  const name = `rcm_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = knex({ client: 'pg', connection: adminUrl() });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  created.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), SQLITE_PATH };
}

export async function dropTestDatabases(): Promise<void> {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  if (created.length === 0) return;
  const admin = knex({ client: 'pg', connection: adminUrl() });
  try {
    // Side by side: one after another, a full run's hundred-odd drops outlast the root hook's 30 s on a busy machine.
    await Promise.all(created.splice(0).map((name) => admin.raw('drop database if exists ?? with (force)', [name])));
  } finally {
    await admin.destroy();
  }
}
