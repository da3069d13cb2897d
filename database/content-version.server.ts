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
import { publishDuePosts } from './scheduled-publishing.server.ts';

const versionQuery = 'select version, next_publish_at from content_version where id = 1';

interface ContentState {
  version: string;
  /** The earliest scheduled publish time (ms), at which this version expires; null when nothing is scheduled. */
  nextPublishAt: number | null;
}

interface StateRow {
  version: number | string;
  next_publish_at: string | Date | null;
}

type ContentStateReader = () => Promise<ContentState>;

function toState(row: StateRow | undefined): ContentState {
  const next = row?.next_publish_at ?? null;
  return { version: String(row?.version ?? 0), nextPublishAt: next === null ? null : new Date(next).getTime() };
}

/**
 * After a failed read, further reads fail at once for this long instead of each
 * waiting for the database's own timeout: during an outage, pages served as last
 * rendered answer immediately, and the site tries again every 2 seconds.
 */
export const RETRY_AFTER_FAILURE_MS = 2000;

const readers = new WeakMap<Database, ContentStateReader>();
const publishing = new WeakMap<Database, Promise<unknown>>();

function readState(db: Database): Promise<ContentState> {
  let reader = readers.get(db);
  if (!reader) {
    reader = failingFastAfterFailure(contentStateReader(db));
    readers.set(db, reader);
  }
  return reader();
}

/**
 * Changes whenever any post is written, by any process sharing the database,
 * and when a scheduled post's time comes: a version past its expiry first
 * publishes what is due (one attempt at a time per process), so every reader of
 * the version (pages, feed, sitemap, API) sees the post from that moment.
 */
export async function getContentVersion(db: Database, now: () => number = Date.now): Promise<string> {
  const state = await readState(db);
  if (state.nextPublishAt === null || state.nextPublishAt > now()) return state.version;
  let attempt = publishing.get(db);
  if (!attempt) {
    attempt = publishDuePosts(db, new Date(now())).finally(() => publishing.delete(db));
    publishing.set(db, attempt);
  }
  await attempt;
  return (await readState(db)).version;
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

function failingFastAfterFailure(read: ContentStateReader): ContentStateReader {
  let failure: { at: number; error: unknown } | undefined;
  return async () => {
    if (failure && Date.now() - failure.at < RETRY_AFTER_FAILURE_MS) throw failure.error;
    try {
      const version = await read();
      failure = undefined;
      return version;
    } catch (error) {
      failure = { at: Date.now(), error };
      throw error;
    }
  };
}

function contentStateReader(db: Database): ContentStateReader {
  if (isPostgres(db)) {
    return async () => toState((await db('content_version').where({ id: 1 }).first('version', 'next_publish_at')) as StateRow | undefined);
  }
  const filename = (db.client.config.connection as { filename: string }).filename;
  let statement: BetterSqlite3.Statement<[], StateRow> | undefined;
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
  const read = (): ContentState => {
    if (closed) throw new Error('the database is closed');
    if (!statement) {
      const opened = new BetterSqlite3(filename, { readonly: true, fileMustExist: true, timeout: 50 });
      try {
        statement = opened.prepare<[], StateRow>(versionQuery);
      } catch (error) {
        opened.close();
        throw error;
      }
      connection = opened;
    }
    try {
      return toState(statement.get());
    } catch (error) {
      reset();
      throw error;
    }
  };
  return async () => read();
}
