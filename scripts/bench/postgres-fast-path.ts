/**
 * PostgreSQL: cached pages with the fast path (the listened content version,
 * docs/decisions/041-content-version-on-postgresql.md) against FAST_PATH=off (every page through
 * Express, one content-version query per request), two server processes on one fresh database,
 * taking turns. `npm run bench` runs it when BENCH_DATABASE_URL names a PostgreSQL server (a
 * database is created there and dropped); alone: `node scripts/bench/postgres-fast-path.ts <url>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { measure } from './load.ts';
import { startProcess, waitForHttp, type RunningProcess } from './processes.ts';

interface Options {
  databaseUrl: string;
  seconds?: number;
  connections?: number;
  rounds?: number;
}

export async function benchPostgresFastPath({ databaseUrl, seconds = 3, connections = 10, rounds = 2 }: Options): Promise<string[]> {
  const name = `rcm_bench_${process.pid}_${Date.now()}`;
  const admin = knex({ client: 'pg', connection: databaseUrl });
  await admin.raw('create database ??', [name]);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-pg-'));
  const servers: RunningProcess[] = [];
  const start = async (port: number, fastPath: 'on' | 'off') => {
    const server = startProcess(
      ['server/index.ts'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        SQLITE_PATH: join(dataDir, 'unused.db'),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        SITE_URL: `http://127.0.0.1:${port}`,
        FAST_PATH: fastPath,
        ANALYTICS: 'off',
      },
      port,
    );
    servers.push(server);
    await waitForHttp(`${server.url}/`);
    return server;
  };
  const rows: string[] = [];
  try {
    const fast = await start(3297, 'on');
    const slow = await start(3298, 'off');
    const load = loadavg()[0]!;
    rows.push(
      `PostgreSQL, cached pages, fast path vs FAST_PATH=off (two processes on one database, ${rounds} x ${seconds}s x ${connections} connections each, in turns; load average ${load.toFixed(1)}):`,
      '',
      '| page | throughput, on vs off | CPU per request, on vs off | on req/s | off req/s |',
      '|---|---|---|---|---|',
    );
    for (const path of ['/', '/blog']) {
      const totals = new Map<RunningProcess, { requests: number; cpuMs: number; seconds: number }>();
      for (let round = 0; round < rounds; round++) {
        for (const server of round % 2 ? [slow, fast] : [fast, slow]) {
          await measure({ url: server.url + path, pid: server.child.pid!, seconds: 1, connections, headers: { 'accept-encoding': 'br' } });
          const result = await measure({ url: server.url + path, pid: server.child.pid!, seconds, connections, headers: { 'accept-encoding': 'br' } });
          if (result.errors > 0 || result.non2xx > 0) throw new Error(`${path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
          const total = totals.get(server) ?? { requests: 0, cpuMs: 0, seconds: 0 };
          total.requests += result.requests;
          total.cpuMs += result.cpuMsPerRequest * result.requests;
          total.seconds += seconds;
          totals.set(server, total);
        }
      }
      const on = totals.get(fast)!;
      const off = totals.get(slow)!;
      const rate = (total: typeof on) => total.requests / total.seconds;
      const cpu = (total: typeof on) => total.cpuMs / total.requests;
      rows.push(
        `| \`${path}\`, br | ${(rate(on) / rate(off)).toFixed(2)}x | ${(cpu(on) / cpu(off)).toFixed(2)}x | ${rate(on).toFixed(0)} | ${rate(off).toFixed(0)} |`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.main) {
  const databaseUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('usage: postgres-fast-path.ts <postgres://… of a server where a database may be created>');
  console.log((await benchPostgresFastPath({ databaseUrl })).join('\n'));
}
