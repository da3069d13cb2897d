import { expect } from 'chai';
import { archivedTables, skippedTables, sqliteOnlyTables } from '#database/backup/tables.server.ts';
import type { Database } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { ArchiveError } from '#server/backup/site-archive.server.ts';
import { archiveOf, closeBackupDatabases, dumpTables, restoreBuffer, sqliteDatabase, tableNames, testEngineDatabase } from '../helpers/backup.ts';
import { sampleBytes, seedEveryTable } from '../helpers/backup-seed.ts';
import { testDatabaseKind } from '../helpers/database.ts';

const passphrase = 'a long enough passphrase';

async function mediaBytes(db: Database): Promise<Buffer> {
  const row = (await db('media_blobs').where({ key: 'original-key' }).first('data')) as { data: Uint8Array };
  return Buffer.from(row.data);
}

async function expectArchiveError(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the restore should have failed').to.be.instanceOf(ArchiveError);
  expect((error as Error).message).to.match(pattern);
}

describe(`Backup archives (SQLite and ${testDatabaseKind})`, function () {
  this.timeout(60_000);
  after(closeBackupDatabases);

  it('carries or names a reason for every table the migrations make', async () => {
    const db = await testEngineDatabase();
    const covered = [...archivedTables.map((table) => table.name), ...Object.keys(skippedTables)]
      .filter((name) => testDatabaseKind === 'sqlite' || !sqliteOnlyTables.includes(name))
      .sort();
    expect(await tableNames(db)).to.deep.equal(covered);
  });

  it(`keeps every row and the media bytes from SQLite through ${testDatabaseKind} back to SQLite`, async () => {
    const media = sampleBytes(300_000);
    const source = await sqliteDatabase();
    await seedEveryTable(source, media);
    const expected = await dumpTables(source);
    for (const table of archivedTables) expect(expected[table.name], `${table.name} seeded`).to.not.be.empty;

    const middle = await testEngineDatabase();
    const first = await restoreBuffer(middle, await archiveOf(source, passphrase), { passphrase });
    expect(first.manifest.schemaVersion, 'the last migration').to.equal((await migrationSource.getMigrations([])).at(-1));
    expect(await dumpTables(middle)).to.deep.equal(expected);

    const last = await sqliteDatabase();
    await restoreBuffer(last, await archiveOf(middle));
    expect(await dumpTables(last)).to.deep.equal(expected);
    expect((await mediaBytes(last)).equals(media)).to.equal(true);
  });

  it('lets the restored site add rows after the restored ones', async () => {
    const source = await sqliteDatabase();
    await seedEveryTable(source);
    const target = await testEngineDatabase();
    await restoreBuffer(target, await archiveOf(source));
    const [row] = (await target('tags').insert({ slug: 'new', name: 'New', created_at: new Date().toISOString() }).returning('id')) as { id: number }[];
    expect(Number(row!.id)).to.equal(2);
  });

  it('refuses a database that holds rows unless told to replace them, and then replaces them all', async () => {
    const source = await sqliteDatabase();
    await seedEveryTable(source);
    const archive = await archiveOf(source);
    const target = await testEngineDatabase();
    await target('tags').insert({ slug: 'mine', name: 'Mine', created_at: new Date().toISOString() });
    await expectArchiveError(restoreBuffer(target, archive), /not empty \(tags has rows\).*--replace/);
    expect(await target('tags').pluck('slug')).to.deep.equal(['mine']);
    await restoreBuffer(target, archive, { replace: true });
    expect(await dumpTables(target)).to.deep.equal(await dumpTables(source));
  });

  describe('an archive that cannot be restored changes nothing', () => {
    let archive: Buffer;
    let encrypted: Buffer;
    let target: Database;
    let unchanged: Record<string, string[]>;

    before(async () => {
      const source = await sqliteDatabase();
      await seedEveryTable(source);
      archive = await archiveOf(source);
      encrypted = await archiveOf(source, passphrase);
      target = await testEngineDatabase();
      await target('tags').insert({ slug: 'kept', name: 'Kept', created_at: new Date().toISOString() });
      unchanged = await dumpTables(target);
    });

    afterEach(async () => {
      expect(await dumpTables(target)).to.deep.equal(unchanged);
    });

    it('says the passphrase is wrong', async () => {
      await expectArchiveError(restoreBuffer(target, encrypted, { passphrase: 'not the passphrase', replace: true }), /^Wrong passphrase/);
    });

    it('asks for the passphrase of an encrypted archive', async () => {
      await expectArchiveError(restoreBuffer(target, encrypted, { replace: true }), /encrypted: give its passphrase/);
    });

    it('says an encrypted archive was changed', async () => {
      const changed = Buffer.from(encrypted);
      changed[changed.length - 40]! ^= 0x01;
      await expectArchiveError(restoreBuffer(target, changed, { passphrase, replace: true }), /damaged or was changed/);
    });

    it('says an encrypted archive is truncated', async () => {
      await expectArchiveError(restoreBuffer(target, encrypted.subarray(0, encrypted.length - 100), { passphrase, replace: true }), /truncated/);
    });

    it('says an unencrypted archive was changed', async () => {
      const changed = Buffer.from(archive);
      changed[Math.floor(changed.length / 2)]! ^= 0x20;
      await expectArchiveError(restoreBuffer(target, changed, { replace: true }), /damaged|changed|truncated/);
    });

    it('says an unencrypted archive is truncated', async () => {
      await expectArchiveError(restoreBuffer(target, archive.subarray(0, Math.floor(archive.length * 0.6)), { replace: true }), /truncated/);
    });

    it('says a file is not an archive', async () => {
      await expectArchiveError(restoreBuffer(target, Buffer.from('<?xml version="1.0"?><rss/>'), { replace: true }), /not a backup archive/);
    });
  });
});
