/**
 * A/B of server variants by CPU per request (docs/decisions/045-fast-path-costs.md): several app processes,
 * each with its own environment, on one SQLite file (and with WITH_NODE=1 the bare `node:http` baseline),
 * each sent the same fixed number of requests in turns; prints the medians of user + system CPU time per
 * request, the figure a loaded machine distorts least. Run after a build, e.g.
 * `VARIANTS='[["on",{}],["off",{"ANALYTICS":"off"}]]' WITH_NODE=1 N=20000 REPS=5 node scripts/bench/ab-apps.ts`
 * (PATHS: comma-separated paths; ENCS: identity, gzip, br, 304; NODE_ARGS in a variant: extra node flags).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProcess, waitForHttp, type RunningProcess } from './processes.ts';
import { mirrorPages, startMemoryServer } from './baselines.ts';

const variants: [string, Record<string, string>][] = JSON.parse(process.env.VARIANTS ?? '[["base",{}]]');
const N = Number(process.env.N ?? 20000);
const reps = Number(process.env.REPS ?? 3);
const paths = (process.env.PATHS ?? '/,/blog/bench-post').split(',');
const encs = (process.env.ENCS ?? 'identity').split(',');
const adminPassword = randomBytes(18).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'rcm-ab-'));
const secret = randomBytes(32).toString('hex');
const env = (port: number, extra: Record<string, string>) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  SQLITE_PATH: join(dataDir, 'site.db'),
  SESSION_SECRET: secret,
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: adminPassword,
  LOG_LEVEL: 'warn',
  SITE_URL: `http://127.0.0.1:${port}`,
  ...extra,
});
const servers: [string, RunningProcess][] = [];
/** User and system CPU time of a process in ms (Linux /proc, USER_HZ 100). */
const cpu = (pid: number): [number, number] => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const x = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return [Number(x[11]) * 10, Number(x[12]) * 10];
};
try {
  let port = 3400;
  for (const [name, extra] of variants) {
    const app = startProcess([...(extra.NODE_ARGS ? extra.NODE_ARGS.split(' ') : []), 'server/index.ts'], env(port, extra), port);
    await waitForHttp(`${app.url}/`);
    if (servers.length === 0) {
      const login = await fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((l) => l.split(';')[0])
        .join('; ');
      const paragraph =
        '<p>Clean claims start before the visit: verify <strong>eligibility</strong>, capture charges the same day and follow up on denials.</p>';
      const r = await fetch(`${app.url}/api/admin/blog`, {
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
      if (r.status !== 201) throw new Error('post ' + r.status);
    }
    servers.push([name, app]);
    port++;
  }
  if (process.env.WITH_NODE) {
    await mirrorPages(servers[0]![1].url, paths, join(dataDir, 'pages'));
    const node = startMemoryServer(join(dataDir, 'pages'), 3399);
    await waitForHttp(`${node.url}/`);
    servers.unshift(['node', node]);
  }
  for (const path of paths)
    for (const enc of encs) {
      const results = new Map<string, number[][]>();
      const hdr = async (s: RunningProcess): Promise<Record<string, string>> => {
        const h: Record<string, string> = enc === 'gzip' || enc === 'br' ? { 'accept-encoding': enc } : {};
        if (enc === '304') {
          const r = await fetch(s.url + path);
          await r.arrayBuffer();
          h['if-none-match'] = r.headers.get('etag')!;
        }
        return h;
      };
      const headersOf = new Map<string, Record<string, string>>();
      for (const [name, s] of servers) {
        headersOf.set(name, await hdr(s));
        await autocannon({ url: s.url + path, connections: 10, amount: 5000, headers: headersOf.get(name)! });
      }
      for (let rep = 0; rep < reps; rep++)
        for (const [name, s] of rep % 2 ? [...servers].reverse() : servers) {
          const [u1, s1] = cpu(s.child.pid!);
          const t = performance.now();
          const r = await autocannon({ url: s.url + path, connections: 10, amount: N, headers: headersOf.get(name)! });
          const el = performance.now() - t;
          const [u2, s2] = cpu(s.child.pid!);
          if (r.errors || (enc !== '304' && r.non2xx)) throw new Error(`${name}: errors`);
          (results.get(name) ?? results.set(name, []).get(name)!).push([((u2 - u1) * 1000) / N, ((s2 - s1) * 1000) / N, (N / el) * 1000]);
        }
      console.log(`\n${path} ${enc} (N=${N}, ${reps} reps; us/req user+sys, median; req/s median)`);
      const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
      for (const [name, rs] of results) {
        const tot = rs.map(([u, s]) => u! + s!);
        console.log(
          `${name.padEnd(16)} cpu ${med(tot).toFixed(1).padStart(6)}  user ${med(rs.map((r) => r[0]!))
            .toFixed(1)
            .padStart(6)}  sys ${med(rs.map((r) => r[1]!))
            .toFixed(1)
            .padStart(5)}  req/s ${med(rs.map((r) => r[2]!))
            .toFixed(0)
            .padStart(6)}   all cpu: ${tot.map((x) => x.toFixed(0)).join(' ')}`,
        );
      }
    }
} finally {
  for (const [, s] of servers) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
