/**
 * The site search's query (docs/product/pages.md#search, decision 058): the pages and published posts that
 * contain every word and phrase, best first (bm25 on SQLite, ts_rank on PostgreSQL, both weighing the title most and a long text's many matches less),
 * each with a short snippet whose matched words sit between markStart and markEnd (shared/search-query.ts).
 * The visitor's words reach the engine only as quoted FTS5 strings or bound parameters.
 */
import { isEmptySearch, markEnd, markStart, type SearchTerms } from '#shared/search-query.ts';
import { isPostgres, type Database } from './db.server.ts';

export interface SearchHit {
  url: string;
  title: string;
  kind: 'post' | 'page';
  /** Plain text with markStart/markEnd around the matched words: escape it, then mark (shared/search-query.ts). */
  snippet: string;
}

interface HitRow {
  url: string;
  title: string;
  kind: string;
  snippet: string | null;
}

/** Words a snippet shows around its matches. */
const snippetWords = 24;

export async function searchSite(db: Database, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  if (isEmptySearch(terms)) return [];
  const rows = isPostgres(db) ? await searchPostgres(db, terms, limit) : await searchSqlite(db, terms, limit);
  return rows.map((row) => ({ url: row.url, title: row.title, kind: row.kind === 'post' ? 'post' : 'page', snippet: row.snippet ?? '' }));
}

/**
 * An FTS5 query of quoted strings only (https://sqlite.org/fts5.html#fts5_strings): a word is `"word"`, a
 * phrase `"two words"`, and strings side by side must all match. The words are letters and digits, so none
 * holds a quote.
 */
export const fts5Query = (terms: SearchTerms): string =>
  [...terms.words, ...terms.phrases.map((phrase) => phrase.join(' '))].map((text) => `"${text}"`).join(' ');

/**
 * Scoring every match costs time in proportion to the matches (a word in every one of 10,000 posts took about
 * 50 ms on the bench). So every matching page is scored, and of the posts the newest `rankedPosts` that match (by
 * row id: a post's row is rewritten when it is saved): the scoring stops growing with the posts.
 */
export const rankedPosts = 500;

async function searchSqlite(db: Database, terms: SearchTerms, limit: number): Promise<HitRow[]> {
  const match = fts5Query(terms);
  // The FTS5 columns are title, excerpt, tags, body: bm25 weighs the title most and the body least. FTS5 reads
  // rows lazily in rowid order within the rowid bounds given, so `order by rowid desc limit` scores only those
  // rows, and the pages' rows are read between their lowest and highest id (a list alone, or a subquery, made
  // FTS5 go through every match); `union` drops a page found twice.
  const bm25 = 'bm25(search_fts, 10.0, 4.0, 4.0, 1.0)';
  const pageIds = ((await db('search_documents').where({ kind: 'page' }).select('id')) as { id: number }[]).map((row) => Number(row.id));
  const pagesRanked =
    pageIds.length === 0
      ? ''
      : `select rowid as id, ${bm25} as rank from search_fts
          where search_fts match ? and rowid >= ${Math.min(...pageIds)} and rowid <= ${Math.max(...pageIds)} and rowid in (${pageIds.join(', ')})
          union `;
  const best = (await db.raw(
    `select id from (
       ${pagesRanked}select id, rank from (select rowid as id, ${bm25} as rank from search_fts where search_fts match ? order by rowid desc limit ?))
     order by rank, id limit ?`,
    [...(pageIds.length === 0 ? [] : [match]), match, rankedPosts, limit],
  )) as { id: number }[];
  if (best.length === 0) return [];
  // The snippet, only for the rows shown, each read by its rowid as a range (see above): from the body (column 3),
  // as PostgreSQL's from the excerpt and body, not from the title shown above it; a page without body text (the
  // blog's list) shows its description instead.
  const rows = await Promise.all(
    best.map(async ({ id }) => {
      const [row] = (await db.raw(
        `select d.url, d.title, d.kind, coalesce(nullif(snippet(search_fts, 3, ?, ?, '…', ?), ''), d.excerpt) as snippet
           from search_fts join search_documents d on d.id = search_fts.rowid
          where search_fts match ? and search_fts.rowid >= ? and search_fts.rowid <= ?`,
        [markStart, markEnd, snippetWords, match, id, id],
      )) as HitRow[];
      return row;
    }),
  );
  return rows.filter((row): row is HitRow => row !== undefined);
}

async function searchPostgres(db: Database, terms: SearchTerms, limit: number): Promise<HitRow[]> {
  // plainto_tsquery and phraseto_tsquery read any text without a syntax error; && joins them.
  const parts = [
    ...(terms.words.length > 0 ? [{ sql: `plainto_tsquery('english', ?)`, text: terms.words.join(' ') }] : []),
    ...terms.phrases.map((phrase) => ({ sql: `phraseto_tsquery('english', ?)`, text: phrase.join(' ') })),
  ];
  const options = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=${snippetWords}, MinWords=${snippetWords / 2}, MaxFragments=1, FragmentDelimiter=" … "`;
  const result = (await db.raw(
    `with q as (select ${parts.map((part) => part.sql).join(' && ')} as query),
     matches as (
       (select d.id from search_documents d, q where d.document @@ q.query and d.kind = 'page')
       union all
       (select d.id from search_documents d, q where d.document @@ q.query and d.kind = 'post' order by d.id desc limit ?)),
     hits as (
       select d.id, d.url, d.title, d.kind, d.excerpt, d.body, ts_rank(d.document, q.query, 1) as rank
         from search_documents d join matches m on m.id = d.id, q
        order by rank desc, d.id
        limit ?)
     select hits.url, hits.title, hits.kind, ts_headline('english', hits.excerpt || ' ' || hits.body, q.query, ?) as snippet
       from hits, q
      order by hits.rank desc, hits.id`,
    [...parts.map((part) => part.text), rankedPosts, limit, options],
  )) as { rows: HitRow[] };
  return result.rows;
}
