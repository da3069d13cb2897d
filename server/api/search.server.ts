/**
 * GET /api/search?q=&limit= (docs/product/api.md#search): the pages and published posts that match, best
 * first, as `{results: [{url, title, snippet, kind}]}`. The snippet is HTML whose only elements are <mark>
 * around the matched words: the text is escaped before the marks go in (decision 058).
 */
import Joi from 'joi';
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { searchMaxLength, searchResultLimits } from '#content/search.ts';
import { escapeHtml } from '#shared/escape.ts';
import { snippetParts } from '#shared/search-query.ts';
import { searchTheSite } from '../search/site-search.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

const querySchema = Joi.object({
  q: text(searchMaxLength).required(),
  limit: Joi.number().integer().min(1).max(searchResultLimits.max).default(searchResultLimits.default),
});

const wording: Wording = { fieldsOf: 'the query string', labels: { q: 'The query (q)', limit: 'The limit' } };

/** The snippet as HTML: each piece escaped, the matched ones inside <mark>. */
export const snippetHtml = (marked: string): string =>
  snippetParts(marked)
    .map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('');

export function searchHandler(db: Database): RequestHandler {
  return async (req, res) => {
    const { q, limit } = validate<{ q: string; limit: number }>(querySchema, req.query, wording, { root: 'query' });
    const hits = await searchTheSite(db, q, limit);
    res.json({ results: hits.map((hit) => ({ url: hit.url, title: hit.title, snippet: snippetHtml(hit.snippet), kind: hit.kind })) });
  };
}
