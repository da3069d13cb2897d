/**
 * The production server hashes passwords at bcrypt cost 12 when PASSWORD_HASH_COST is not set: the
 * test apps hash at 4 to save time (docs/decisions/054-faster-tests.md), and this proves the server
 * that operators run does not.
 */
import { expect } from 'chai';
import { closeDatabase, createDatabase } from '#database/db.server.ts';
import { findUserByUsername } from '#database/users.server.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';
import { processAdmin, startServerProcess } from '../helpers/server-process.ts';

describe(`Password hashing in the production server (${testDatabaseKind})`, () => {
  it("stores the first admin's password at bcrypt cost 12", async () => {
    const database = await freshDatabaseEnv();
    const server = await startServerProcess({ database });
    await server.stop();
    const db = createDatabase({ databaseUrl: database.DATABASE_URL, sqlitePath: database.SQLITE_PATH });
    try {
      expect((await findUserByUsername(db, processAdmin.username))?.passwordHash).to.match(/^\$2b\$12\$/);
    } finally {
      await closeDatabase(db);
    }
  });
});
