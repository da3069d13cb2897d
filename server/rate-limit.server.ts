/**
 * Rate limits. In memory by default; in Redis when REDIS_URL is set, so that
 * several web processes share one count (a per-process limit is no limit).
 * If Redis cannot answer, each process counts in its own memory until it can:
 * limits keep working, per process, and no request waits on a dead connection.
 */
import { MemoryStore, rateLimit, type IncrementResponse, type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Logger } from 'pino';
import { RedisCircuit } from './redis-circuit.server.ts';

/**
 * How long one rate-limit command may wait for Redis before the process counts in memory instead; the first
 * that times out opens the circuit for every limiter, so a Redis that hangs holds a request this long in all.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the client keeps a command it has not written yet (the circuit has released its caller long before). */
const REDIS_UNWRITTEN_COMMAND_MS = 10 * REDIS_COMMAND_TIMEOUT_MS;
/** Commands waiting on a Redis that stopped answering; beyond this they are refused at once. */
const REDIS_QUEUE_LIMIT = 1000;
/** After a failure, count in memory without asking Redis for this long, then ask it again (a PING in the background). */
const REDIS_RETRY_AFTER_MS = 2000;
/** How long start-up waits for Redis before serving with in-memory counts. */
const REDIS_CONNECT_WAIT_MS = 3000;

/**
 * Loaded only when REDIS_URL is set (cold start: docs/decisions/040-cold-start.md). `redis` is
 * CommonJS: taken through its default export (module.exports), the one export it has once bundled
 * into dist/node, where a named import is undefined.
 */
async function connectRedis(url: string) {
  const { default: redis } = await import('redis');
  return redis.createClient({
    url,
    // Reject commands at once while disconnected instead of queueing them without end, and bound
    // the queue of commands sent to a Redis that hangs without closing the connection.
    disableOfflineQueue: true,
    commandsQueueMaxLength: REDIS_QUEUE_LIMIT,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 3000) },
  });
}

export type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

/**
 * A client connecting in the background; resolves once it is ready or after
 * REDIS_CONNECT_WAIT_MS, whichever comes first (limits count in memory until then).
 */
export async function createRedisClient(url: string, logger: Logger): Promise<RedisClient> {
  const client = await connectRedis(url);
  client.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  const connecting = client.connect();
  connecting.catch((error: Error) => logger.error({ err: error }, 'redis connection failed'));
  if (!(await resolvesWithin(connecting, REDIS_CONNECT_WAIT_MS))) {
    logger.warn('redis is not reachable yet: rate limits count in this process until it is');
  }
  return client;
}

/** Closes the connection, waiting at most a second for Redis to acknowledge (it may be gone). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (!(await resolvesWithin(client.close(), 1000)) && client.isOpen) client.destroy();
}

/** Rejects when `promise` has not settled within `ms` (its late answer is ignored). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether `promise` fulfils within `ms`. */
function resolvesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return within(promise, ms).then(
    () => true,
    () => false,
  );
}

/**
 * Counts in Redis, and in this process's memory whenever Redis fails or is slow
 * to answer. Redis's scripts are loaded again after a failure (a restarted
 * Redis has none). Every store of one connection shares its circuit
 * (redis-circuit.server.ts): once one command has timed out, none is sent for a while.
 */
class RedisOrMemoryStore implements Store {
  readonly #redis: RedisStore;
  readonly #memory = new MemoryStore();
  readonly #circuit: RedisCircuit;
  readonly #starting: Set<Promise<void>>;
  #options: Options | undefined;
  #scriptsLoaded = false;

  /** `starting` collects the first loading of the scripts, which start-up awaits (redisLimitsReady). */
  constructor(redis: RedisStore, circuit: RedisCircuit, starting: Set<Promise<void>>) {
    this.#redis = redis;
    this.#circuit = circuit;
    this.#starting = starting;
  }

  get prefix(): string {
    return this.#redis.prefix;
  }

  init(options: Options): void {
    this.#options = options;
    this.#memory.init(options);
    // Redis may not be reachable yet: the first command loads the scripts then.
    if (this.#circuit.isClosed()) this.#starting.add(this.#loadScripts().catch(() => undefined));
  }

  async #loadScripts(): Promise<void> {
    if (!this.#options) return;
    await this.#circuit.run(() => this.#redis.init(this.#options!));
    this.#scriptsLoaded = true;
  }

  async #attempt<T>(command: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.#circuit.isClosed()) return fallback();
    try {
      if (!this.#scriptsLoaded) await this.#loadScripts();
      // The client's own timeout stops once a command is written; a Redis that hangs must not hold requests.
      return await this.#circuit.run(command);
    } catch {
      this.#scriptsLoaded = false;
      return fallback();
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.#attempt(
      () => this.#redis.increment(key),
      () => this.#memory.increment(key),
    );
  }

  /** A hit counted in memory (during an outage) is given back there, even if Redis has returned since. */
  async decrement(key: string): Promise<void> {
    if (((await this.#memory.get(key))?.totalHits ?? 0) > 0) return this.#memory.decrement(key);
    return this.#attempt(
      () => this.#redis.decrement(key),
      () => undefined,
    );
  }

  resetKey(key: string): Promise<void> {
    return this.#attempt(
      () => this.#redis.resetKey(key),
      () => this.#memory.resetKey(key),
    );
  }

  shutdown(): void {
    this.#memory.shutdown();
  }
}

const circuits = new WeakMap<RedisClient, RedisCircuit>();
/** Each connection's limiters' first loading of their scripts (RedisOrMemoryStore.init). */
const scriptLoads = new WeakMap<RedisClient, Set<Promise<void>>>();

function scriptLoadsOf(redis: RedisClient): Set<Promise<void>> {
  let loads = scriptLoads.get(redis);
  if (!loads) {
    loads = new Set();
    scriptLoads.set(redis, loads);
  }
  return loads;
}

/**
 * Resolves once every limiter made so far has loaded its scripts into Redis (or failed to, and counts in memory),
 * and at most REDIS_CONNECT_WAIT_MS later: a process awaits it before it listens, so that its first requests are
 * counted in Redis with the other processes' (the outside test of December 2026: a rolling deploy opened a window of per-process counts).
 */
export async function redisLimitsReady(redis: RedisClient): Promise<void> {
  await resolvesWithin(Promise.all(scriptLoadsOf(redis)), REDIS_CONNECT_WAIT_MS);
}

/** The circuit of `redis`, shared by every limiter that counts in it. */
function circuitOf(redis: RedisClient, logger: Logger): RedisCircuit {
  let circuit = circuits.get(redis);
  if (!circuit) {
    circuit = new RedisCircuit({ probe: () => redis.ping(), logger, timeoutMs: REDIS_COMMAND_TIMEOUT_MS, retryAfterMs: REDIS_RETRY_AFTER_MS });
    circuits.set(redis, circuit);
  }
  return circuit;
}

function redisStore(name: string, redis: RedisClient, logger: Logger): Store {
  const store = new RedisStore({
    prefix: `rl:${name}:`,
    // The circuit bounds the wait (REDIS_COMMAND_TIMEOUT_MS); the client's own timeout only drops a command it
    // could not write for much longer. As short as the circuit's, it fired before the write whenever the process
    // was busy past it, and opened the circuit on a healthy Redis at start (seen by the outside test of December 2026).
    sendCommand: (...args: string[]) => redis.sendCommand(args, { timeout: REDIS_UNWRITTEN_COMMAND_MS }),
  });
  return new RedisOrMemoryStore(store, circuitOf(redis, logger), scriptLoadsOf(redis));
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

/** Where limiters count: Redis when there is a client (falling back to memory), memory otherwise. */
export interface LimitStore {
  redis?: RedisClient | undefined;
  logger: Logger;
}

export function createLimiter(options: LimiterOptions, { redis, logger }: LimitStore): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    skipFailedRequests: options.skipFailedRequests ?? false,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    // The store falls back to memory by itself; should it still fail, serve rather than turn visitors away.
    passOnStoreError: true,
    ...(redis ? { store: redisStore(options.name, redis, logger) } : {}),
    handler:
      options.handler ??
      ((_req, res, _next, used) => {
        res.status(used.statusCode).set('Cache-Control', 'no-store').json({ message: options.message });
      }),
  });
}
