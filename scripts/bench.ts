/**
 * `npm run bench`: the performance record. Every figure is a ratio or a size
 * measured in one run, so the machine's noise cancels (README.md#performance).
 * Prints Markdown tables for the README: throughput and CPU per request of cached
 * pages against two baselines sending the same bytes (a bare `node:http` server from
 * memory; nginx when installed), with the fast path and without it (FAST_PATH=off, the
 * way every page went before); page-view counting on vs off; JavaScript per page, the brand font's bytes, cold
 * start, Lighthouse scores (light and dark theme), blog latency at 100 vs 10,000 posts, and site search latency.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchBlog } from './bench-blog.ts';
import { imagePagePath, publishImagePage } from './bench/image-page.ts';
import { photoPostSlug, publishPhotoPost } from './bench/photo-post.ts';
import { benchMedia, benchMediaServing } from './bench-media.ts';
import { benchColdStart } from './bench/cold-start.ts';
import { benchSearch } from './bench/search.ts';
import { benchNewsletter } from './bench/newsletter.ts';
import { benchPostgresFastPath } from './bench/postgres-fast-path.ts';
import { mirrorPages, nginxHasBrotli, nginxInstalled, startMemoryServer, startNginx } from './bench/baselines.ts';
import { measure } from './bench/load.ts';
import { runLighthouse } from './lighthouse.ts';
import { pageJavaScriptSizes } from './page-js-size.ts';
import { preloadedFonts } from './page-fonts.ts';
import { startProcess, waitForHttp, rssMiB, type RunningProcess } from './bench/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each figure is measured this many times, servers taking turns (in reverse order every other round). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const appPort = 3290;
const memoryPort = 3291;
const blogPort = 3292;
const slowAppPort = 3293;
const uncountedAppPort = 3294;
const nginxPort = 3295;
/** A browser's User-Agent, so that counted views go through the whole counter (bots are dropped when written). */
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const benchPostSlug = 'bench-post';
const adminPassword = randomBytes(18).toString('base64url');

/** Cached pages whose throughput is compared with the baselines (a 'static' page and a 'content' one). */
const loadPages: [string, string][] = [
  ['`/`', '/'],
  ['a post', `/blog/${benchPostSlug}`],
];
const encodings: [string, Record<string, string>][] = [
  ['identity', {}],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['br', { 'accept-encoding': 'br' }],
  ['304', {}],
];
/** The revenue check's example practice (docs/product/revenue-check.md#the-example): the page with its result. */
const revenueCheckExample =
  '/revenue-check?specialty=ob-gyn&providers=6&collections=450000&collectionsPeriod=monthly&denialRate=12&daysInAR=48&arOver90=&cleanClaimRate=85&netCollectionRate=93';
/**
 * Pages Lighthouse scores; the photo post has a cover and three photos (the page the image goals are measured on), the
 * image page a hero image, an image-and-text section and an image in rich text;
 * the revenue check empty and with a result.
 */
const lighthousePages = [
  '/',
  '/services/medical-coding',
  '/blog',
  `/blog/${benchPostSlug}`,
  `/blog/${photoPostSlug}`,
  imagePagePath,
  '/login',
  '/revenue-check',
  revenueCheckExample,
];
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
  // The bundled server `npm start` runs (scripts/build-server.ts), whose cold start is measured.
  const bundle = spawnSync(process.execPath, ['scripts/build-server.ts'], { stdio: 'inherit' });
  if (bundle.status !== 0) process.exit(bundle.status ?? 1);
}

async function startApp(dataDir: string, port = appPort, extraEnv: Record<string, string> = {}): Promise<{ app: RunningProcess }> {
  const app = startProcess(
    ['server/index.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dataDir, 'site.db'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    port,
  );
  await waitForHttp(`${app.url}/`);
  return { app };
}

/** One published post of a typical length (about 3,000 characters), written through the admin API. */
async function publishBenchPost(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: adminPassword }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const paragraph = '<p>Clean claims start before the visit: verify <strong>eligibility</strong>, capture charges the same day and follow up on denials.</p>';
  const created = await fetch(`${origin}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: 'A benchmark post',
      slug: benchPostSlug,
      excerpt: 'What a typical post costs to serve',
      content: paragraph.repeat(24),
      published: true,
    }),
  });
  if (created.status !== 201) throw new Error(`creating the bench post answered ${created.status}`);
  return cookie;
}

const fmt = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

interface Target {
  name: string;
  server: RunningProcess;
  /** The process whose CPU time is counted (nginx serves from its only process). */
  pid: number;
}

interface Figure {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

/** The ETag a server gives `url`, for its conditional requests. */
async function etagOf(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get('etag') ?? '';
}

/** Throughput and CPU per request of each target on the same request, taking turns. */
async function compare(targets: Target[], path: string, headers: Record<string, string>, conditional: boolean): Promise<Map<string, Figure>> {
  const totals = new Map(targets.map((target) => [target.name, { requests: 0, cpuMs: 0, seconds: 0 }]));
  const headersOf = new Map<string, Record<string, string>>();
  for (const target of targets) {
    const url = target.server.url + path;
    headersOf.set(target.name, conditional ? { ...headers, 'if-none-match': await etagOf(url) } : headers);
    // Warm-up: connections, JIT, and the render cache (the first request renders).
    await measure({ url, pid: target.pid, seconds: 1, connections, headers: headersOf.get(target.name)! });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const result = await measure({ url: target.server.url + path, pid: target.pid, seconds, connections, headers: headersOf.get(target.name)! });
      const expected = conditional ? result.non2xx : 0;
      if (result.errors > 0 || result.non2xx !== expected) throw new Error(`${target.name} ${path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      const total = totals.get(target.name)!;
      total.requests += result.requests;
      total.cpuMs += result.cpuMsPerRequest * result.requests;
      total.seconds += seconds;
    }
  }
  return new Map(
    [...totals].map(([name, total]) => [name, { requestsPerSecond: total.requests / total.seconds, cpuMsPerRequest: total.cpuMs / total.requests }]),
  );
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-bench-'));
  const mirrorDir = join(dataDir, 'pages');
  const { app } = await startApp(dataDir);
  const benchCookie = await publishBenchPost(app.url);
  await publishPhotoPost(app.url, benchCookie);
  await publishImagePage(app.url, benchCookie);
  const slowApp = (await startApp(dataDir, slowAppPort, { FAST_PATH: 'off' })).app;
  const uncountedApp = (await startApp(dataDir, uncountedAppPort, { ANALYTICS: 'off' })).app;
  await mirrorPages(
    app.url,
    loadPages.map(([, path]) => path),
    mirrorDir,
  );
  const memoryServer = startMemoryServer(mirrorDir, memoryPort);
  await waitForHttp(`${memoryServer.url}/`);
  const nginx = nginxInstalled() ? startNginx(mirrorDir, nginxPort) : undefined;
  if (nginx) await waitForHttp(`${nginx.url}/`);
  const servers = [memoryServer, app, slowApp, uncountedApp, ...(nginx ? [nginx] : [])];

  const rows: string[] = [];
  try {
    const targets: Target[] = [
      ...(nginx ? [{ name: 'nginx', server: nginx, pid: nginx.child.pid! }] : []),
      { name: 'node', server: memoryServer, pid: memoryServer.child.pid! },
      { name: 'before', server: slowApp, pid: slowApp.child.pid! },
      { name: 'now', server: app, pid: app.child.pid! },
    ];
    console.log(`\nCached pages (${rounds} x ${seconds}s x ${connections} connections per figure, servers taking turns)\n`);
    const nginxNote = nginx
      ? nginxHasBrotli()
        ? ''
        : ' (nginx without its brotli module: br rows compare gzip)'
      : ' (nginx is not installed: no nginx columns)';
    rows.push(
      `Throughput against nginx (one worker, sendfile, access log off) and a bare \`node:http\` server answering the same bytes from memory; before = FAST_PATH=off (every request through Express), now = the fast path${nginxNote}:`,
      '',
      '| page | vs nginx, before → now | vs bare node, before → now | CPU per request vs bare node, before → now | now req/s |',
      '|---|---|---|---|---|',
    );
    for (const [label, path] of loadPages) {
      for (const [encoding, headers] of encodings) {
        const figures = await compare(targets, path, headers, encoding === '304');
        const ratio = (name: string, baseline: string) => figures.get(name)!.requestsPerSecond / figures.get(baseline)!.requestsPerSecond;
        const cpu = (name: string) => figures.get(name)!.cpuMsPerRequest / figures.get('node')!.cpuMsPerRequest;
        const vsNginx = nginx ? `${fmt(ratio('before', 'nginx'))}x → **${fmt(ratio('now', 'nginx'))}x**` : 'n/a';
        rows.push(
          `| ${label}, ${encoding} | ${vsNginx} | ${fmt(ratio('before', 'node'))}x → **${fmt(ratio('now', 'node'))}x** | ` +
            `${fmt(cpu('before'))}x → **${fmt(cpu('now'))}x** | ${fmt(figures.get('now')!.requestsPerSecond, 0)} |`,
        );
      }
    }
    const counting = await compare(
      [
        { name: 'on', server: app, pid: app.child.pid! },
        { name: 'off', server: uncountedApp, pid: uncountedApp.child.pid! },
      ],
      '/',
      { 'accept-encoding': 'br', 'user-agent': browserAgent },
      false,
    );
    rows.push(
      '',
      `Page-view counting: a cached page (\`/\`, br, a browser's User-Agent) with counting on runs at ` +
        `**${fmt(counting.get('on')!.requestsPerSecond / counting.get('off')!.requestsPerSecond)}x** the throughput of counting off ` +
        `(${fmt(counting.get('on')!.requestsPerSecond, 0)} vs ${fmt(counting.get('off')!.requestsPerSecond, 0)} req/s).`,
    );
    rows.push('', '| Page | JavaScript files | JavaScript gzip |', '|---|---|---|');
    for (const { path, files, gzipBytes } of await pageJavaScriptSizes(app.url, weighedPages)) {
      rows.push(`| \`${path}\` | ${files} | ${fmt(gzipBytes / 1024, 1)} KB |`);
    }
    for (const font of await preloadedFonts(app.url))
      rows.push('', `Brand font (preloaded on every page, WOFF2): \`${font.url}\`, ${fmt(font.bytes / 1024, 1)} KB`);
    rows.push(`Server resident memory after the run: ${fmt(rssMiB(app.child.pid!), 0)} MiB`);
    rows.push('', '| Page | Theme | Lighthouse performance | accessibility | best practices | SEO | CLS |', '|---|---|---|---|---|---|---|');
    for (const theme of ['light', 'dark'] as const) {
      for (const scores of await runLighthouse(app.url, lighthousePages, theme)) {
        rows.push(
          `| \`${scores.path}\` | ${scores.theme} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${fmt(scores.cls, 3)} |`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Alone, after every other server has stopped: starts are the one figure here that is wall time.
  rows.push('', ...(await benchColdStart()));
  const postgres = process.env.BENCH_DATABASE_URL;
  rows.push(
    '',
    ...(postgres
      ? await benchPostgresFastPath({ databaseUrl: postgres, seconds, connections, rounds })
      : ['PostgreSQL fast path: not measured (set BENCH_DATABASE_URL).']),
  );
  rows.push('', 'Blog latency at 100 and 10,000 posts (scripts/bench-blog.ts):', '');
  rows.push(...(await benchBlog({ seconds, connections, port: blogPort })));
  rows.push('', 'Site search latency at 100 and 10,000 posts, the query alone (scripts/bench/search.ts):', '');
  rows.push(...(await benchSearch({ databaseUrl: process.env.BENCH_DATABASE_URL })));
  rows.push('', ...(await benchNewsletter()));
  rows.push('', ...(await benchMedia()), '', ...(await benchMediaServing(seconds, connections)));
  console.log(rows.join('\n'));
}

await main();
