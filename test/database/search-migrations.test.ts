import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { migrationSource } from '#database/migrations/index.ts';
import { searchSite } from '#database/site-search.server.ts';
import { parseSearchQuery } from '#shared/search-query.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

describe(`Migrations 0100 (search index) and 0101 (index the published posts) (${testDatabaseKind})`, () => {
  let db: Database;
  const found = async (q: string) => (await searchSite(db, parseSearchQuery(q, 8), 10)).map((hit) => hit.url);
  before(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    const migrationsBefore = (await migrationSource.getMigrations([])).indexOf('2026-11-27-0100-create-search-documents');
    for (let step = 0; step < migrationsBefore; step++) await db.migrate.up();
    const now = new Date().toISOString();
    const post = (slug: string, status: string, noindex = false) => ({
      slug,
      title: `Backfilled ${slug}`,
      excerpt: '<p>Old excerpt</p>',
      content: '<p>Existing <strong>backfillword</strong> text</p>',
      published: status === 'published',
      status,
      noindex,
      created_at: now,
      updated_at: now,
    });
    await db('blog_posts').insert([post('live', 'published'), post('draft', 'draft'), post('hidden', 'published', true)]);
  });
  after(() => closeDatabase(db));

  it('indexes the posts already published, and only those', async () => {
    await db.migrate.up();
    await db.migrate.up();
    expect(await found('backfillword')).to.deep.equal(['/blog/live']);
    // Markup is not indexed.
    expect(await found('strong')).to.deep.equal([]);
  });

  it('both roll back with down and apply again', async () => {
    await db.migrate.down();
    expect(await db('search_documents').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
    await db.migrate.down();
    expect(await db.schema.hasTable('search_documents')).to.equal(false);
    await migrateLatest(db);
    expect(await found('backfillword')).to.deep.equal(['/blog/live']);
  });
});
