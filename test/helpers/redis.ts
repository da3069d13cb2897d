/**
 * Redis for the tests of shared rate limits: REDIS_TEST_URL says where one
 * runs (`.ci/run` starts Redis and sets it). Without it those tests do not
 * run, and `npm test` says so; every other test needs no Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { freePort } from './server-process.ts';

export const redisTestUrl: string | undefined = process.env.REDIS_TEST_URL || undefined;

/** REDIS_TEST_URL, inside a suite that runs only when it is set. */
export function sharedRedisUrl(): string {
  if (!redisTestUrl) throw new Error('REDIS_TEST_URL is not set');
  return redisTestUrl;
}

/** A redis-server of the test's own, to kill and restart without touching the shared one. */
export interface ThrowawayRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: no goodbye to connected clients. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that hangs with its connections open. */
  pause(): void;
  resume(): void;
  /** How many keys start with `prefix`. */
  countKeys(prefix: string): Promise<number>;
}

export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const answers = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 500 } });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch {
      return undefined;
    }
  };

  const redis: ThrowawayRedis = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const failed = new Promise<never>((_, reject) =>
        child!.once('error', (error) => reject(new Error(`cannot start redis-server (apt-get install -y redis-server; .ci/run does this): ${error.message}`))),
      );
      for (let attempt = 0; attempt < 100; attempt++) {
        const client = await Promise.race([answers(), failed]);
        if (client) return void (await client.quit());
        await sleep(50);
      }
      throw new Error(`redis-server did not answer on port ${port}`);
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async countKeys(prefix) {
      const client = await answers();
      if (!client) throw new Error('the throwaway Redis is not running');
      try {
        return (await client.keys(`${prefix}*`)).length;
      } finally {
        await client.quit();
      }
    },
  };
  process.once('exit', () => child?.kill('SIGKILL'));
  return redis;
}
