/**
 * SQLite: leases on the content version, so that the fast path answers most requests without a
 * system call (docs/decisions/049-content-version-leases-on-sqlite.md).
 *
 * A process whose fast path holds a copy of the version registers one file in a directory beside
 * the database (`<database>-readers/<random id>`) and touches it every 10 s. A copy confirmed at
 * time s (from the WAL index header or a read, both of which see every commit completed before s)
 * is trusted until s + confirmWindowMs on the reader's own monotonic clock. A writer that changed
 * the version forgets its own process's copy at once and, when any other registered reader is
 * alive, waits confirmWindowMs after its commit before it answers. So a request that arrives
 * anywhere after the writer's answer finds every copy older than the commit expired: the same rule
 * as on PostgreSQL (decision 041), with files in place of pg_stat_activity.
 *
 * Why the order holds: a reader's file exists before its first lease. Either the writer lists the
 * directory after that file appeared (it waits), or the file, and so the lease's confirming read,
 * came after the writer's commit (the copy has the change).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How old (from when its read was sent, or its check made) a copy may be and still answer; also how
 * long writers wait. Shared with PostgreSQL's listener (database/content-version-listener.server.ts).
 */
export const confirmWindowMs = 250;
/** How often a reader touches its file. */
const heartbeatMs = 10_000;
/** A file untouched this long belongs to a process that has stopped without removing it. */
export const staleAfterMs = 60_000;

export interface Lease {
  /** The reader's file name in the directory. */
  readonly id: string;
  /**
   * True while the file was written or touched within half of staleAfterMs (on this process's own
   * clock): no writer can have judged it stale, so a copy confirmed now may be trusted.
   */
  current(): boolean;
  /** Removes the file (the reader no longer trusts copies). */
  release(): void;
}

export const readersDirectory = (databaseFile: string) => `${databaseFile}-readers`;

/** Own readers by database file: a writer of this process forgets their copies at once. */
const ownReaders = new Map<string, Map<string, () => void>>();

/**
 * Registers a reader of `databaseFile`, or answers undefined when the directory cannot be written
 * (then the reader checks the file on every request, as without leases). `forget` drops the
 * reader's copy; a writer in this process calls it when it changes the content.
 */
export function holdLease(databaseFile: string, forget: () => void): Lease | undefined {
  const directory = readersDirectory(databaseFile);
  const id = randomBytes(9).toString('base64url');
  const file = join(directory, id);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(file, `${process.pid}\n`);
  } catch {
    return undefined;
  }
  let beatAt = performance.now();
  const own = ownReaders.get(databaseFile) ?? ownReaders.set(databaseFile, new Map()).get(databaseFile)!;
  own.set(id, forget);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
      beatAt = performance.now();
    } catch {
      // Removed (by a writer that judged it stale, or by hand): register again, and trust no copy
      // confirmed before the file was back.
      forget();
      try {
        mkdirSync(directory, { recursive: true });
        writeFileSync(file, `${process.pid}\n`);
        beatAt = performance.now();
      } catch {
        // The next beat tries again; until then no copy is trusted (current() turns false).
      }
    }
  }, heartbeatMs);
  heartbeat.unref();
  return {
    id,
    current: () => performance.now() - beatAt < staleAfterMs / 2,
    release() {
      clearInterval(heartbeat);
      own.delete(id);
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * Called by a writer of `databaseFile` after a commit that changed the content version, before it
 * answers: every copy in this process is forgotten at once; when another live reader is
 * registered, it waits confirmWindowMs. Files untouched for staleAfterMs are removed. If the
 * directory cannot be read, it waits anyway.
 */
export async function sqliteContentChanged(databaseFile: string): Promise<void> {
  const own = ownReaders.get(databaseFile);
  for (const forget of own?.values() ?? []) forget();
  const directory = readersDirectory(databaseFile);
  let others = false;
  try {
    const now = Date.now();
    for (const name of readdirSync(directory)) {
      if (own?.has(name)) {
        // Another reader of this process (another pool on the same file) has just been told.
        continue;
      }
      const file = join(directory, name);
      try {
        if (now - statSync(file).mtimeMs > staleAfterMs) unlinkSync(file);
        else others = true;
      } catch {
        // Removed meanwhile: its reader has stopped.
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') others = true;
  }
  if (others) await sleep(confirmWindowMs);
}
