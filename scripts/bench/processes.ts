/**
 * Child processes for the benchmark: the production server and a static file
 * server, each in its own process so its CPU time can be read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const nodeBinary = process.execPath;

export interface RunningProcess {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** User + system CPU time of a process in milliseconds (Linux /proc). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Resident memory of a process in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return performance.now() - started;
    } catch {
      // not up yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(20);
  }
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number): RunningProcess {
  const child = spawn(nodeBinary, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return runningProcess(child, port);
}

/** A started child that serves on `port`, stopped with `signal`. */
export function runningProcess(child: ChildProcess, port: number, signal: NodeJS.Signals = 'SIGTERM'): RunningProcess {
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
