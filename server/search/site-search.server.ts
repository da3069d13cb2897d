/**
 * The site search (docs/product/pages.md#search), as the /search page and GET /api/search use it: the
 * marketing pages go into the index once per process (at start, or before the first search of a process
 * that did not start through startServer), with any published post the index lacks (reconcilePostDocuments), scheduled posts whose time has come are published first, then
 * the database's full-text search answers (database/site-search.server.ts).
 */
import { publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import type { Database } from '#database/db.server.ts';
import { indexAllPages } from '#database/page-search.server.ts';
import { reconcilePostDocuments } from '#database/search-index.server.ts';
import { searchSite, type SearchHit } from '#database/site-search.server.ts';
import { searchablePages } from '#content/search-pages.ts';
import { searchMaxWords } from '#content/search.ts';
import { parseSearchQuery } from '#shared/search-query.ts';

export type { SearchHit };

const pagesIndexed = new WeakMap<Database, Promise<void>>();

/**
 * Writes the pages' rows of the index from the database (and the blog list's from content/), and the rows of
 * published posts the index lacks, once per process and database (again after a failure).
 */
export function indexPages(db: Database): Promise<void> {
  let indexing = pagesIndexed.get(db);
  if (!indexing) {
    indexing = Promise.all([indexAllPages(db, searchablePages), reconcilePostDocuments(db)]).then(() => undefined);
    pagesIndexed.set(db, indexing);
    indexing.catch(() => pagesIndexed.delete(db));
  }
  return indexing;
}

export async function searchTheSite(db: Database, query: string, limit: number): Promise<SearchHit[]> {
  await Promise.all([indexPages(db), publishDuePostsThenReadVersion(db)]);
  return searchSite(db, parseSearchQuery(query, searchMaxWords), limit);
}
