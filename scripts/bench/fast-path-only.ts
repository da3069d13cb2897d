/**
 * The cached-pages comparison of `npm run bench` alone, app vs the bare `node:http` server, for profiling:
 * `BENCH_CASES=/:identity,post:304 APP_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' node scripts/bench/fast-path-only.ts`
 * (cases: `/` or post, with identity, gzip, br or 304; BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS as in the
 * bench; APP_FAST_PATH=off for Express alone; WITH_NGINX=1 adds nginx; KEEP=<seconds> keeps both servers up afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mirrorPages, nginxInstalled, startMemoryServer, startNginx } from './baselines.ts';
import { measure } from './load.ts';
import { startProcess, waitForHttp, type RunningProcess } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const adminPassword = randomBytes(18).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'rcm-fp-'));
const port = 3390;
const app = startProcess(
  [...(process.env.APP_ARGS ? process.env.APP_ARGS.split(' ') : []), 'server/index.ts'],
  {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: join(dataDir, 'site.db'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: process.env.APP_LOG_LEVEL ?? 'warn',
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(process.env.APP_FAST_PATH ? { FAST_PATH: process.env.APP_FAST_PATH } : {}),
  },
  port,
);
await waitForHttp(`${app.url}/`);
const login = await fetch(`${app.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
});
const cookie = login.headers
  .getSetCookie()
  .map((l) => l.split(';')[0])
  .join('; ');
const paragraph = '<p>Clean claims start before the visit: verify <strong>eligibility</strong>, capture charges the same day and follow up on denials.</p>';
await fetch(`${app.url}/api/admin/blog`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({
    title: 'A benchmark post',
    slug: 'bench-post',
    excerpt: 'What a typical post costs to serve',
    content: paragraph.repeat(24),
    published: true,
  }),
});
const paths: Record<string, string> = { '/': '/', post: '/blog/bench-post' };
await mirrorPages(app.url, Object.values(paths), join(dataDir, 'pages'));
const node = startMemoryServer(join(dataDir, 'pages'), 3391);
await waitForHttp(`${node.url}/`);
const nginx = process.env.WITH_NGINX && nginxInstalled() ? startNginx(join(dataDir, 'pages'), 3392) : undefined;
if (nginx) await waitForHttp(`${nginx.url}/`);
const targets: [string, RunningProcess][] = [['node', node], ['app', app], ...(nginx ? [['nginx', nginx] as [string, RunningProcess]] : [])];
const cases = (process.env.BENCH_CASES ?? '/:identity,/:gzip,/:br,/:304,post:identity,post:gzip,post:br,post:304').split(',');
try {
  for (const c of cases) {
    const [page, enc] = c.split(':') as [string, string];
    const base: Record<string, string> = enc === 'gzip' || enc === 'br' ? { 'accept-encoding': enc } : {};
    const totals = new Map<string, { req: number; cpu: number }>();
    const hdrs = new Map<string, Record<string, string>>();
    for (const [name, server] of targets) {
      const url = server.url + paths[page];
      const r = await fetch(url);
      await r.arrayBuffer();
      hdrs.set(name, enc === '304' ? { ...base, 'if-none-match': r.headers.get('etag')! } : base);
      await measure({ url, pid: server.child.pid!, seconds: 1, connections, headers: hdrs.get(name)! });
      totals.set(name, { req: 0, cpu: 0 });
    }
    for (let round = 0; round < rounds; round++) {
      for (const [name, server] of round % 2 ? [...targets].reverse() : targets) {
        const r = await measure({ url: server.url + paths[page], pid: server.child.pid!, seconds, connections, headers: hdrs.get(name)! });
        const t = totals.get(name)!;
        t.req += r.requests;
        t.cpu += r.cpuMsPerRequest * r.requests;
      }
    }
    const n = totals.get('node')!,
      a = totals.get('app')!;
    const x = totals.get('nginx');
    if (x)
      console.log(
        `${c.padEnd(14)} nginx ${(x.req / rounds / seconds).toFixed(0).padStart(6)} req/s, app vs nginx ${(a.req / x.req).toFixed(2)}x, cpu/req ${((x.cpu / x.req) * 1000).toFixed(1)}us`,
      );
    console.log(
      `${c.padEnd(14)} app ${(a.req / rounds / seconds).toFixed(0).padStart(6)} req/s  node ${(n.req / rounds / seconds).toFixed(0).padStart(6)}  ratio ${(a.req / n.req).toFixed(2)}x  cpu/req ${((a.cpu / a.req) * 1000).toFixed(1)}us vs ${((n.cpu / n.req) * 1000).toFixed(1)}us = ${(a.cpu / a.req / (n.cpu / n.req)).toFixed(2)}x`,
    );
  }
} finally {
  if (process.env.KEEP) {
    console.log(app.url, node.url, dataDir);
    await new Promise((r) => setTimeout(r, Number(process.env.KEEP) * 1000));
  }
  await app.stop();
  await node.stop();
  await nginx?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
