/**
 * A process connects to Redis before it takes requests (seen by the outside test of December 2026): the limiters' first commands are answered
 * before it listens, and a start that keeps the process busy past the command timeout (a loaded machine) does not
 * turn a healthy Redis into per-process counting. Runs where Redis is installed (REDIS_TEST_URL).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { pino } from 'pino';
import { closeRedisClient, createLimiter, createRedisClient, redisLimitsReady, type RedisClient } from '#server/rate-limit.server.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { redisTestUrl, throwawayRedis, type ThrowawayRedis } from '../helpers/redis.ts';

if (redisTestUrl && testDatabaseKind === 'sqlite') {
  describe('Redis at the start of a process', function () {
    this.timeout(30_000);
    let redis: ThrowawayRedis;
    let client: RedisClient;
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

    before(async () => {
      // A Redis of its own: a new one holds no scripts yet, as at a first deploy.
      redis = await throwawayRedis();
      await redis.start();
      client = await createRedisClient(redis.url, logger);
    });
    after(async () => {
      if (client) await closeRedisClient(client);
      await redis?.kill();
    });

    it('counts the first request in Redis though the start kept the process busy past the command timeout', async () => {
      const name = `start-${randomBytes(3).toString('hex')}`;
      const app = express();
      app.use(createLimiter({ name, windowMs: 60_000, limit: 10, message: 'Too many.' }, { redis: client, logger }));
      app.get('/', (_req, res) => void res.send('ok'));
      // The rest of a start's synchronous work (routers, the page build) on a loaded machine: a second.
      const busyUntil = Date.now() + 1000;
      while (Date.now() < busyUntil);
      await redisLimitsReady(client);
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        expect(response.status).to.equal(200);
        expect(await redis.countKeys(`rl:${name}:`), lines.join('')).to.equal(1);
        expect(lines.join('')).not.to.match(/redis unavailable|redis did not answer/);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });
  });
}
