/**
 * writeContent (database/write-content.server.ts): a content write and the bump of the content
 * version commit together or not at all, on SQLite and PostgreSQL.
 */
import { expect } from 'chai';
import { closeDatabase, type Database } from '#database/db.server.ts';
import { writeContent } from '#database/write-content.server.ts';
import { migratedTestDatabase, testDatabaseKind } from '../helpers/database.ts';

describe(`writeContent (${testDatabaseKind})`, () => {
  let db: Database;

  before(async () => {
    db = await migratedTestDatabase();
  });
  after(() => closeDatabase(db));

  const version = async () => Number(((await db('content_version').where({ id: 1 }).first('version')) as { version: number | string }).version);
  const settingsRows = async () => Number(((await db('company_settings').count({ n: '*' }).first()) as { n: number | string }).n);
  const saveSettings = (trx: Database) => trx('company_settings').insert({ id: 1, data: '{}', logo_image_id: null, updated_at: new Date().toISOString() });

  it('leaves nothing written and the version as it was when the write throws', async () => {
    const before = await version();
    let thrown: unknown;
    try {
      await writeContent(db, async (trx) => {
        await saveSettings(trx);
        throw new Error('the write fails after its first statement');
      });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).to.equal('the write fails after its first statement');
    expect(await settingsRows()).to.equal(0);
    expect(await version()).to.equal(before);
  });

  it('commits the write and bumps the version once', async () => {
    const before = await version();
    await writeContent(db, (trx) => saveSettings(trx));
    expect(await settingsRows()).to.equal(1);
    expect(await version()).to.equal(before + 1);
  });

  it('commits a write that changed no content without bumping the version', async () => {
    const before = await version();
    const outcome = await writeContent(db, async (trx) => (await trx('company_settings').where({ id: 1 }).update({ data: '{"a":1}' }), 'stale'), {
      changed: (result) => result !== 'stale',
    });
    expect(outcome).to.equal('stale');
    expect(await db('company_settings').where({ id: 1 }).first('data')).to.deep.equal({ data: '{"a":1}' });
    expect(await version()).to.equal(before);
  });
});
