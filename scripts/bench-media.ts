/**
 * Images (docs/product/media.md), part of `npm run bench` and runnable alone (`node scripts/bench-media.ts`):
 * - the time to make the variants of a 12-megapixel photo (4000x3000 JPEG), and the process's peak resident
 *   memory meanwhile (this process does nothing else);
 * - the bytes a 375 px wide phone (device pixel ratio 2) downloads for a post with three such photos,
 *   against the original files: the candidate a browser picks from the AVIF `srcset` for `sizes` 100vw.
 * - image-serving throughput: one variant served from /media/ by the production server (from its memory cache
 *   after the first request) against the two baselines sending the same bytes, a bare `node:http` server from
 *   memory and nginx (one worker, sendfile) when it is installed (scripts/bench/baselines.ts).
 * Photos are made here with sharp: a gradient, shapes and fine noise, so encoders have real work.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { processImage } from '#server/media/process-image.server.ts';
import { nginxInstalled, rawGet, startMemoryServer, startNginx, type PageManifest } from './bench/baselines.ts';
import { warmAndMeasure, type LoadResult } from './bench/load.ts';
import { startProcess, waitForHttp, type RunningProcess } from './bench/processes.ts';

/** A photo-like JPEG (seeded, so every run makes the same one): 12 megapixels unless told otherwise. */
export async function twelveMegapixelPhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x1d6fa5 + seed * 0x101010).toString(16).slice(-6)}"/><stop offset="1" stop-color="#f2b880"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.43}" r="${Math.min(width, height) * 0.23}" fill="#ffffff" fill-opacity="0.55"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.33}" height="${height * 0.37}" fill="#0b3954" fill-opacity="0.7"/>
  </svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The srcset candidate a browser picks: the smallest at least `needed` pixels wide, else the widest. */
function pick(candidates: { width: number; bytes: number }[], needed: number): { width: number; bytes: number } {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((candidate) => candidate.width >= needed) ?? sorted[sorted.length - 1]!;
}

export async function benchMedia(): Promise<string[]> {
  const photos = await Promise.all([0, 1, 2].map((seed) => twelveMegapixelPhoto(seed)));
  const rssBefore = process.memoryUsage().rss;
  const timings: number[] = [];
  let phoneBytes = 0;
  for (const photo of photos) {
    const started = performance.now();
    const image = await processImage(photo);
    timings.push(performance.now() - started);
    const avif = image.files
      .filter((file) => file.role === 'variant' && file.format === 'avif')
      .map((file) => ({ width: file.width, bytes: file.data.length }));
    phoneBytes += pick(avif, 375 * 2).bytes;
  }
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const originalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return [
    '| Images (scripts/bench-media.ts) | |',
    '|---|---|',
    `| Variants of a 12-megapixel JPEG (original re-encoded, AVIF/WebP/JPEG at 480/960/1600) | ${timings.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} |`,
    `| Peak resident memory meanwhile (whole process; ${Math.round(rssBefore / 1024 / 1024)} MiB before) | ${Math.round(peakMiB)} MiB |`,
    `| A post with three such photos on a 375 px phone (DPR 2, AVIF 960w) | ${kb(phoneBytes)} |`,
    `| The same three original files | ${kb(originalBytes)} (${(originalBytes / phoneBytes).toFixed(0)}x more) |`,
  ];
}

/** A port that was free a moment ago: other benchmarks on the machine may hold fixed ones. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The production server on a fresh SQLite database, with one 1600 px photo uploaded; answers the path of its 960 px WebP variant. */
async function appWithOneImage(dir: string): Promise<{ app: RunningProcess; path: string }> {
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const app = startProcess(
    ['server/index.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dir, 'site.db'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    port,
  );
  await waitForHttp(`${app.url}/healthz`);
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await twelveMegapixelPhoto(3))], { type: 'image/jpeg' }), 'bench.jpg');
  const uploaded = await fetch(`${app.url}/api/admin/media`, { method: 'POST', headers: { cookie }, body: form });
  if (uploaded.status !== 201) throw new Error(`bench upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const image = (await uploaded.json()) as { variants: { format: string; width: number; url: string }[] };
  const variant = image.variants.find((candidate) => candidate.format === 'webp' && candidate.width === 960);
  if (!variant) throw new Error('no 960 px WebP variant');
  return { app, path: variant.url };
}

/**
 * Requests per second, latency and CPU per request for one image: the app's /media/ against a bare node:http
 * server and nginx sending the same bytes. Each target gets BENCH_SECONDS of load after a warm-up second.
 */
export async function benchMediaServing(seconds: number, connections: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  const servers: RunningProcess[] = [];
  try {
    const { app, path } = await appWithOneImage(dir);
    servers.push(app);
    const bytes = Buffer.from(await (await fetch(app.url + path)).arrayBuffer());
    // The baselines serve the same bytes at /image (nginx: /image/index.html; the memory server: its manifest).
    const mirror = join(dir, 'mirror');
    mkdirSync(join(mirror, 'image'), { recursive: true });
    writeFileSync(join(mirror, 'image', 'index.html'), bytes);
    const file = join('image', 'index.html');
    // Compressed copies only for clients that ask (fetch in waitForHttp does); the load itself asks for none.
    writeFileSync(join(mirror, `${file}.gz`), gzipSync(bytes));
    writeFileSync(join(mirror, `${file}.br`), brotliCompressSync(bytes));
    // With the head the app sent (its security headers too), so that the baselines send the same bytes.
    const { head, etag } = await rawGet(app.url + path, {});
    const manifest: PageManifest = { '/image': { identity: file, gzip: `${file}.gz`, br: `${file}.br`, etag, heads: { identity: head } } };
    writeFileSync(join(mirror, 'manifest.json'), JSON.stringify(manifest));
    const memory = startMemoryServer(mirror, await freePort());
    servers.push(memory);
    await waitForHttp(`${memory.url}/image`);
    const nginx = nginxInstalled() ? startNginx(mirror, await freePort()) : undefined;
    if (nginx) {
      servers.push(nginx);
      await waitForHttp(`${nginx.url}/image`);
    }
    // "The static server" the image-serving goal is set against: serve-static reading the file from disk each time.
    writeFileSync(join(mirror, 'image.webp'), bytes);
    const staticPort = await freePort();
    const staticFiles = startProcess(['scripts/bench/static-server.ts', mirror, String(staticPort)], {}, staticPort);
    servers.push(staticFiles);
    await waitForHttp(`${staticFiles.url}/image.webp`);
    const targets: [string, RunningProcess, string][] = [
      ['the app, `/media/` (960 px WebP)', app, path],
      ['Express static (serve-static, from disk)', staticFiles, '/image.webp'],
      ['bare `node:http` from memory', memory, '/image'],
      ...(nginx ? ([['nginx (1 worker, sendfile)', nginx, '/image']] as [string, RunningProcess, string][]) : []),
    ];
    const results: [string, LoadResult][] = [];
    for (const [name, server, target] of targets) {
      results.push([name, await warmAndMeasure({ url: server.url + target, pid: server.child.pid!, seconds, connections })]);
    }
    const app0 = results[0]![1];
    const rows = results.map(([name, result]) => {
      const ratio = name === results[0]![0] ? '' : `${(app0.requestsPerSecond / result.requestsPerSecond).toFixed(2)}x`;
      return `| ${name} | ${Math.round(result.requestsPerSecond).toLocaleString('en-US')} | ${result.latencyP50} ms | ${result.latencyP99} ms | ${result.cpuMsPerRequest.toFixed(3)} | ${ratio} | ${result.errors + result.non2xx} |`;
    });
    return [
      `| Image serving (${(bytes.length / 1024).toFixed(1)} KB, ${seconds} s each, ${connections} connections, load average before ${loadavg()[0]!.toFixed(1)}) | req/s | p50 | p99 | CPU ms/req | app vs this | errors |`,
      '|---|---|---|---|---|---|---|',
      ...rows,
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const only = process.env.BENCH_MEDIA;
  const lines = [...(only === 'serving' ? [] : await benchMedia()), '', ...(only === 'variants' ? [] : await benchMediaServing(seconds, connections))];
  console.log(lines.join('\n'));
}
