/**
 * PostgreSQL: the content version without a query per request, for the fast path
 * (server/fast-pages.server.ts), keeping "a published change shows on the next request in every
 * process" (docs/decisions/041-content-version-on-postgresql.md).
 *
 * Each process keeps one connection of its own that LISTENs on `content_version` (a trigger
 * announces every change, migration 2026-11-23-7501) and reads the version on that connection.
 * A read sent at time s sees every change whose writer was answered before s. The copy is
 * trusted only while its last read was sent at most `confirmWindowMs` ago, and a process that
 * changes the content waits that long after its commit before it answers (`contentChanged`),
 * whenever another process listens. So by the time anyone can know of a change, every copy
 * older than it has expired, however late a notification arrives: a request that finds no
 * trusted copy goes through Express, which queries the version as before. Notifications only
 * make copies drop sooner. While the connection is down there is no copy; it reconnects every second.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { confirmWindowMs, sqliteContentChanged } from './content-version-leases.server.ts';

export { confirmWindowMs };
import { isPostgres, onClose, type Database } from './db.server.ts';

export const versionQuery = 'select version, next_publish_at from content_version where id = 1';

export interface ContentState {
  version: string;
  /** The earliest scheduled publish time (ms), at which this version expires; null when nothing is scheduled. */
  nextPublishAt: number | null;
}

export interface StateRow {
  version: number | string;
  next_publish_at: string | Date | null;
}

export function toState(row: StateRow | undefined): ContentState {
  const next = row?.next_publish_at ?? null;
  return { version: String(row?.version ?? 0), nextPublishAt: next === null ? null : new Date(next).getTime() };
}

/** A copy older than this is read again in the background when the fast path asks for it. */
const refreshAfterMs = 100;
/** After the connection fails, the next attempt waits this long. */
const relistenMs = 1000;
/** A read on the listening connection that takes longer means the connection is lost. */
const readTimeoutMs = 2000;
/** How listening connections name themselves, so that writers can see whether any other process listens. */
export const listenerApplicationName = 'content-version-listener';
const channel = 'content_version';

interface Listener {
  /** The state as read at most confirmWindowMs ago on the listening connection, or undefined. */
  confirmed(): ContentState | undefined;
  /** Forgets the copy (this process has just changed the content). */
  invalidate(): void;
  /** The server process id of the listening connection, while connected. */
  backendPid(): number | undefined;
  /** Resolves when a read has just confirmed the copy (tests wait for it before asking the fast path). */
  fresh(): Promise<void>;
}

const listeners = new WeakMap<Database, Listener>();

/** The process's listener for `db` (PostgreSQL only), started on first use: after migrations. */
export function contentVersionListener(db: Database): Listener {
  let listener = listeners.get(db);
  if (!listener) {
    listener = createListener(db);
    listeners.set(db, listener);
  }
  return listener;
}

function createListener(db: Database): Listener {
  let client: pg.Client | undefined;
  let pid: number | undefined;
  let copy: { state: ContentState; sentAt: number } | undefined;
  /** Raised by every notification and invalidation: a read sent before it is not trusted. */
  let epoch = 0;
  let reading = false;
  let started = false;
  let closed = false;
  let waiting: (() => void)[] = [];

  const start = () => {
    if (started) return;
    started = true;
    connect();
  };

  const forget = () => {
    epoch++;
    copy = undefined;
  };

  const read = () => {
    const on = client;
    if (!on || reading) return;
    reading = true;
    const sentAt = performance.now();
    const at = epoch;
    on.query<StateRow>(versionQuery).then(
      ({ rows }) => {
        reading = false;
        if (client !== on) return;
        if (epoch === at) copy = { state: toState(rows[0]), sentAt };
        if (epoch === at && performance.now() - sentAt <= confirmWindowMs) {
          const confirmed = waiting;
          waiting = [];
          for (const resolve of confirmed) resolve();
        } else if (epoch !== at || waiting.length > 0) read();
      },
      () => {
        reading = false;
        drop(on);
      },
    );
  };

  const dropped = new WeakSet<pg.Client>();
  /** Forgets a failed connection and tries again in a second (once per connection). */
  const drop = (failed: pg.Client) => {
    if (dropped.has(failed)) return;
    dropped.add(failed);
    if (client === failed) {
      client = undefined;
      forget();
    }
    failed.removeAllListeners('notification');
    failed.end().catch(() => undefined);
    if (!closed) setTimeout(connect, relistenMs).unref();
  };

  const connect = () => {
    if (closed) return;
    const connection = db.client.config.connection as pg.ClientConfig;
    const candidate = new pg.Client({
      ...connection,
      application_name: listenerApplicationName,
      query_timeout: readTimeoutMs,
      keepAlive: true,
    });
    candidate.on('error', () => drop(candidate));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', ({ channel: heard }) => {
      if (heard !== channel || client !== candidate) return;
      forget();
      read();
    });
    candidate
      .connect()
      .then(() => candidate.query(`listen ${channel}`))
      .then(() => candidate.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .then(({ rows }) => {
        if (closed) return void candidate.end().catch(() => undefined);
        client = candidate;
        pid = rows[0]?.pid;
        forget();
        read();
      })
      .catch(() => drop(candidate));
  };

  onClose(db, () => {
    closed = true;
    const open = client;
    client = undefined;
    forget();
    open?.end().catch(() => undefined);
  });

  return {
    confirmed() {
      start();
      if (!copy) return undefined;
      const age = performance.now() - copy.sentAt;
      if (age > refreshAfterMs) read();
      return age <= confirmWindowMs ? copy.state : undefined;
    },
    invalidate() {
      forget();
      read();
    },
    backendPid: () => (client ? pid : undefined),
    fresh() {
      start();
      return new Promise((resolve) => {
        waiting.push(resolve);
        read();
      });
    },
  };
}

/**
 * Called by a writer after committing a change of the content version, before it answers. Its
 * own process's copy is forgotten at once; when another process listens, it waits confirmWindowMs,
 * after which no process trusts a copy read before the commit. On SQLite the same with the
 * readers registered beside the database file (database/content-version-leases.server.ts).
 */
export async function contentChanged(db: Database): Promise<void> {
  if (!isPostgres(db)) {
    const { filename } = db.client.config.connection as { filename: string };
    await sqliteContentChanged(filename);
    return;
  }
  const own = listeners.get(db);
  own?.invalidate();
  let othersListen = true;
  try {
    const result = (await db.raw(
      'select count(*)::int as listening from pg_stat_activity where datname = current_database() and application_name = ? and pid <> ?',
      [listenerApplicationName, own?.backendPid() ?? 0],
    )) as { rows: { listening: number }[] };
    othersListen = (result.rows[0]?.listening ?? 1) > 0;
  } catch {
    // Not known: wait, as if another process listened.
  }
  if (othersListen) await sleep(confirmWindowMs);
}
