/**
 * Cold start (docs/decisions/040-cold-start.md): from spawn to the first 200 on `/`,
 * the way production starts (`node scripts/start.mjs`, the bundled server), on a fresh database
 * and on one whose migrations are already applied. Each round also spawns a bare `node:http`
 * server (a few lines answering "ok") and times it the same way, so the figures come with a
 * ratio measured beside them on the same machine. CPU is the child's user + system time when the
 * first 200 arrives (Linux /proc), which a loaded machine distorts far less than wall time.
 *
 * `npm run bench` prints it; alone: `node scripts/bench/cold-start.ts [rounds]` (after `npm run build`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuTimeMs, nodeBinary } from './processes.ts';

const root = resolve(import.meta.dirname, '../..');
const bareServer = "require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

interface Start {
  wallMs: number;
  cpuMs: number;
}

/** Spawns `args`, polls `/` every 5 ms until it answers 200, and stops the process. */
async function timeStart(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Start> {
  const started = performance.now();
  const child = spawn(nodeBinary, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode} before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')} did not answer within 60 s`);
      await sleep(5);
    }
    return { wallMs: performance.now() - started, cpuMs: cpuTimeMs(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Markdown lines: medians of `rounds` starts of each kind, taken in turns. */
export async function benchColdStart(rounds = 5, port = 3296): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-cold-'));
  const appEnv = (dir: string): NodeJS.ProcessEnv => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SQLITE_PATH: join(dir, 'site.db'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  const kinds = { bare: [] as Start[], applied: [] as Start[], uncached: [] as Start[], fresh: [] as Start[] };
  const load = loadavg()[0]!;
  try {
    // One start first, so that the applied rounds find a migrated database and a warm compile cache.
    await timeStart(['scripts/start.mjs'], appEnv(dataDir), port);
    for (let round = 0; round < rounds; round++) {
      kinds.bare.push(await timeStart(['-e', bareServer], {}, port));
      kinds.applied.push(await timeStart(['scripts/start.mjs'], appEnv(dataDir), port));
      // The first start after a deploy: Node's compile cache is empty (a directory of its own).
      const emptyCache = { NODE_COMPILE_CACHE: mkdtempSync(join(dataDir, 'compile-cache-')) };
      kinds.uncached.push(await timeStart(['scripts/start.mjs'], { ...appEnv(dataDir), ...emptyCache }, port));
      const freshDir = mkdtempSync(join(dataDir, 'fresh-'));
      kinds.fresh.push(await timeStart(['scripts/start.mjs'], appEnv(freshDir), port));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const fmt = (value: number) => value.toFixed(0);
  const bareWall = median(kinds.bare.map((start) => start.wallMs));
  const bareCpu = median(kinds.bare.map((start) => start.cpuMs));
  const row = (label: string, starts: Start[], goal: string) => {
    const wall = median(starts.map((start) => start.wallMs));
    const cpu = median(starts.map((start) => start.cpuMs));
    return `| ${label} | ${fmt(wall)} ms (${(wall / bareWall).toFixed(1)}x) | ${fmt(cpu)} ms (${(cpu / bareCpu).toFixed(1)}x) | ${goal} |`;
  };
  return [
    `Cold start, spawn to the first 200 on \`/\` (\`node scripts/start.mjs\`, medians of ${rounds} starts in turns; load average ${load.toFixed(1)} at the start):`,
    '',
    '| start | wall (vs bare node) | CPU of the process (vs bare node) | goal (wall) |',
    '|---|---|---|---|',
    `| bare \`node:http\` server | ${fmt(bareWall)} ms | ${fmt(bareCpu)} ms | |`,
    row('migrations already applied', kinds.applied, '≤ 500 ms'),
    row('migrations already applied, empty compile cache', kinds.uncached, '≤ 500 ms'),
    row('fresh database (migrations, first admin)', kinds.fresh, '≤ 1000 ms'),
  ];
}

if (import.meta.main) console.log((await benchColdStart(Number(process.argv[2] ?? 5))).join('\n'));
