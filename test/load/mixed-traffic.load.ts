/**
 * `npm run test:load`: 50 concurrent connections for 30 s (LOAD_SECONDS,
 * LOAD_CONNECTIONS to change) on a mix of pages and contact submissions against
 * the production server process, over loopback. No errors, no answer outside
 * 2xx, and no memory retained beyond what the rate limiter must remember.
 * Prints the figures for the README.
 *
 * Memory is read through the inspector after forced full collections, between
 * the two halves of the run: resident memory alone cannot tell a leak from V8
 * growing its heap lazily (it rises by 60 MiB or more here with no leak at all).
 * On SQLite the rate limits live in the process (the default, single-process
 * deployment), so each new client address may keep one small entry for the
 * 10-minute window; on PostgreSQL the server uses Redis for them when
 * REDIS_TEST_URL is set, as several processes must, and retained memory must
 * stay flat.
 *
 * During the second half, `npm run backup` archives the site as an operator would (backup-under-load.ts):
 * the load's answers must stay clean meanwhile, and the archive must restore complete and consistent.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { Inspector, inspectorUrl, type HeapReading } from '../helpers/inspector.ts';
import { redisTestUrl } from '../helpers/redis.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { contactPayload, nextClientIp, publishPost, signIn } from '../reliability/traffic.ts';
import { startBackup, type BackupUnderLoad } from './backup-under-load.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** Retained heap may vary by this much between readings (caches settling, allocation-site feedback). */
const heapSlackBytes = 4 * 1024 * 1024;
/** What an in-memory rate-limit entry may cost per distinct client (measured: about 150 bytes). */
const limiterEntryBytes = 256;
const https = { 'x-forwarded-proto': 'https' };
const postSlug = 'load-test-post';
const redisUrl = testDatabaseKind === 'postgres' ? redisTestUrl : undefined;

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

async function seedPost(server: ServerProcess): Promise<void> {
  const content = `<p>${'Revenue cycle notes for the load test. '.repeat(80)}</p>`;
  const post = { title: 'Load test post', slug: postSlug, excerpt: 'A post read under load', content, published: true };
  await publishPost(server.url, await signIn(server.url), post);
}

let submission = 0;

/** One round of the mix: four page views and one contact message, each from its own client. */
const mix: autocannon.Request[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/services/medical-coding' },
  { method: 'GET', path: '/blog' },
  { method: 'GET', path: `/blog/${postSlug}` },
  {
    method: 'POST',
    path: '/api/contacts',
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
      body: JSON.stringify(contactPayload(`load-${++submission}`)),
    }),
  },
];

function run(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    requests: mix,
    headers: { ...https, 'accept-encoding': 'br, gzip' },
  });
}

function expectClean(result: autocannon.Result, label: string): void {
  expect(result.errors, `${label}: connection errors`).to.equal(0);
  expect(result.timeouts, `${label}: timeouts`).to.equal(0);
  expect(result.non2xx, `${label}: answers outside 2xx`).to.equal(0);
  expect(result.requests.total, `${label}: requests`).to.be.above(0);
}

describe(`Load: ${connections} connections for ${seconds} s on pages and contact submissions, a backup in the second half (${testDatabaseKind}${redisUrl ? ' and Redis' : ''})`, function () {
  this.timeout((seconds + 90) * 1000);
  let server: ServerProcess;
  let inspector: Inspector;
  before(async () => {
    server = await startServerProcess({
      nodeArgs: ['--inspect=127.0.0.1:0'],
      env: { TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    });
    const url = inspectorUrl(server.output());
    if (!url) throw new Error(`the server printed no inspector address:\n${server.output()}`);
    inspector = await Inspector.connect(url);
    await seedPost(server);
  });
  after(async () => {
    inspector?.close();
    await server?.stop();
  });

  it('answers every request with 2xx, without errors, retaining no memory beyond the rate limits, while a backup runs', async () => {
    const rssAtStart = rssMiB(server.pid);
    expectClean(await run(server.url, 5), 'warm-up');
    const rssAfterWarmUp = rssMiB(server.pid);
    const afterWarmUp = await inspector.heapAfterCollection();

    const halves: autocannon.Result[] = [];
    const readings: HeapReading[] = [];
    const clients: number[] = [];
    let peakRss = rssAfterWarmUp;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 500);
    let backup: BackupUnderLoad | undefined;
    for (let half = 0; half < 2; half++) {
      const submittedBefore = submission;
      if (half === 1) backup = startBackup(server);
      halves.push(await run(server.url, seconds / 2));
      clients.push(submission - submittedBefore);
      readings.push(await inspector.heapAfterCollection());
    }
    clearInterval(sampler);
    // The backup is checked once the load is over, so the comparison's reads do not count in the load's figures.
    const backupReport = await backup!.check();

    const [first, second] = readings as [HeapReading, HeapReading];
    const total = halves.reduce((sum, result) => sum + result.requests.total, 0);
    const growth = [first.heapUsed - afterWarmUp.heapUsed, second.heapUsed - first.heapUsed];
    const allowance = clients.map((count) => heapSlackBytes + (redisUrl ? 0 : count * limiterEntryBytes));
    console.log(
      [
        `      ${total} requests in ${seconds} s (${(total / seconds).toFixed(0)} req/s), about ${(total / mix.length).toFixed(0)} contact submissions`,
        ...halves.map(
          (result, half) =>
            `      half ${half + 1}: latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
            `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
        ),
        `      heap retained after full collections: ${mib(afterWarmUp.heapUsed)} MiB after warm-up, ` +
          `${mib(first.heapUsed)} MiB after half 1, ${mib(second.heapUsed)} MiB after half 2 ` +
          `(allowed growth per half ${allowance.map(mib).join(' and ')} MiB)`,
        `      RSS: ${rssAtStart.toFixed(0)} MiB at start, ${rssAfterWarmUp.toFixed(0)} MiB after warm-up, peak ${peakRss.toFixed(0)} MiB, ` +
          `${mib(second.rss)} MiB after the last collection`,
        `      ${backupReport}`,
      ].join('\n'),
    );

    halves.forEach((result, half) => expectClean(result, `half ${half + 1}`));
    growth.forEach((bytes, half) => expect(bytes, `heap retained by half ${half + 1} (bytes)`).to.be.at.most(allowance[half]!));
    expect(server.child.exitCode).to.equal(null);
  });
});
