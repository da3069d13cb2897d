/**
 * Rate limits. In memory by default; in Redis when REDIS_URL is set, so that
 * several web processes share one count (a per-process limit is no limit).
 */
import { rateLimit, type Options, type RateLimitRequestHandler } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from 'pino';

function connectRedis(url: string) {
  return createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 3000) } });
}

export type RedisClient = ReturnType<typeof connectRedis>;

/** A connected-on-demand client; commands queue until the connection is up. */
export function createRedisClient(url: string, logger: Logger): RedisClient {
  const client = connectRedis(url);
  client.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  client.connect().catch((error: Error) => logger.error({ err: error }, 'redis connection failed'));
  return client;
}

export interface LimiterOptions {
  /** Distinguishes this limiter's keys in a shared store. */
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  keyGenerator?: Options['keyGenerator'];
  skipSuccessfulRequests?: boolean;
  /** Give back the count of requests answered with a status of 400 or more. */
  skipFailedRequests?: boolean;
  /** Custom answer when limited (for HTML form endpoints); defaults to 429 JSON. */
  handler?: Options['handler'];
}

export function createLimiter(options: LimiterOptions, redis: RedisClient | undefined): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    skipFailedRequests: options.skipFailedRequests ?? false,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    // If Redis is down, let the request through rather than turn visitors away; the error is logged.
    passOnStoreError: true,
    store: redis
      ? new RedisStore({ prefix: `rl:${options.name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) })
      : undefined,
    handler:
      options.handler ??
      ((_req, res, _next, used) => {
        res.status(used.statusCode).set('Cache-Control', 'no-store').json({ message: options.message });
      }),
  });
}
