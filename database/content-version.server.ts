/**
 * The content version: one number that changes whenever any process writes
 * content, read on every request for a page rendered from posts (the render
 * cache's key, server/pages.server.ts).
 *
 * On SQLite the read goes through a second, read-only connection with a
 * prepared statement: one synchronous row read of a few microseconds that never
 * queues behind the single read-write connection, which may be busy with a
 * durable commit. WAL lets it read beside the writer and see every commit as
 * soon as it is made, by this process or another on the same file. On
 * PostgreSQL it is a query through the pool; the fast path instead uses a copy kept by a listening
 * connection, trusted only while recently confirmed (database/content-version-listener.server.ts).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { holdLease, type Lease } from './content-version-leases.server.ts';
import { confirmWindowMs, contentVersionListener, toState, versionQuery, type ContentState, type StateRow } from './content-version-listener.server.ts';
import { isPostgres, onClose, type Database } from './db.server.ts';
import { publishDuePosts } from './scheduled-publishing.server.ts';

type ContentStateReader = () => Promise<ContentState>;

/**
 * A reader, and a synchronous read that needs no network round trip: the file on SQLite, the
 * listener's confirmed copy on PostgreSQL (undefined while it has none).
 */
interface StateSource {
  read: ContentStateReader;
  readNow: () => ContentState | undefined;
}

/**
 * After a failed read, further reads fail at once for this long instead of each
 * waiting for the database's own timeout: during an outage, pages served as last
 * rendered answer immediately, and the site tries again every 2 seconds.
 */
export const RETRY_AFTER_FAILURE_MS = 2000;

const readers = new WeakMap<Database, { read: ContentStateReader; readNow: () => ContentState | undefined }>();
const publishing = new WeakMap<Database, Promise<unknown>>();

function readerFor(db: Database) {
  let reader = readers.get(db);
  if (!reader) {
    const { read, readNow } = contentStateSource(db);
    const guard = failingFast();
    reader = {
      read: () => guard.async(read),
      readNow: () => guard.sync(readNow),
    };
    readers.set(db, reader);
  }
  return reader;
}

function readState(db: Database): Promise<ContentState> {
  return readerFor(db).read();
}

/**
 * The content version, read synchronously where that costs no round trip, for the fast path
 * (server/fast-pages.server.ts). Undefined where publishDuePostsThenReadVersion must be awaited instead: on
 * PostgreSQL while the listener has no recently confirmed copy, while reads fail fast after a
 * failure, and when a scheduled post is due (publishDuePostsThenReadVersion publishes it first).
 */
export function contentVersionNow(db: Database, now: () => number = Date.now): string | undefined {
  const state = readerFor(db).readNow();
  if (!state || (state.nextPublishAt !== null && state.nextPublishAt <= now())) return undefined;
  return state.version;
}

/**
 * Resolves once contentVersionNow can answer without waiting: at once on SQLite; on PostgreSQL when
 * the listener has just confirmed its copy. Tests of the fast path wait for it before each request.
 */
export async function contentVersionConfirmed(db: Database): Promise<void> {
  if (isPostgres(db)) await contentVersionListener(db).fresh();
}

/**
 * Publishes the scheduled posts whose time has come, then answers the content version. The version
 * changes whenever any process writes content (database/write-content.server.ts) and when a
 * scheduled post's time comes: a version past its expiry first publishes what is due (one attempt
 * at a time per process), so every reader of the version (pages, feed, sitemap, API) sees the post
 * from that moment. Cheap when nothing is due: one read of the version.
 */
export async function publishDuePostsThenReadVersion(db: Database, now: () => number = Date.now): Promise<string> {
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
      version = await publishDuePostsThenReadVersion(db);
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
    async async(read: ContentStateReader): Promise<ContentState> {
      if (failingNow()) throw failure!.error;
      try {
        const state = await read();
        failure = undefined;
        return state;
      } catch (error) {
        failure = { at: Date.now(), error };
        throw error;
      }
    },
    sync(read: () => ContentState | undefined): ContentState | undefined {
      if (failingNow()) return undefined;
      try {
        const state = read();
        if (state) failure = undefined;
        return state;
      } catch (error) {
        failure = { at: Date.now(), error };
        return undefined;
      }
    },
  };
}

function contentStateSource(db: Database): StateSource {
  if (isPostgres(db)) {
    const listener = contentVersionListener(db);
    return {
      read: async () => toState((await db('content_version').where({ id: 1 }).first('version', 'next_publish_at')) as StateRow | undefined),
      readNow: () => listener.confirmed(),
    };
  }
  const filename = (db.client.config.connection as { filename: string }).filename;
  let statement: BetterSqlite3.Statement<[], StateRow> | undefined;
  let connection: BetterSqlite3.Database | undefined;
  let closed = false;
  // The WAL index's header: the first 48 bytes of the `-shm` file, which every connection to the
  // database (in any process) maps into memory, and which a writer rewrites at every commit, before
  // the commit returns (its frame count, salts and checksums change with each one). Unchanged bytes
  // mean no commit since they were read, so the state read after them still holds; this costs one
  // pread of 48 bytes instead of a read transaction (two fcntl locks and a statement) per request.
  // Any doubt (a torn read, a header that moved) only means reading the state again.
  let shm: number | null | undefined;
  let known: ContentState | undefined;
  const header = Buffer.alloc(48);
  const seen = Buffer.alloc(48);
  // A lease (docs/decisions/049-content-version-leases-on-sqlite.md): while registered as a reader,
  // a copy confirmed at time s answers without any system call until s + confirmWindowMs; writers
  // wait that long before answering whenever another reader is registered.
  let lease: Lease | undefined;
  let confirmedAt = -Infinity;
  const forget = () => {
    known = undefined;
    confirmedAt = -Infinity;
  };
  const reset = () => {
    connection?.close();
    connection = statement = undefined;
    if (shm) closeSync(shm);
    shm = undefined;
    forget();
  };
  onClose(db, () => {
    closed = true;
    lease?.release();
    lease = undefined;
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
  // The fast path's read (docs/decisions/045-fast-path-costs.md). The -shm file cannot be removed
  // while this process keeps a connection open (SQLite deletes it only when the last one closes).
  const readNow = (): ContentState => {
    if (closed) throw new Error('the database is closed');
    if (known && performance.now() - confirmedAt < confirmWindowMs) return known;
    if (shm === undefined && statement) {
      try {
        shm = openSync(`${filename}-shm`, 'r');
        lease ??= holdLease(filename, forget);
      } catch {
        shm = null; // no shared-memory WAL index (another journal mode): read every time
      }
    }
    // Taken before the check: the check sees every commit completed before this moment.
    const checkedAt = performance.now();
    if (shm) {
      if (readSync(shm, header, 0, 48, 0) === 48) {
        if (known && header.equals(seen)) {
          if (lease?.current()) confirmedAt = checkedAt;
          return known;
        }
        header.copy(seen);
      } else seen.fill(0);
    }
    forget();
    const state = read();
    if (shm) {
      known = state;
      if (lease?.current()) confirmedAt = checkedAt;
    }
    return state;
  };
  return { read: async () => read(), readNow };
}
