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
import { isPostgres, onClose, type Database } from './db.server.ts';

const versionQuery = 'select version from content_version where id = 1';

type ContentVersionReader = () => Promise<string>;

/** A reader, and where one exists, a synchronous read that needs no network round trip. */
interface VersionSource {
  read: ContentVersionReader;
  /** The version now, or undefined when it cannot be had without waiting (then call `read`). */
  now?: () => string;
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
    sync(read: () => string): string | undefined {
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
  if (isPostgres(db)) {
    return {
      read: async () => {
        const row = (await db('content_version').where({ id: 1 }).first('version')) as { version: number | string } | undefined;
        return String(row?.version ?? 0);
      },
    };
  }
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
