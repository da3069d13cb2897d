/**
 * `npm run bench`: the performance record. Every figure is a ratio or a size
 * measured in one run, so the machine's noise cancels (DEVELOPERS.md).
 * Prints Markdown tables for the README: throughput and CPU per request against
 * a static server, JavaScript per page, the brand font's bytes, cold start, Lighthouse scores, and blog
 * latency at 100 vs 10,000 posts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchBlog } from './bench-blog.ts';
import { benchMedia } from './bench-media.ts';
import { warmAndMeasure, type LoadResult } from './bench/load.ts';
import { runLighthouse } from './lighthouse.ts';
import { pageJavaScriptSizes } from './page-js-size.ts';
import { preloadedFonts } from './page-fonts.ts';
import { startProcess, waitForHttp, rssMiB, type RunningProcess } from './bench/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const appPort = 3290;
const staticPort = 3291;
const blogPort = 3292;

const benchPostSlug = 'bench-post';
const adminPassword = randomBytes(18).toString('base64url');

/** Pages whose throughput is compared with the static server. */
const loadPages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
  : ['/', '/services/medical-coding', '/blog', `/blog/${benchPostSlug}`];
/** Pages Lighthouse scores. */
const lighthousePages = ['/', '/services/medical-coding', '/blog', `/blog/${benchPostSlug}`, '/login'];
/** Pages whose JavaScript is weighed. */
const weighedPages = [
  '/',
  '/services/medical-coding',
  '/solutions',
  '/uswha',
  '/privacy-policy',
  '/terms-of-service',
  '/thank-you',
  '/blog',
  `/blog/${benchPostSlug}`,
  '/login',
  '/no-such-page',
];

function build(): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startApp(dataDir: string): Promise<{ app: RunningProcess; coldStartMs: number }> {
  const started = performance.now();
  const app = startProcess(
    ['server/index.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dataDir, 'site.db'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${appPort}`,
    },
    appPort,
  );
  await waitForHttp(`${app.url}/`);
  return { app, coldStartMs: performance.now() - started };
}

/** One published post of a typical length (about 3,000 characters), written through the admin API. */
async function publishBenchPost(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const paragraph = '<p>Clean claims start before the visit: verify <strong>eligibility</strong>, capture charges the same day and follow up on denials.</p>';
  const created = await fetch(`${origin}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'A benchmark post', slug: benchPostSlug, excerpt: 'What a typical post costs to serve', content: paragraph.repeat(24), published: true }),
  });
  if (created.status !== 201) throw new Error(`creating the bench post answered ${created.status}`);
}

/** Writes each page's exact bytes where the static server will find them. */
async function mirrorPages(origin: string, pages: string[], dir: string): Promise<void> {
  for (const path of pages) {
    const body = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
    const target = join(dir, path, 'index.html');
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(target, body);
  }
}

const fmt = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-'));
  const staticDir = join(dataDir, 'static');
  const { app, coldStartMs } = await startApp(dataDir);
  await publishBenchPost(app.url);
  await mirrorPages(app.url, loadPages, staticDir);
  const staticServer = startProcess(['scripts/bench/static-server.ts', staticDir, String(staticPort)], {}, staticPort);
  await waitForHttp(`${staticServer.url}/`);

  const rows: string[] = [];
  try {
    console.log(`\nThroughput and CPU per request (${seconds}s x ${connections} connections each, no compression)\n`);
    rows.push('| Page | static req/s | app req/s | throughput ratio | CPU/request ratio | app p99 ms |', '|---|---|---|---|---|---|');
    for (const path of loadPages) {
      const baseline: LoadResult = await warmAndMeasure({ url: staticServer.url + path, pid: staticServer.child.pid!, seconds, connections });
      const ours: LoadResult = await warmAndMeasure({ url: app.url + path, pid: app.child.pid!, seconds, connections });
      if (ours.errors > 0 || ours.non2xx > 0) throw new Error(`${path}: ${ours.errors} errors, ${ours.non2xx} non-2xx answers`);
      rows.push(
        `| \`${path}\` | ${fmt(baseline.requestsPerSecond, 0)} | ${fmt(ours.requestsPerSecond, 0)} | ` +
          `**${fmt(ours.requestsPerSecond / baseline.requestsPerSecond)}x** | ${fmt(ours.cpuMsPerRequest / baseline.cpuMsPerRequest)}x | ${fmt(ours.latencyP99, 0)} |`,
      );
    }
    rows.push('', '| Page | JavaScript files | JavaScript gzip |', '|---|---|---|');
    for (const { path, files, gzipBytes } of await pageJavaScriptSizes(app.url, weighedPages)) {
      rows.push(`| \`${path}\` | ${files} | ${fmt(gzipBytes / 1024, 1)} KB |`);
    }
    for (const font of await preloadedFonts(app.url)) rows.push('', `Brand font (preloaded on every page, WOFF2): \`${font.url}\`, ${fmt(font.bytes / 1024, 1)} KB`);
    rows.push('', `Cold start (spawn to first 200 on \`/\`, migrations included): ${fmt(coldStartMs, 0)} ms`);
    rows.push(`Server resident memory after the run: ${fmt(rssMiB(app.child.pid!), 0)} MiB`);
    rows.push('', '| Page | Lighthouse performance | accessibility | best practices | SEO |', '|---|---|---|---|---|');
    for (const scores of await runLighthouse(app.url, lighthousePages)) {
      rows.push(`| \`${scores.path}\` | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} |`);
    }
  } finally {
    await staticServer.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push('', 'Blog latency at 100 and 10,000 posts (scripts/bench-blog.ts):', '');
  rows.push(...(await benchBlog({ seconds, connections, port: blogPort })));
  rows.push('', ...(await benchMedia()));
  console.log(rows.join('\n'));
}

await main();
