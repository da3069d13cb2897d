/**
 * The content version: one number that changes whenever any process writes a
 * post, read on every request for a page rendered from posts (the render
 * cache's key, server/pages.server.ts).
 *
 * On SQLite the read goes through a second, read-only connection with a
 * prepared statement: one synchronous row read of a few microseconds that never
 * queues behind the single read-write connection, which may be busy with a
 * durable commit. WAL lets it read beside the writer and see every commit as
 * soon as it is made, by this process or another on the same file. On
 * PostgreSQL it is a query through the pool.
 */
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { isPostgres, onClose, type Database } from './db.server.ts';

const versionQuery = 'select version from content_version where id = 1';

type ContentVersionReader = () => Promise<string>;

/** A reader, and where one exists, a synchronous read that needs no network round trip. */
interface VersionSource {
  read: ContentVersionReader;
  /** The version now, or undefined when it cannot be had without waiting (then call `read`). */
  now?: () => string | undefined;
}

/**
 * After a failed read, further reads fail at once for this long instead of each
 * waiting for the database's own timeout: during an outage, pages served as last
 * rendered answer immediately, and the site tries again every 2 seconds.
 */
export const RETRY_AFTER_FAILURE_MS = 2000;

const sources = new WeakMap<Database, { read: ContentVersionReader; now: () => string | undefined }>();

function sourceFor(db: Database) {
  let source = sources.get(db);
  if (!source) {
    const { read, now } = contentVersionSource(db);
    const guard = failingFast();
    source = {
      read: () => guard.async(read),
      // Synchronous callers (the fast path, server/fast-pages.server.ts) fall back to `read` on undefined.
      now: now ? () => guard.sync(now) : () => undefined,
    };
    sources.set(db, source);
  }
  return source;
}

/** Changes whenever any post is written, by any process sharing the database. */
export function getContentVersion(db: Database): Promise<string> {
  return sourceFor(db).read();
}

/**
 * The same version, read synchronously where that costs no round trip (SQLite); undefined on
 * PostgreSQL, during an outage, or while reads fail fast after a failure: then use getContentVersion.
 */
export function contentVersionNow(db: Database): string | undefined {
  return sourceFor(db).now();
}

/**
 * A value computed from posts (the feed, the sitemap's entries), recomputed only
 * when the content version changes; while the version cannot be read, the value
 * as last computed, like the page cache.
 */
export function perContentVersion<T>(db: Database, compute: () => Promise<T>): () => Promise<T> {
  let cached: { version: string; value: T } | undefined;
  return async () => {
    let version: string;
    try {
      version = await getContentVersion(db);
    } catch (error) {
      if (cached) return cached.value;
      throw error;
    }
    if (cached?.version !== version) cached = { version, value: await compute() };
    return cached.value;
  };
}

/** One failure state shared by the asynchronous and the synchronous read. */
function failingFast() {
  let failure: { at: number; error: unknown } | undefined;
  const failingNow = () => failure !== undefined && Date.now() - failure.at < RETRY_AFTER_FAILURE_MS;
  return {
    async async(read: ContentVersionReader): Promise<string> {
      if (failingNow()) throw failure!.error;
      try {
        const version = await read();
        failure = undefined;
        return version;
      } catch (error) {
        failure = { at: Date.now(), error };
        throw error;
      }
    },
    sync(read: () => string | undefined): string | undefined {
      if (failingNow()) return undefined;
      try {
        const version = read();
        failure = undefined;
        return version;
      } catch (error) {
        failure = { at: Date.now(), error };
        return undefined;
      }
    },
  };
}

function contentVersionSource(db: Database): VersionSource {
  if (isPostgres(db)) return postgresSource(db);
  const filename = (db.client.config.connection as { filename: string }).filename;
  let statement: BetterSqlite3.Statement<[], number> | undefined;
  let connection: BetterSqlite3.Database | undefined;
  let closed = false;
  const reset = () => {
    connection?.close();
    connection = statement = undefined;
  };
  onClose(db, () => {
    closed = true;
    reset();
  });

  // Opened on first use (after migrations), and again after a failure. The read is synchronous, so
  // it must never wait long: a reader under WAL is blocked only by recovery after a crash, and then
  // the page handler serves the page as last rendered rather than stall every request.
  const read = (): string => {
    if (closed) throw new Error('the database is closed');
    if (!statement) {
      const opened = new BetterSqlite3(filename, { readonly: true, fileMustExist: true, timeout: 50 });
      try {
        statement = opened.prepare<[], number>(versionQuery).pluck();
      } catch (error) {
        opened.close();
        throw error;
      }
      connection = opened;
    }
    try {
      return String(statement.get() ?? 0);
    } catch (error) {
      reset();
      throw error;
    }
  };
  return { read: async () => read(), now: read };
}

/** How long a process that changed the content waits for its own listener to hear of it. */
const noticeWaitMs = 250;
/** After the listener's connection fails, the next attempt waits this long. */
const relistenMs = 1000;

interface PostgresListener {
  /** The version as last announced, while the listener is connected; undefined otherwise. */
  known(): string | undefined;
  /** Resolves once the listener has heard of `version` (or could not: not connected, or after noticeWaitMs). */
  heard(version: number): Promise<void>;
}

const listeners = new WeakMap<Database, PostgresListener>();

/**
 * PostgreSQL: a local copy of the version, kept by a connection of its own that LISTENs on
 * `content_version` (announced by a trigger, migration 2026-11-22-7001). While it is not
 * connected, every read is the query, as before. See docs/decisions/016-content-version-without-a-query.md.
 */
function postgresSource(db: Database): VersionSource {
  const query = async () => {
    const row = (await db('content_version').where({ id: 1 }).first('version')) as { version: number | string } | undefined;
    return String(row?.version ?? 0);
  };
  const listener = postgresListener(db);
  return { read: async () => listener.known() ?? query(), now: () => listener.known() };
}

function postgresListener(db: Database): PostgresListener {
  const existing = listeners.get(db);
  if (existing) return existing;
  let known: number | undefined;
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let waiters: { version: number; resolve: () => void }[] = [];

  const settle = () => {
    const left: typeof waiters = [];
    for (const waiter of waiters) {
      if (known === undefined || known >= waiter.version) waiter.resolve();
      else left.push(waiter);
    }
    waiters = left;
  };
  const drop = (failed: pg.Client) => {
    if (client !== failed && client !== undefined) return;
    client = undefined;
    known = undefined;
    settle();
    failed.end().catch(() => undefined);
    if (!closed) setTimeout(listen, relistenMs).unref();
  };
  const listen = () => {
    if (closed) return;
    const connection = db.client.config.connection as pg.ClientConfig;
    const candidate = new pg.Client({ ...connection, statement_timeout: undefined });
    candidate.on('error', () => drop(candidate));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', ({ channel, payload }) => {
      const version = Number(payload);
      if (channel !== 'content_version' || !Number.isSafeInteger(version) || client !== candidate) return;
      known = Math.max(known ?? version, version);
      settle();
    });
    client = candidate;
    // Listen first, then read: a change made in between is announced after the read's answer.
    candidate
      .connect()
      .then(() => candidate.query('listen content_version'))
      .then(() => candidate.query<{ version: string | number }>('select version from content_version where id = 1'))
      .then(({ rows }) => {
        if (client !== candidate) return;
        const version = Number(rows[0]?.version ?? 0);
        known = Math.max(known ?? version, version);
        settle();
      })
      .catch(() => drop(candidate));
  };
  onClose(db, () => {
    closed = true;
    known = undefined;
    settle();
    const open = client;
    client = undefined;
    open?.end().catch(() => undefined);
  });

  const listener: PostgresListener = {
    known() {
      if (!started) {
        // Started on first use: after migrations, so the table and the trigger exist.
        started = true;
        listen();
      }
      return known === undefined ? undefined : String(known);
    },
    heard(version) {
      if (known === undefined || known >= version) return Promise.resolve();
      return new Promise((resolve) => {
        const waiter = { version, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          resolve();
        }, noticeWaitMs).unref();
      });
    },
  };
  listeners.set(db, listener);
  return listener;
}

/**
 * Called by a process that has just changed the content version to `version` (PostgreSQL), before it
 * answers: waits (briefly) until its own listener has heard the announcement, which PostgreSQL sends to
 * every listening process at the same moment. Narrows, does not close, the window in which another
 * process may still serve the previous page (docs/decisions/016-content-version-without-a-query.md).
 */
export function contentVersionAnnounced(db: Database, version: number): Promise<void> {
  return listeners.get(db)?.heard(version) ?? Promise.resolve();
}
