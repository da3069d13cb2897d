/**
 * A memory cgroup for the benchmark's server, so that it runs as on a dyno of `limitMiB` (a 512 MiB dyno by
 * default): cgroup v2 (`memory.max`) where the unified hierarchy has the memory controller, else cgroup v1
 * (`memory.limit_in_bytes`, as on a host with the hybrid layout). Node sizes its heap from the cgroup's limit
 * (libuv's uv_get_constrained_memory), so a server in the group collects as it would there. Creating a group
 * needs write access to the hierarchy (root in a container); without it the server runs outside one and the
 * benchmark says so.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MemoryCgroup {
  /** Where the group is, for the report. */
  path: string;
  limitMiB: number;
  /** The command that runs `args` inside the group (the shell moves itself in, then becomes the program). */
  wrap(command: string, args: string[]): { command: string; args: string[] };
  /** The group's highest memory use so far, in MiB (v1 `memory.max_usage_in_bytes`, v2 `memory.peak`), if the kernel keeps it. */
  peakMiB(): number | undefined;
  remove(): void;
}

const root = '/sys/fs/cgroup';

function hierarchy(): { dir: string; limitFile: string; peakFile: string } | undefined {
  const v2 = join(root, 'cgroup.controllers');
  if (existsSync(v2) && readFileSync(v2, 'utf8').split(/\s+/).includes('memory')) return { dir: root, limitFile: 'memory.max', peakFile: 'memory.peak' };
  const v1 = join(root, 'memory');
  if (existsSync(join(v1, 'cgroup.procs'))) return { dir: v1, limitFile: 'memory.limit_in_bytes', peakFile: 'memory.max_usage_in_bytes' };
  return undefined;
}

/** A fresh group limited to `limitMiB`, or undefined (with the reason) where none can be made. */
export function createMemoryCgroup(name: string, limitMiB = 512): MemoryCgroup | { unavailable: string } {
  const found = hierarchy();
  if (!found) return { unavailable: 'no memory cgroup hierarchy on this machine' };
  const path = join(found.dir, name);
  try {
    if (!existsSync(path)) mkdirSync(path);
    writeFileSync(join(path, found.limitFile), String(limitMiB * 1024 * 1024));
  } catch (error) {
    return { unavailable: `cannot create ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    path,
    limitMiB,
    wrap: (command, args) => ({
      command: '/bin/sh',
      args: ['-c', 'echo $$ > "$0" && exec "$@"', join(path, 'cgroup.procs'), command, ...args],
    }),
    peakMiB() {
      try {
        return Number(readFileSync(join(path, found.peakFile), 'utf8')) / 1024 / 1024;
      } catch {
        return undefined;
      }
    },
    remove() {
      try {
        rmdirSync(path);
      } catch {
        // still has a process in it (it is leaving); the next run reuses the group
      }
    },
  };
}
