/**
 * A memory cgroup for one process tree, as a host's container limit: a hard limit with no swap,
 * its anonymous memory (not the page cache) and whether the kernel killed anything in it.
 * cgroup v1 (the `memory` hierarchy under /sys/fs/cgroup/memory) or v2 (a cgroup2 mount with the
 * memory controller). Making one needs root; `createMemoryCgroup` answers why it could not.
 *
 * v1: https://docs.kernel.org/admin-guide/cgroup-v1/memory.html (memory.stat `total_rss` is the
 * anonymous memory of the group and its children, transparent huge pages included);
 * v2: https://docs.kernel.org/admin-guide/cgroup-v2.html#memory (memory.stat `anon`).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MemoryCgroup {
  version: 'v1' | 'v2';
  path: string;
  /** Anonymous memory of every process in it, in bytes. */
  anonBytes(): number;
  /** The most memory (anonymous and page cache) it ever used, in bytes. */
  peakBytes(): number;
  /** How many processes the kernel's OOM killer killed in it. */
  oomKills(): number;
  /**
   * A launcher for `startServerProcess`: a shell that moves itself into the cgroup, then execs node,
   * so everything the server allocates from its first byte is counted.
   */
  launcher: string[];
  /** The processes in it. */
  pids(): number[];
  /** Removes the cgroup (its processes must have exited). */
  remove(): void;
}

const read = (file: string) => readFileSync(file, 'utf8');
const statField = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

function cgroupV1(parentDir: string, name: string, limitBytes: number): MemoryCgroup {
  const path = join(parentDir, name);
  mkdirSync(path);
  writeFileSync(join(path, 'memory.limit_in_bytes'), String(limitBytes));
  // memory + swap at the same limit: no swap to hide in, as on a host's dyno.
  if (existsSync(join(path, 'memory.memsw.limit_in_bytes'))) writeFileSync(join(path, 'memory.memsw.limit_in_bytes'), String(limitBytes));
  return {
    version: 'v1',
    path,
    anonBytes: () => statField(read(join(path, 'memory.stat')), 'total_rss'),
    peakBytes: () => Number(read(join(path, 'memory.max_usage_in_bytes'))),
    oomKills: () => statField(read(join(path, 'memory.oom_control')), 'oom_kill') || 0,
    launcher: launcherFor(join(path, 'cgroup.procs')),
    pids: () => pidsIn(join(path, 'cgroup.procs')),
    remove: () => removeWhenEmpty(path),
  };
}

function cgroupV2(parentDir: string, name: string, limitBytes: number): MemoryCgroup {
  const controllers = join(parentDir, 'cgroup.subtree_control');
  if (!read(controllers).split(/\s+/).includes('memory')) writeFileSync(controllers, '+memory');
  const path = join(parentDir, name);
  mkdirSync(path);
  writeFileSync(join(path, 'memory.max'), String(limitBytes));
  if (existsSync(join(path, 'memory.swap.max'))) writeFileSync(join(path, 'memory.swap.max'), '0');
  return {
    version: 'v2',
    path,
    anonBytes: () => statField(read(join(path, 'memory.stat')), 'anon'),
    // memory.peak came with Linux 5.19; before it, the peak is what the samples saw.
    peakBytes: () => (existsSync(join(path, 'memory.peak')) ? Number(read(join(path, 'memory.peak'))) : Number.NaN),
    oomKills: () => statField(read(join(path, 'memory.events')), 'oom_kill') || 0,
    launcher: launcherFor(join(path, 'cgroup.procs')),
    pids: () => pidsIn(join(path, 'cgroup.procs')),
    remove: () => removeWhenEmpty(path),
  };
}

/** rmdir, retried for a few seconds while the last processes in it are still exiting. */
function removeWhenEmpty(path: string): void {
  for (const deadline = Date.now() + 5000; ;) {
    try {
      rmdirSync(path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

function pidsIn(procs: string): number[] {
  return read(procs).split('\n').filter(Boolean).map(Number);
}

/** A process's anonymous resident memory in bytes (0 once it has gone). */
export function processAnonBytes(pid: number): number {
  try {
    return Number(/^RssAnon:\s+(\d+) kB$/m.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function launcherFor(procs: string): string[] {
  return ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', procs];
}

/** The cgroup2 mount whose controllers include memory (the unified hierarchy), if any. */
function cgroup2WithMemory(): string | undefined {
  for (const line of read('/proc/self/mounts').split('\n')) {
    const [, mountPoint, type] = line.split(' ');
    if (
      type === 'cgroup2' &&
      mountPoint &&
      existsSync(join(mountPoint, 'cgroup.controllers')) &&
      read(join(mountPoint, 'cgroup.controllers')).split(/\s+/).includes('memory')
    ) {
      return mountPoint;
    }
  }
  return undefined;
}

/**
 * A new cgroup limited to `limitBytes` of memory and no swap, or the reason there is none.
 * v1: under this process's own memory cgroup (so it nests in whatever limits the machine has),
 * else under the hierarchy's root. v2: under the mount's root, the one cgroup allowed both
 * processes and controllers for its children.
 */
export function createMemoryCgroup(name: string, limitBytes: number): MemoryCgroup | { reason: string } {
  const reasons: string[] = [];
  const v1Root = '/sys/fs/cgroup/memory';
  if (existsSync(join(v1Root, 'memory.limit_in_bytes'))) {
    const own = /^\d+:memory:(.*)$/m.exec(read('/proc/self/cgroup'))?.[1];
    for (const parent of [...(own && own !== '/' ? [join(v1Root, own)] : []), v1Root]) {
      try {
        return cgroupV1(parent, name, limitBytes);
      } catch (error) {
        reasons.push(`cgroup v1 under ${parent}: ${(error as Error).message}`);
      }
    }
  }
  const v2Root = cgroup2WithMemory();
  if (v2Root) {
    try {
      return cgroupV2(v2Root, name, limitBytes);
    } catch (error) {
      reasons.push(`cgroup v2 under ${v2Root}: ${(error as Error).message}`);
    }
  }
  if (reasons.length === 0)
    reasons.push('no memory cgroup hierarchy is mounted (neither /sys/fs/cgroup/memory nor a cgroup2 mount with the memory controller)');
  return { reason: reasons.join('; ') };
}

/** Samples `value` every `everyMs` and keeps the largest; `stop()` answers it. */
export function sampleMax(value: () => number, everyMs = 20): { max(): number; stop(): number } {
  let max = value();
  const timer = setInterval(() => {
    max = Math.max(max, value());
  }, everyMs);
  return {
    max: () => max,
    stop: () => {
      clearInterval(timer);
      return Math.max(max, value());
    },
  };
}
