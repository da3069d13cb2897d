import { expect } from 'chai';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { upsertPageDocuments, type SearchDocument } from '#database/search-index.server.ts';
import { rankedPosts, searchSite } from '#database/site-search.server.ts';
import { parseSearchQuery } from '#shared/search-query.ts';
import { migratedDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

describe(`The pages' rows of the search index (${testDatabaseKind})`, () => {
  let db: Database;
  const found = async (q: string) => (await searchSite(db, parseSearchQuery(q, 8), 10)).map((hit) => hit.url);
  const page = (url: string, body: string): SearchDocument => ({ url, title: `Page ${url}`, excerpt: 'About it', tags: 'Heading', body });
  before(async () => {
    const env = await migratedDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  });
  after(() => closeDatabase(db));

  it('replaces the pages on every start: changed pages updated, removed pages gone, twice at once fine', async () => {
    await upsertPageDocuments(db, [page('/one', 'oldword'), page('/two', 'twoword')]);
    expect(await found('oldword')).to.deep.equal(['/one']);
    // A new build's copy: /one changed, /two gone, /three new; two processes starting at once.
    const next = [page('/one', 'newword'), page('/three', 'threeword')];
    await Promise.all([upsertPageDocuments(db, next), upsertPageDocuments(db, next)]);
    expect(await found('oldword')).to.deep.equal([]);
    expect(await found('newword')).to.deep.equal(['/one']);
    expect(await found('twoword')).to.deep.equal([]);
    expect(await found('threeword')).to.deep.equal(['/three']);
  });

  it('ranks every matching page however many posts match, and the newest posts among them', async () => {
    const rows = Array.from({ length: rankedPosts + 20 }, (_, index) => ({
      key: `post:bench-${index}`,
      kind: 'post',
      url: `/blog/common-${index}`,
      title: `Common ${index}`,
      excerpt: '',
      tags: '',
      body: 'commonword',
    }));
    await db.batchInsert('search_documents', rows, 100);
    // A page whose title is the word ranks first, though it is older than every post.
    await upsertPageDocuments(db, [{ ...page('/one', 'commonword'), title: 'Commonword' }]);
    const hits = (await searchSite(db, parseSearchQuery('commonword', 8), 50)).map((hit) => hit.url);
    expect(hits).to.have.length(50);
    expect(hits[0]).to.equal('/one');
    // The oldest posts are past the newest `rankedPosts` matches.
    expect(hits).not.to.include('/blog/common-0');
  });
});
