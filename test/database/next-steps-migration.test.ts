/**
 * Migration 2026-11-28-0500: the home and thank-you pages of a database seeded before their next steps get them
 * (booking the free assessment call, the blog), unless someone has edited the page since the seed.
 */
import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

const name = '2026-11-28-0500-add-next-steps-to-home-and-thank-you';
const sectionIds = async (db: Database, path: string) =>
  (JSON.parse(((await db('site_pages').where({ path }).first('content')) as { content: string }).content) as { sections: { id: string }[] }).sections.map(
    (section) => section.id,
  );

describe(`Migration 0500, the next steps on the home and thank-you pages (${testDatabaseKind})`, () => {
  let db: Database;
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    const before = (await migrationSource.getMigrations([])).indexOf(name);
    for (let step = 0; step < before; step++) await db.migrate.up();
    // As a database seeded before the next steps existed: the seed without them; and the thank-you page edited since.
    for (const [path, id] of [
      ['/', 'book-call'],
      ['/thank-you', 'next-steps'],
    ] as const) {
      const row = (await db('site_pages').where({ path }).first('content')) as { content: string };
      const content = JSON.parse(row.content) as { sections: { id: string }[] };
      content.sections = content.sections.filter((section) => section.id !== id);
      await db('site_pages')
        .where({ path })
        .update({ content: JSON.stringify(content) });
    }
    await db('site_pages').where({ path: '/thank-you' }).update({ updated_by: 1 });
  });
  after(() => closeDatabase(db));

  it('adds the booking band before the contact form of an unedited home page, leaves an edited page alone, and moves the content version', async () => {
    expect(await sectionIds(db, '/')).not.to.include('book-call');
    const version = Number(((await db('content_version').first('version')) as { version: number }).version);
    const [, applied] = (await db.migrate.up()) as [number, string[]];
    expect(applied).to.deep.equal([name]);
    const home = await sectionIds(db, '/');
    expect(home.slice(-2)).to.deep.equal(['book-call', 'contact']);
    expect(await sectionIds(db, '/thank-you')).to.deep.equal(['message']);
    expect(Number(((await db('content_version').first('version')) as { version: number }).version)).to.equal(version + 1);
  });

  it('adds nothing twice, rolls back and applies again', async () => {
    await db.migrate.down();
    expect(await sectionIds(db, '/')).not.to.include('book-call');
    await migrateLatest(db);
    expect((await sectionIds(db, '/')).filter((id) => id === 'book-call')).to.have.length(1);
  });

  it('gives a new database both pages with their next steps from the seed', async () => {
    const env = await freshDatabaseEnv();
    const fresh = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    try {
      await migrateLatest(fresh);
      expect((await sectionIds(fresh, '/')).slice(-2)).to.deep.equal(['book-call', 'contact']);
      expect(await sectionIds(fresh, '/thank-you')).to.deep.equal(['message', 'next-steps']);
    } finally {
      await closeDatabase(fresh);
    }
  });
});
