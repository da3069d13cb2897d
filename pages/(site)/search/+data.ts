// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { searchMaxLength, searchResultLimits } from '#content/search.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { searchTheSite, type SearchHit } from '#server/search/site-search.server.ts';

export interface Data {
  /** The query as the visitor typed it (cut to its limit), shown back in the field. */
  query: string;
  /** Best first; each snippet marked (shared/search-query.ts), rendered as text by the page. */
  results: SearchHit[];
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const query = (pageContext.urlParsed.search.q ?? '').slice(0, searchMaxLength).trim();
  if (query === '') return { query, results: [] };
  const results = await withDatabase(pageContext, (db) => searchTheSite(db, query, searchResultLimits.page));
  return { query, results };
}
