/**
 * The fast path's synchronous content version on SQLite (database/content-version.server.ts):
 * it re-reads the version only when the WAL index's header has changed since its last read
 * (docs/decisions/045-fast-path-costs.md). Two pools on one file stand for two processes: every
 * commit through one shows at once through the other, also after checkpoints restart the WAL.
 */
import { expect } from 'chai';
import { bumpContentVersion } from '#database/content-version-bump.server.ts';
import { contentVersionNow, getContentVersion } from '#database/content-version.server.ts';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

if (testDatabaseKind === 'sqlite') {
  describe('contentVersionNow on SQLite (the WAL index header check)', function () {
    this.timeout(30_000);
    let writer: Database;
    let reader: Database;

    before(async () => {
      const { SQLITE_PATH } = await freshDatabaseEnv();
      writer = createDatabase({ sqlitePath: SQLITE_PATH, isProduction: false });
      await migrateLatest(writer);
      reader = createDatabase({ sqlitePath: SQLITE_PATH, isProduction: false });
    });
    after(async () => {
      await closeDatabase(reader);
      await closeDatabase(writer);
    });

    const bump = () => writer.transaction((trx) => bumpContentVersion(trx));

    it('answers the version a commit through another connection made, on the next read', async () => {
      let before = contentVersionNow(reader);
      expect(before).to.equal(await getContentVersion(reader));
      for (let i = 0; i < 20; i++) {
        // Unchanged reads answer the same version (from the copy) until the next commit.
        expect(contentVersionNow(reader)).to.equal(before);
        await bump();
        const after = contentVersionNow(reader);
        expect(after, `commit ${i}`).not.to.equal(before);
        expect(after).to.equal(await getContentVersion(writer));
        before = after;
      }
    });

    it('still sees each commit after checkpoints restart the WAL from its start', async () => {
      for (let i = 0; i < 10; i++) {
        const before = contentVersionNow(reader);
        await writer.raw('pragma wal_checkpoint(truncate)');
        expect(contentVersionNow(reader)).to.equal(before);
        await bump();
        const after = contentVersionNow(reader);
        expect(after, `commit ${i} after a checkpoint`).not.to.equal(before);
        expect(after).to.equal(await getContentVersion(writer));
      }
    });

    it('sees a write that does not bump the version as no change of version', async () => {
      const before = contentVersionNow(reader);
      await writer('content_version').where({ id: 1 }).update({ id: 1 });
      expect(contentVersionNow(reader)).to.equal(before);
    });
  });
}
