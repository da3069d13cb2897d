/** SQLite's own consistency check, through a separate connection. */
import { createDatabase, type Database } from '#database/db.server.ts';
import type { TestDatabaseEnv } from '../helpers/database.ts';

/** `PRAGMA integrity_check`: "ok", or the problems found, one per line. */
export async function integrityCheck(database: TestDatabaseEnv): Promise<string> {
  const db: Database = createDatabase({ sqlitePath: database.SQLITE_PATH });
  try {
    const rows = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('\n');
  } finally {
    await db.destroy();
  }
}
