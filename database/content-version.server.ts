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

const readers = new WeakMap<Database, ContentVersionReader>();

/** Changes whenever any post is written, by any process sharing the database. */
export function getContentVersion(db: Database): Promise<string> {
  let reader = readers.get(db);
  if (!reader) {
    reader = contentVersionReader(db);
    readers.set(db, reader);
  }
  return reader();
}

function contentVersionReader(db: Database): ContentVersionReader {
  if (isPostgres(db)) {
    return async () => {
      const row = (await db('content_version').where({ id: 1 }).first('version')) as { version: number | string } | undefined;
      return String(row?.version ?? 0);
    };
  }
  const filename = (db.client.config.connection as { filename: string }).filename;
  let statement: BetterSqlite3.Statement<[], number> | undefined;
  let connection: BetterSqlite3.Database | undefined;
  onClose(db, () => connection?.close());

  // Opened on first use (after migrations), and again after a failure.
  const read = (): string => {
    if (!statement) {
      connection = new BetterSqlite3(filename, { readonly: true, fileMustExist: true, timeout: 5000 });
      statement = connection.prepare<[], number>(versionQuery).pluck();
    }
    try {
      return String(statement.get() ?? 0);
    } catch (error) {
      connection?.close();
      connection = statement = undefined;
      throw error;
    }
  };
  return async () => read();
}
