/**
 * The fast path's synchronous content version on SQLite (database/content-version.server.ts):
 * it re-reads the version only when the WAL index's header has changed since its last read
 * (docs/decisions/045-fast-path-costs.md), and a copy it confirmed answers without looking for
 * confirmWindowMs while its reader is registered beside the database; writers wait that long when
 * another reader is registered (decision 049). Two pools on one file stand for two processes.
 */
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { confirmWindowMs, readersDirectory, sqliteContentChanged, staleAfterMs } from '#database/content-version-leases.server.ts';
import { contentVersionNow, publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { writeContent } from '#database/write-content.server.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

if (testDatabaseKind === 'sqlite') {
  describe('contentVersionNow on SQLite (the WAL index header check)', function () {
    this.timeout(30_000);
    let writer: Database;
    let reader: Database;
    let databaseFile: string;

    before(async () => {
      const { SQLITE_PATH } = await freshDatabaseEnv();
      databaseFile = SQLITE_PATH;
      writer = createDatabase({ sqlitePath: SQLITE_PATH, isProduction: false });
      await migrateLatest(writer);
      reader = createDatabase({ sqlitePath: SQLITE_PATH, isProduction: false });
    });
    after(async () => {
      await closeDatabase(reader);
      await closeDatabase(writer);
    });

    /** A commit that changes the version without telling any reader: what writers wait out. */
    const bump = () => writer('content_version').where({ id: 1 }).increment('version', 1);
    /** A content write as every writer makes it, telling the readers. */
    const contentWrite = () => writeContent(writer, async () => undefined);
    /** Lets every lease run out, as a writer's wait does. */
    const leasesRunOut = () => new Promise((resolve) => setTimeout(resolve, confirmWindowMs + 20));
    /** A reader file of another process, touched `ageMs` ago. */
    const otherReader = (name: string, ageMs: number) => {
      const file = join(readersDirectory(databaseFile), name);
      mkdirSync(readersDirectory(databaseFile), { recursive: true });
      writeFileSync(file, '12345\n');
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
      return name;
    };
    const timed = async (work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };

    it('answers the version a commit through another connection made, once the window writers wait out has passed', async () => {
      let before = contentVersionNow(reader);
      expect(before).to.equal(await publishDuePostsThenReadVersion(reader));
      for (let i = 0; i < 20; i++) {
        // Unchanged reads answer the same version (from the copy) until the next commit.
        expect(contentVersionNow(reader)).to.equal(before);
        await bump();
        await leasesRunOut();
        const after = contentVersionNow(reader);
        expect(after, `commit ${i}`).not.to.equal(before);
        expect(after).to.equal(await publishDuePostsThenReadVersion(writer));
        before = after;
      }
    });

    it('still sees each commit after checkpoints restart the WAL from its start', async () => {
      for (let i = 0; i < 10; i++) {
        const before = contentVersionNow(reader);
        await writer.raw('pragma wal_checkpoint(truncate)');
        await leasesRunOut();
        expect(contentVersionNow(reader)).to.equal(before);
        await bump();
        await leasesRunOut();
        const after = contentVersionNow(reader);
        expect(after, `commit ${i} after a checkpoint`).not.to.equal(before);
        expect(after).to.equal(await publishDuePostsThenReadVersion(writer));
      }
    });

    it('sees a write that does not bump the version as no change of version', async () => {
      const before = contentVersionNow(reader);
      await writer('content_version').where({ id: 1 }).update({ id: 1 });
      await leasesRunOut();
      expect(contentVersionNow(reader)).to.equal(before);
    });

    it('trusts a confirmed copy for confirmWindowMs, registered as a reader beside the database', async () => {
      const before = contentVersionNow(reader);
      expect(readdirSync(readersDirectory(databaseFile))).to.have.length.of.at.least(1);
      // A commit nobody was told of is not seen within the window: this is what writers wait out.
      await bump();
      expect(contentVersionNow(reader)).to.equal(before);
      await leasesRunOut();
      expect(contentVersionNow(reader)).not.to.equal(before);
    });

    it("shows a change at once to readers of the writer's own process, without waiting", async () => {
      const before = contentVersionNow(reader);
      await contentWrite();
      expect(contentVersionNow(reader)).not.to.equal(before);
      // The step after the commit alone: the transaction's own time on a busy machine is not what is measured.
      expect(await timed(() => sqliteContentChanged(databaseFile))).to.be.below(confirmWindowMs);
    });

    it("makes a writer wait out the window while another process's reader is registered, and then every copy shows the change", async () => {
      const other = otherReader('another-process', 0);
      const before = contentVersionNow(reader);
      const waited = await timed(contentWrite);
      expect(waited).to.be.at.least(confirmWindowMs - 5);
      expect(contentVersionNow(reader)).not.to.equal(before);
      expect(readdirSync(readersDirectory(databaseFile))).to.include(other);
    });

    it('removes a reader file untouched for staleAfterMs (a process that died) and does not wait for it', async () => {
      for (const name of readdirSync(readersDirectory(databaseFile))) if (name === 'another-process') otherReader(name, staleAfterMs + 1000);
      const stale = otherReader('a-stopped-process', staleAfterMs + 1000);
      expect(await timed(() => sqliteContentChanged(databaseFile))).to.be.below(confirmWindowMs);
      expect(readdirSync(readersDirectory(databaseFile))).not.to.include(stale);
      expect(readdirSync(readersDirectory(databaseFile))).not.to.include('another-process');
    });

    it('removes its reader file when its database closes', async () => {
      const { SQLITE_PATH } = await freshDatabaseEnv();
      const own = createDatabase({ sqlitePath: SQLITE_PATH, isProduction: false });
      await migrateLatest(own);
      await publishDuePostsThenReadVersion(own);
      contentVersionNow(own);
      contentVersionNow(own);
      expect(readdirSync(readersDirectory(SQLITE_PATH))).to.have.length(1);
      await closeDatabase(own);
      expect(readdirSync(readersDirectory(SQLITE_PATH))).to.have.length(0);
    });
  });
}
