/**
 * Redis, which holds the shared rate-limit counts, killed under a running
 * production server and started again: no request waits on the dead
 * connection, the limits keep counting (in the process's memory meanwhile),
 * and the counts go back to Redis by themselves. Also a start while Redis is
 * down. Runs where Redis is installed (REDIS_TEST_URL, test/helpers/redis.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { redisTestUrl, throwawayRedis, type ThrowawayRedis } from '../helpers/redis.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { contactPayload, nextClientIp, postContact } from './traffic.ts';

/** Statuses of six contact messages from one new client (five per ten minutes are accepted), and the slowest answer. */
async function sixFromOneClient(server: ServerProcess, tag: string): Promise<{ statuses: number[]; slowestMs: number }> {
  const ip = nextClientIp();
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i < 6; i++) {
    const started = Date.now();
    const response = await postContact(server.url, contactPayload(`${tag}-${i}`), ip);
    await response.arrayBuffer();
    slowestMs = Math.max(slowestMs, Date.now() - started);
    statuses.push(response.status);
  }
  return { statuses, slowestMs };
}

const limited = [201, 201, 201, 201, 201, 429];

/** Keeps sending contact messages until their counts appear in Redis (the server has reconnected). */
async function untilCountedInRedis(server: ServerProcess, redis: ThrowawayRedis): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await redis.countKeys('rl:contacts:')) === 0) {
    if (Date.now() > deadline) throw new Error(`the counts did not reach Redis within 15 s:\n${server.output()}`);
    await sixFromOneClient(server, 'reconnecting');
    await sleep(250);
  }
}

/** Mocha hooks for a suite: a throwaway Redis, and the production server counting in it. */
function serverOnThrowawayRedis(): { redis: ThrowawayRedis; server: ServerProcess } {
  const context = {} as { redis: ThrowawayRedis; server: ServerProcess };
  before(async () => {
    context.redis = await throwawayRedis();
    await context.redis.start();
    context.server = await startServerProcess({ env: { TRUST_PROXY: '1', REDIS_URL: context.redis.url } });
  });
  after(async () => {
    context.redis?.resume();
    await context.server?.stop();
    await context.redis?.kill();
  });
  return context;
}

if (redisTestUrl && testDatabaseKind === 'sqlite') {
  describe('Redis killed under a running server', function () {
    this.timeout(60_000);
    const context = serverOnThrowawayRedis();

    it('keeps limiting in memory without waiting on Redis, and shares the counts again once Redis is back', async () => {
      const { redis, server } = context;
      const pid = server.pid;
      expect((await sixFromOneClient(server, 'before')).statuses).to.deep.equal(limited);
      expect(await redis.countKeys('rl:contacts:')).to.be.above(0);

      await redis.kill();
      for (let round = 0; round < 2; round++) {
        const during = await sixFromOneClient(server, `during-${round}`);
        expect(during.statuses, `round ${round}`).to.deep.equal(limited);
        expect(during.slowestMs, `round ${round}: slowest answer (ms)`).to.be.below(1000);
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': nextClientIp() },
          body: JSON.stringify({ username: 'nobody-here', password: 'not the password' }),
        });
        expect(login.status).to.equal(401);
      }
      expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);

      await redis.start();
      await untilCountedInRedis(server, redis);
      expect((await sixFromOneClient(server, 'after')).statuses).to.deep.equal(limited);
      expect(server.pid).to.equal(pid);
      expect(server.child.exitCode).to.equal(null);
    });
  });

  describe('Redis hanging with its connections open', function () {
    this.timeout(60_000);
    const context = serverOnThrowawayRedis();

    it('answers within a second, limiting in memory, and stops cleanly while Redis hangs', async () => {
      const { redis, server } = context;
      expect((await sixFromOneClient(server, 'before-hang')).statuses).to.deep.equal(limited);
      redis.pause();
      const during = await sixFromOneClient(server, 'hanging');
      expect(during.statuses).to.deep.equal(limited);
      expect(during.slowestMs, 'slowest answer (ms)').to.be.below(1000);
      // SIGTERM still ends the process promptly and cleanly: closing the Redis connection does not wait for it.
      const started = Date.now();
      const exit = await server.stop();
      expect(exit.code, server.output()).to.equal(0);
      expect(Date.now() - started).to.be.below(5000);
    });
  });

  describe('Starting while Redis is down', function () {
    this.timeout(60_000);
    let redis: ThrowawayRedis;
    let server: ServerProcess;
    before(async () => {
      redis = await throwawayRedis();
    });
    after(async () => {
      await server?.stop();
      await redis?.kill();
    });

    it('serves and limits at once, and moves the counts to Redis when it comes up', async () => {
      server = await startServerProcess({ env: { TRUST_PROXY: '1', REDIS_URL: redis.url } });
      const first = await sixFromOneClient(server, 'no-redis');
      expect(first.statuses).to.deep.equal(limited);
      expect(first.slowestMs).to.be.below(1000);
      await redis.start();
      await untilCountedInRedis(server, redis);
    });
  });
}
