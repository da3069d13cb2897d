/**
 * `npm run test:load`: 50 concurrent connections for 30 s (LOAD_SECONDS,
 * LOAD_CONNECTIONS to change) on a mix of pages and contact submissions against
 * the production server process, over loopback. No errors, no answer outside
 * 2xx, memory steady after warm-up. Prints the figures for the README.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { contactPayload, nextClientIp, publishPost, signIn } from '../reliability/traffic.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
/**
 * Memory is steady when resident memory stops climbing: the peak over the last
 * third of the run may exceed the peak over the middle third by this much at most.
 * (RSS rises early on as V8 sizes its heap and the rate limiter remembers clients.)
 */
const lateGrowthLimitMiB = 24;
const https = { 'x-forwarded-proto': 'https' };
const postSlug = 'load-test-post';

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

describe(`Load: ${connections} connections for ${seconds} s on pages and contact submissions (${testDatabaseKind})`, function () {
  this.timeout((seconds + 90) * 1000);
  let server: ServerProcess;
  before(async () => {
    server = await startServerProcess({ env: { TRUST_PROXY: '1', LOG_LEVEL: 'warn' } });
    await seedPost(server);
  });
  after(() => server?.stop());

  it('answers every request with 2xx, without errors, with memory steady', async () => {
    const rssAtStart = rssMiB(server.pid);
    const warmUp = await run(server.url, 5);
    expect(warmUp.errors + warmUp.timeouts, 'warm-up errors').to.equal(0);
    const rssAfterWarmUp = rssMiB(server.pid);
    const samples: number[] = [];
    // About 30 samples whatever the length of the run.
    const sampler = setInterval(() => samples.push(rssMiB(server.pid)), Math.max(100, (seconds * 1000) / 30));
    const result = await run(server.url, seconds);
    clearInterval(sampler);
    const rssAtEnd = rssMiB(server.pid);
    const third = Math.floor(samples.length / 3);
    const middlePeak = Math.max(...samples.slice(third, 2 * third));
    const lastPeak = Math.max(...samples.slice(2 * third));
    const submissions = result.requests.total / mix.length;

    console.log(
      [
        `      ${result.requests.total} requests in ${seconds} s (${result.requests.average.toFixed(0)} req/s), about ${submissions.toFixed(0)} contact submissions`,
        `      latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `      errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
        `      RSS: ${rssAtStart.toFixed(0)} MiB at start, ${rssAfterWarmUp.toFixed(0)} MiB after warm-up, ` +
          `peak ${middlePeak.toFixed(0)} MiB in the middle third and ${lastPeak.toFixed(0)} MiB in the last third, ${rssAtEnd.toFixed(0)} MiB at the end`,
      ].join('\n'),
    );

    expect(result.errors, 'connection errors').to.equal(0);
    expect(result.timeouts, 'timeouts').to.equal(0);
    expect(result.non2xx, 'answers outside 2xx').to.equal(0);
    expect(result.requests.total).to.be.above(0);
    expect(samples.length, 'RSS samples').to.be.at.least(6);
    expect(lastPeak - middlePeak, 'RSS growth over the last third (MiB)').to.be.below(lateGrowthLimitMiB);
    expect(server.child.exitCode).to.equal(null);
  });
});
