/**
 * An import's batches (server/import/run-import.server.ts) leave the event loop free between them: the web process
 * that runs a dashboard import keeps answering requests, and better-sqlite3 gets to free the statements of each
 * batch (it frees a statement in a later task), which kept 400 MB for 2,000 posts when the whole import ran as one.
 */
import { expect } from 'chai';
import { closeDatabase, type Database } from '#database/db.server.ts';
import { runImport, type DraftPost } from '#server/import/run-import.server.ts';
import { mediaStorage } from '#server/media/storage.server.ts';
import { migratedTestDatabase, testDatabaseKind } from '../helpers/database.ts';

const draft = (n: number): DraftPost => ({
  source: `wordpress:batch-${n}`,
  slug: `batch-${n}`,
  title: `Batch post ${n}`,
  excerpt: '',
  html: `<p>Post number ${n}.</p>`,
  coverUrl: null,
  changes: [],
  status: 'draft',
  publishAt: null,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  tags: ['News'],
  byline: null,
  legacyPaths: [`/?p=${n}`],
});

describe(`An import's batches (${testDatabaseKind})`, () => {
  let db: Database;

  before(async () => {
    db = await migratedTestDatabase();
  });
  after(() => closeDatabase(db));

  it('give the event loop a turn after each batch of 25 posts, so other work runs during the import', async () => {
    let turns = 0;
    let done = false;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    const posts = Array.from({ length: 100 }, (_, n) => draft(n));
    const report = await runImport(
      { db, storage: mediaStorage({ db }), archive: undefined, userId: null },
      { posts, dropped: [], tagPaths: [] },
      {
        kind: 'wordpress',
        fileName: 'batches.xml',
      },
    ).finally(() => (done = true));
    expect(report.counts.added).to.equal(100);
    // Four batches: the loop had at least one turn after each.
    expect(turns).to.be.at.least(4);
  });
});
