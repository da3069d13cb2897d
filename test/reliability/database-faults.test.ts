/**
 * Database trouble under a running production server: the SQLite file made
 * immutable, or the PostgreSQL server stopped. The process must stay up, say
 * 503 + Retry-After quickly, keep serving cached pages, and recover by itself.
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { freshDatabaseEnv, testDatabaseKind, type TestDatabaseEnv } from '../helpers/database.ts';
import { feedPath } from '#server/blog/feed.server.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { integrityCheck } from './sqlite-checks.ts';
import { createThrowawayCluster, type ThrowawayCluster } from './throwaway-postgres.ts';
import { contactPayload, postContact, publishPost, signIn } from './traffic.ts';

const https = { 'x-forwarded-proto': 'https' };
const postSlug = 'surviving-an-outage';

async function seed(server: ServerProcess): Promise<void> {
  const post = { slug: postSlug, title: 'Surviving an outage', excerpt: 'What the site does', content: '<p>It keeps serving.</p>', published: true };
  await publishPost(server.url, await signIn(server.url), post);
}

async function timed(url: string, init: RequestInit = {}): Promise<{ status: number; ms: number; headers: Headers; text: string }> {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual', ...init, headers: { ...https, ...(init.headers as Record<string, string>) } });
  const text = await response.text();
  return { status: response.status, ms: Date.now() - started, headers: response.headers, text };
}

/**
 * Pages a visitor may have loaded before the fault: they come from the render cache afterwards.
 * The feed and the sitemap too, as last built.
 */
const cachedPages = ['/', '/blog', `/blog/${postSlug}`, feedPath, '/sitemap.xml'];

async function warmUp(server: ServerProcess): Promise<void> {
  for (const path of cachedPages) expect((await timed(server.url + path)).status, path).to.equal(200);
  expect((await postContact(server.url, contactPayload('before'))).status).to.equal(201);
}

function expectUnavailable(answer: { status: number; ms: number; headers: Headers; text: string }, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).to.equal(503);
  expect(answer.ms, what).to.be.below(5000);
  expect(answer.headers.get('retry-after'), what).to.equal('5');
  expect(answer.headers.get('content-type'), what).to.match(/^application\/json/);
  expect(JSON.parse(answer.text).message, what).to.be.a('string');
}

async function expectStillServing(server: ServerProcess): Promise<void> {
  expect(server.child.exitCode, server.output()).to.equal(null);
  expect((await timed(`${server.url}/healthz`)).status).to.equal(200);
  for (const path of cachedPages) {
    const answer = await timed(server.url + path);
    expect(answer.status, path).to.equal(200);
    expect(answer.ms, path).to.be.below(5000);
    if (path !== '/') expect(answer.text, path).to.include(postSlug);
  }
}

/** Polls until a contact submission is stored again (no restart in between). */
async function expectRecovery(server: ServerProcess, pid: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await postContact(server.url, contactPayload(`after-${Date.now()}`));
    await response.arrayBuffer();
    if (response.status === 201) break;
    if (Date.now() - started > 20_000) throw new Error(`no recovery within 20 s (last status ${response.status})\n${server.output()}`);
    await sleep(250);
  }
  expect(server.pid).to.equal(pid);
  expect(server.child.exitCode).to.equal(null);
  expect((await timed(`${server.url}/readyz`)).status).to.equal(200);
  expect((await timed(`${server.url}/api/blog/${postSlug}`)).status).to.equal(200);
  return Date.now() - started;
}

if (testDatabaseKind === 'sqlite') {
  describe('SQLite file made read-only under a running server', function () {
    this.timeout(60_000);
    let server: ServerProcess;
    let database: TestDatabaseEnv;
    // Root ignores file modes, and chmod does not affect a descriptor SQLite already holds open.
    // The immutable attribute does: writes through the open descriptor fail with EPERM (SQLITE_IOERR_WRITE).
    // The -shm file is left alone: it is memory-mapped, and making it immutable kills the process with SIGBUS.
    const files = () => [database.SQLITE_PATH, `${database.SQLITE_PATH}-wal`];
    const chattr = (flag: '+i' | '-i') => execFileSync('chattr', [flag, ...files()], { stdio: 'pipe' });

    before(async () => {
      database = await freshDatabaseEnv();
      server = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
      await seed(server);
      await warmUp(server);
    });
    after(async () => {
      try {
        chattr('-i');
      } finally {
        await server?.stop();
      }
    });

    it('answers writes 503 with Retry-After, keeps reads and cached pages, and recovers without a restart', async () => {
      const pid = server.pid;
      try {
        chattr('+i');
      } catch (error) {
        throw new Error('chattr +i failed: the test needs root and a file system with the immutable attribute (ext4, xfs…)', { cause: error });
      }
      for (let round = 0; round < 2; round++) {
        const write = await timed(`${server.url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${round + 1}` },
          body: JSON.stringify(contactPayload(`during-${round}`)),
        });
        expectUnavailable(write, 'POST /api/contacts');
        // Reads do not need to write: the site keeps showing its content.
        expect((await timed(`${server.url}/api/blog/${postSlug}`)).status).to.equal(200);
        expect((await timed(`${server.url}/readyz`)).status).to.equal(200);
        await expectStillServing(server);
      }
      chattr('-i');
      await expectRecovery(server, pid);
      expect(await integrityCheck(database)).to.equal('ok');
    });
  });
}

if (testDatabaseKind === 'postgres') {
  describe('PostgreSQL stopped under a running server', function () {
    this.timeout(120_000);
    let cluster: ThrowawayCluster;
    let server: ServerProcess;

    before(async () => {
      cluster = await createThrowawayCluster();
      const database = { DATABASE_URL: cluster.url, SQLITE_PATH: '/nonexistent/unused.db' };
      server = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
      await seed(server);
      await warmUp(server);
    });
    after(async () => {
      await server?.stop();
      cluster?.drop();
    });

    it('answers 503 with Retry-After within 5 s, stays up with cached pages, and recovers when PostgreSQL returns', async () => {
      const pid = server.pid;
      cluster.stop();
      for (let round = 0; round < 3; round++) {
        const write = await timed(`${server.url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.98.0.${round + 1}` },
          body: JSON.stringify(contactPayload(`during-${round}`)),
        });
        expectUnavailable(write, 'POST /api/contacts');
        expectUnavailable(await timed(`${server.url}/api/blog`), 'GET /api/blog');
        expectUnavailable(await timed(`${server.url}/api/blog/${postSlug}`), 'GET /api/blog/:slug');
        // A page that was never rendered cannot come from the cache: the error page, 503.
        const uncached = await timed(`${server.url}/blog/not-cached-${round}`, { headers: { accept: 'text/html' } });
        expect(uncached.status).to.equal(503);
        expect(uncached.ms).to.be.below(5000);
        expect(uncached.headers.get('retry-after')).to.equal('5');
        expect(uncached.headers.get('content-type')).to.match(/^text\/html/);
        expect(uncached.text).to.include('Temporarily unavailable');
        const readiness = await timed(`${server.url}/readyz`);
        expect(readiness.status).to.equal(503);
        expect(readiness.ms).to.be.below(5000);
        await expectStillServing(server);
        await sleep(500);
      }
      await cluster.start();
      await expectRecovery(server, pid);
    });
  });
}
