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
import { totpCode } from '#server/auth/totp.server.ts';
import { redisTestUrl, throwawayRedis, type ThrowawayRedis } from '../helpers/redis.ts';
import { processAdmin, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { contactPayload, nextClientIp, postContact, signIn } from './traffic.ts';

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

/** POST JSON over "https" from `ip`; the status, the session cookie it set (if any), the body and how long it took. */
async function timedPost(server: ServerProcess, path: string, body: unknown, ip: string, cookie = '') {
  const started = Date.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  const setCookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: response.status, cookie: setCookie || cookie, json, ms: Date.now() - started };
}

interface Answer {
  step: string;
  status: number;
  ms: number;
}

/** Sets up the test admin's authenticator app; its secret and recovery codes. */
async function enrolTotp(server: ServerProcess): Promise<{ secret: string; recoveryCodes: string[] }> {
  const cookie = await signIn(server.url);
  const ip = nextClientIp();
  const setup = await timedPost(server, '/api/auth/2fa/totp/setup', {}, ip, cookie);
  expect(setup.status, JSON.stringify(setup.json)).to.equal(200);
  const secret = setup.json.secret as string;
  const confirm = await timedPost(server, '/api/auth/2fa/totp/confirm', { code: totpCode(secret, Date.now()) }, ip, cookie);
  expect(confirm.status, JSON.stringify(confirm.json)).to.equal(200);
  return { secret, recoveryCodes: confirm.json.recoveryCodes as string[] };
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

  describe('Signing in while Redis hangs', function () {
    this.timeout(120_000);
    const context = serverOnThrowawayRedis();
    let withoutRedis: ServerProcess;
    after(() => withoutRedis?.stop());

    // The password's hash (bcrypt, cost 12) takes 0.3 s on a quiet machine and over a second on a busy one: each
    // password step is compared with the same step sent at the same moment to a server on the same database
    // without Redis, which spends the same CPU; the difference is the time spent waiting for Redis.
    it('answers each sign-in step without waiting for Redis, for 20 s (password and authenticator)', async () => {
      const { redis, server } = context;
      const { secret, recoveryCodes } = await enrolTotp(server);
      const database = { SQLITE_PATH: server.env.SQLITE_PATH!, ...(server.env.DATABASE_URL ? { DATABASE_URL: server.env.DATABASE_URL } : {}) };
      withoutRedis = await startServerProcess({ database, env: { TRUST_PROXY: '1' } });
      // The home page drawn once before: its first drawing (the pages and menus read from the database) takes
      // over a second on a busy machine with or without Redis, and is not what this measures.
      await (await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).arrayBuffer();
      redis.pause();
      // The contact message that finds Redis hanging waits for it (at most 0.5 s); from then on, no request does.
      // Compared, like the password steps, with the same message sent at the same moment to the server without
      // Redis: on a busy machine a contact message alone can take over a second.
      const [first, firstBaseline] = await Promise.all([
        timedPost(server, '/api/contacts', contactPayload('sign-in-hang'), nextClientIp()),
        timedPost(withoutRedis, '/api/contacts', contactPayload('sign-in-hang-baseline'), nextClientIp()),
      ]);
      expect(firstBaseline.status).to.equal(201);
      const answers: Answer[] = [{ step: `contact (${firstBaseline.ms} ms without Redis)`, status: first.status, ms: first.ms }];
      const addedMs: number[] = [];
      const until = Date.now() + 20_000;
      for (let round = 0; Date.now() < until && round < recoveryCodes.length; round++) {
        const ip = nextClientIp();
        const [password, baseline] = await Promise.all([
          timedPost(server, '/api/auth/login', processAdmin, ip),
          timedPost(withoutRedis, '/api/auth/login', processAdmin, nextClientIp()),
        ]);
        expect(password.json.secondFactorRequired, JSON.stringify(password.json)).to.equal(true);
        addedMs.push(password.ms - baseline.ms);
        // The first round with the app's code (the next 30-second step: the one at setup is used), then recovery codes.
        const second = round === 0 ? { code: totpCode(secret, Date.now() + 30_000) } : { recoveryCode: recoveryCodes[round] };
        const verify = await timedPost(server, '/api/auth/2fa/verify', second, ip, password.cookie);
        const page = Date.now();
        const home = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
        await home.arrayBuffer();
        answers.push(
          { step: `password ${round} (${baseline.ms} ms without Redis)`, status: password.status, ms: password.ms },
          { step: `second factor ${round}`, status: verify.status, ms: verify.ms },
          { step: `page ${round}`, status: home.status, ms: Date.now() - page },
        );
        // Past the limiters' 2 s pause between attempts to reach Redis: the next round comes when one is due.
        await sleep(2100);
      }
      const report = answers.map(({ step, status, ms }) => `${step}: ${status} in ${ms} ms`).join('\n');
      expect(
        answers.every(({ status }) => status === 200 || status === 201),
        report,
      ).to.equal(true);
      expect(answers.length, report).to.be.above(12);
      // The first contact message within a second of the same message without Redis; every later answer that
      // hashes no password within a second…
      expect(first.ms - firstBaseline.ms, report).to.be.below(1000);
      expect(
        answers.filter(({ step, ms }) => !step.startsWith('password') && !step.startsWith('contact') && ms >= 1000),
        report,
      ).to.deep.equal([]);
      // …and a password step within a second of the same step without Redis, half a second on average
      // (waiting 0.5 s for each of its two limiters took 1 s more each time).
      expect(
        addedMs.filter((ms) => ms >= 1000),
        report,
      ).to.deep.equal([]);
      expect(addedMs.reduce((sum, ms) => sum + ms, 0) / addedMs.length, report).to.be.below(500);
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
