/**
 * Redirect rules as served (docs/product/redirects.md#serving): each process keeps the rules in
 * memory, tagged with the content version they were read at. Rules are written through writeContent,
 * so a change moves the version and the next request anywhere reads the rules again
 * (docs/architecture/page-cache.md#the-content-version). The fast path asks `now`, which never
 * waits: with the version known and the table of that version in memory a redirect costs a map
 * lookup, the same as a cached page; otherwise the request goes to Express, whose middleware awaits
 * the version and reloads.
 */
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { contentVersionNow, publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import type { Database } from '#database/db.server.ts';
import { listRedirectRules } from '#database/redirect-rules.server.ts';
import { isPrivatePath } from '#shared/private-paths.ts';
import { locationFor, RedirectTable, type RedirectRule } from '#shared/redirect-rules.ts';
import { reservedRoots } from './live-paths.server.ts';

export interface RedirectAnswer {
  status: number;
  location: string;
}

export interface RedirectRules {
  /** The redirect for a request known without waiting: the answer, undefined for none, or 'unknown' (Express decides). */
  now(path: string, query: string): RedirectAnswer | undefined | 'unknown';
  /** The table of the current content version, reading the rules again when it moved. */
  current(): Promise<RedirectTable>;
}

function answerFor(rule: RedirectRule | undefined, path: string, query: string): RedirectAnswer | undefined {
  // A private link is never redirected, whatever rule an older release let in (its token would go along).
  if (!rule || isPrivatePath(path, query)) return undefined;
  return { status: rule.status, location: locationFor(rule, path, query) };
}

export function redirectRules(db: Database): RedirectRules {
  let table: { version: string; rules: RedirectTable } | undefined;
  let loading: Promise<RedirectTable> | undefined;

  const load = (): Promise<RedirectTable> => {
    loading ??= (async () => {
      // The version first: rules read after it are at least that new, so a table is never older than its tag.
      const version = await publishDuePostsThenReadVersion(db);
      if (table?.version === version) return table.rules;
      const rules = new RedirectTable(await listRedirectRules(db));
      table = { version, rules };
      return rules;
    })().finally(() => (loading = undefined));
    return loading;
  };

  return {
    now(path, query) {
      const version = contentVersionNow(db);
      if (version === undefined || table?.version !== version) return 'unknown';
      return answerFor(table.rules.match(path), path, query);
    },
    async current() {
      try {
        return await load();
      } catch (error) {
        // A database outage: the rules as last read keep working, like the pages in the cache.
        if (table) return table.rules;
        throw error;
      }
    },
  };
}

/** Headers of a redirect, the same on both paths; no body. `fixed` are the headers every answer carries. */
export function redirectHeaders(answer: RedirectAnswer, fixed: [string, string][]): [string, string][] {
  // no-cache: a browser keeps even a 301 only until it asks again, so a rule removed by mistake can be undone.
  return [...fixed, ['Location', answer.location], ['Cache-Control', 'no-cache'], ['Content-Length', '0']];
}

/** Paths no rule may name (the dashboard, the API, sign-in, files): never looked up. */
const notRedirectable = new RegExp(`^(?:${reservedRoots.join('|')})(?:/|$)`);

/** Express's way in, before the page routes: answers a redirect or passes on. */
export function redirectMiddleware(rules: RedirectRules): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || notRedirectable.test(req.path)) return next();
    const queryAt = req.originalUrl.indexOf('?');
    const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    const query = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
    let table: RedirectTable;
    try {
      table = await rules.current();
    } catch {
      return next();
    }
    const answer = answerFor(table.match(path), path, query);
    if (!answer) return next();
    for (const [name, value] of redirectHeaders(answer, [])) res.setHeader(name, value);
    res.status(answer.status).end();
  };
}

/** Writes a redirect on the fast path (server/fast-pages.server.ts). */
export function writeRedirect(
  res: ServerResponse,
  answer: RedirectAnswer,
  fixed: [string, string][],
  requestId: string,
  logger: Pick<Logger, 'error'>,
): number {
  try {
    res.writeHead(answer.status, [['X-Request-Id', requestId] as [string, string], ...redirectHeaders(answer, fixed)].flat());
    res.end();
    return answer.status;
  } catch (error) {
    // A Location Node refuses to write (ERR_INVALID_CHAR): answered at once, never left hanging, and logged.
    logger.error({ err: error, req: { id: requestId }, location: answer.location }, 'a redirect could not be written');
    if (!res.headersSent) res.writeHead(500, [['X-Request-Id', requestId] as [string, string], ...fixed, ['Content-Length', '0'] as [string, string]].flat());
    res.end();
    return 500;
  }
}
