/**
 * Site search latency at 100 and 10,000 posts (docs/decisions/058-site-search-on-the-databases-own-full-text.md):
 * seeds a fresh SQLite database with the blog bench's posts (scripts/bench-blog.ts), indexes them and the
 * marketing pages, then times the search query itself, in process, for a few kinds of query (a common
 * word, a rare one, two words, a phrase). With a PostgreSQL server's URL (BENCH_DATABASE_URL, as for the fast
 * path bench) the same on PostgreSQL, in a database created and dropped for it. `npm run bench` calls
 * benchSearch(); `node scripts/bench/search.ts [postgres-url]` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { searchablePages } from '#content/search-pages.ts';
import knex from 'knex';
import { createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { reindexAllPosts, upsertPageDocuments } from '#database/search-index.server.ts';
import { searchSite } from '#database/site-search.server.ts';
import { parseSearchQuery } from '#shared/search-query.ts';
import { seedBlogPosts } from '../bench-blog.ts';

/** Every post of the bench has "denials" and "eligibility"; "note 42" matches one title; the phrase is in every body. */
const queries = ['denials', 'note 42', 'eligibility coding', '"follow up on denials"', 'qzxnothing'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

interface SearchBenchOptions {
  counts?: number[];
  samples?: number;
  /** A PostgreSQL server to measure on too. */
  databaseUrl?: string | undefined;
}

/** A fresh database of each kind, and how to throw it away. */
async function freshDatabases(databaseUrl: string | undefined): Promise<{ kind: string; db: Database; drop: () => Promise<void> }[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-search-'));
  const sqlite = createDatabase({ sqlitePath: join(dataDir, 'site.db') });
  const databases = [{ kind: 'SQLite', db: sqlite, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }];
  if (databaseUrl) {
    const name = `rcm_bench_search_${process.pid}_${Date.now()}`;
    const admin = knex({ client: 'pg', connection: databaseUrl });
    await admin.raw('create database ??', [name]);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const drop = async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    };
    databases.push({ kind: 'PostgreSQL', db: createDatabase({ databaseUrl: url.toString(), sqlitePath: join(dataDir, 'unused.db') }), drop });
  }
  return databases;
}

async function timeQueries(db: Database, samples: number): Promise<{ query: string; found: number; p50: number; p99: number }[]> {
  const figures = [];
  for (const query of queries) {
    const terms = parseSearchQuery(query, 8);
    const times: number[] = [];
    let found = 0;
    // The first runs warm the caches and the JIT; they are not counted.
    for (let index = -20; index < samples; index += 1) {
      const started = performance.now();
      found = (await searchSite(db, terms, 10)).length;
      if (index >= 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.push({ query, found, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return figures;
}

export async function benchSearch({ counts = [100, 10_000], samples = 100, databaseUrl }: SearchBenchOptions = {}): Promise<string[]> {
  const rows = ['| Database | Posts | Query | results | p50 ms | p99 ms |', '|---|---|---|---|---|---|'];
  for (const count of counts) {
    for (const { kind, db, drop } of await freshDatabases(databaseUrl)) {
      try {
        await migrateLatest(db);
        await seedBlogPosts(db, count);
        await db.transaction((trx) => reindexAllPosts(trx));
        await upsertPageDocuments(db, searchablePages);
        for (const { query, found, p50, p99 } of await timeQueries(db, samples)) {
          rows.push(`| ${kind} | ${count.toLocaleString('en-US')} | \`${query}\` | ${found} | ${p50.toFixed(2)} | ${p99.toFixed(2)} |`);
        }
      } finally {
        await db.destroy();
        await drop();
      }
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await benchSearch({ databaseUrl: process.argv[2] ?? process.env.BENCH_DATABASE_URL })).join('\n'));
}
