/**
 * The REAL production server as a child process, started as `npm start` and the Procfile do
 * (`node scripts/start.mjs`: the bundled server in dist/node that `npm run build` makes),
 * NODE_ENV=production, for tests that signal, kill or starve it: graceful stop, crash, database
 * faults, Redis outages, several processes, load. Waits for /healthz.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDatabaseEnv, type TestDatabaseEnv } from './database.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
export const nodeBinary = resolve(projectRoot, 'node_modules/.bin/node');
/** What `npm run build` makes and `npm start` runs. */
const serverBundle = resolve(projectRoot, 'dist/node/server.mjs');

export const processSecret = 'reliability-session-secret-0123456789abcdefghij';
export const processAdmin = { username: 'reliability-admin', password: 'correct horse battery staple 42' };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** The environment it was started with (reuse it to restart on the same database). */
  env: Record<string, string>;
  child: ChildProcess;
  /** Resolves when the process exits. */
  exited: Promise<Exit>;
  /** Everything it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves on exit. */
  stop(graceMs?: number): Promise<Exit>;
}

export interface StartOptions {
  /** Extra or overriding environment entries. */
  env?: Record<string, string>;
  /** The database to use; a fresh one (SQLite or PostgreSQL per TEST_DB) when omitted. */
  database?: TestDatabaseEnv;
  /** Reuse a previous process's environment (same database, same port unless `port` is given). */
  sameAs?: ServerProcess;
  port?: number;
  timeoutMs?: number;
  /** Flags for node itself, before the script (for example `--inspect=127.0.0.1:0`). */
  nodeArgs?: string[];
  /**
   * The script to run: `scripts/start.mjs` (`npm start`'s way: the bundled server) unless told;
   * `server/index.ts` runs the sources.
   */
  script?: string;
  /** A program that starts node with the arguments it is given and execs it (a shell that joins a cgroup first). */
  launcher?: string[];
}

const running = new Set<ServerProcess>();

/** A port that was free a moment ago (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function baseEnv(options: StartOptions, port: number): Promise<Record<string, string>> {
  if (options.sameAs) return { ...options.sameAs.env, PORT: String(port), ...options.env };
  const database = options.database ?? (await freshDatabaseEnv());
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SESSION_SECRET: processSecret,
    ADMIN_USERNAME: processAdmin.username,
    ADMIN_PASSWORD: processAdmin.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SITE_URL: `http://127.0.0.1:${port}`,
    // Drawing every social card at each of the suite's ~30 starts cost CI minutes of CPU: only the tests of the cards turn it on.
    SOCIAL_CARDS_AHEAD: 'off',
    ...(database.DATABASE_URL ? { DATABASE_URL: database.DATABASE_URL } : {}),
    SQLITE_PATH: database.SQLITE_PATH,
    ...options.env,
  };
}

/**
 * Starts the server; when the port it was given was free a moment ago but another process took it
 * first (other tests listen on ports the system picks), it tries again on a new port.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const portChosenHere = options.port === undefined && !(options.sameAs && !options.env?.PORT) && !options.env?.PORT;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || !portChosenHere || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (options.sameAs && !options.env?.PORT ? options.sameAs.port : await freePort());
  const env = await baseEnv(options, port);
  const script = options.script ?? 'scripts/start.mjs';
  // start.mjs would build here, past the start timeout: the test run builds first (npm test).
  if (script === 'scripts/start.mjs' && !existsSync(serverBundle)) throw new Error('dist/node/server.mjs is missing: run `npm run build` first');
  // Only what a host would pass: no test variables (TEST_DB, DATABASE_URL of the runner…) leak in.
  const [command, ...args] = [...(options.launcher ?? []), nodeBinary, ...(options.nodeArgs ?? []), script];
  const child = spawn(command!, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<Exit>((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://127.0.0.1:${env.PORT}`;
  const server: ServerProcess = {
    pid: child.pid!,
    port: Number(env.PORT),
    url,
    env,
    child,
    exited,
    output: () => log,
    kill: (signal = 'SIGTERM') => void child.kill(signal),
    async stop(graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(server);
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  await waitForHealth(server, options.timeoutMs ?? 30_000);
  return server;
}

async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void server.exited.then((value) => (exit = value));
  while (Date.now() < deadline) {
    if (exit) {
      const message = `server exited (${exit.code ?? exit.signal}) before /healthz answered:\n${server.output()}`;
      throw server.output().includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    try {
      const response = await fetch(`${server.url}/healthz`);
      await response.arrayBuffer();
      // Only our child's answer counts: another test's server may hold the port our child failed to take.
      if (response.status === 200 && listensOn(server.pid, server.port)) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  server.kill('SIGKILL');
  throw new Error(`/healthz did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

function readTable(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // no IPv6 table on this machine
  }
}

/** Whether process `pid` holds a listening TCP socket on `port` (Linux: /proc/net/tcp{,6} and the process's fds). */
function listensOn(pid: number, port: number): boolean {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = readTable(table);
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields: sl, local address, remote address, state (0A = LISTEN), …, inode (10th)
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A' && fields[9]) listening.add(fields[9]);
    }
  }
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      return inode !== undefined && listening.has(inode);
    } catch {
      return false;
    }
  });
}

/** Stops every server process still running (mocha root hook and process exit). */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop(2000)));
}

process.once('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});
