/**
 * The fast path: a request for a page already in the render cache is answered in the
 * `http` server's request listener, before Express, with a head assembled once per cache
 * entry. Everything else (and anything here in doubt) falls through to Express, whose page
 * handler answers the same bytes with the same headers the slow way; a test compares the two
 * (test/server/fast-path-headers.test.ts). Logged and counted like Express's answers
 * (docs/decisions/015-request-logging-and-the-fast-path.md).
 *
 * What Express would do first, and how this path keeps it:
 * - request log and X-Request-Id: the same fields, below;
 * - security headers and Permissions-Policy: taken once from the same middleware (`fixedHeaders`);
 * - `Connection: close` while draining: the fast path steps aside during shutdown;
 * - the https redirect: only requests Express itself sees as https are answered here;
 * - compression: cached pages carry their own encodings; a client that would get a deflated
 *   answer from `compression` (it accepts deflate or anything but br and gzip) goes to Express;
 * - session paths, the API, files: never in the render cache, and session paths are skipped;
 * - page-view counting: the same counter, with the client address Express computes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { PageViewCounter } from './analytics/count-page-view.server.ts';
import type { Lifecycle } from './health.server.ts';
import type { PageCache } from './page-cache.server.ts';
import type { CachedPage } from './render-cache.server.ts';
import { writeRedirect, type RedirectRules } from './redirects/rule-table.server.ts';
import { slowRequestMs } from './request-log.server.ts';

export interface FastPagesDeps {
  /** The Express app behind: its request getters (protocol, ip, encodings) decide here too. */
  express: Express;
  cache: PageCache;
  lifecycle: Lifecycle;
  logger: Logger;
  pageViews?: PageViewCounter | undefined;
  /** True where Express redirects plain-http page requests to https (then only https is answered here). */
  httpsOnly: boolean;
  /** Headers Express's middleware puts on every page answer (security headers, Permissions-Policy). */
  fixedHeaders: [string, string][];
  /** Path prefixes whose requests must go through Express (session cookies). */
  expressOnlyPaths: string[];
  /** Other requests that must go through Express whatever the cache holds (a signed-in user's post page may be a preview). */
  expressOnly?: ((req: IncomingMessage, path: string) => boolean) | undefined;
  /** Redirect rules (docs/product/redirects.md#serving): a rule is answered here, like a cached page. */
  redirects?: RedirectRules | undefined;
}

/** Answers the request and returns true, or returns false having touched nothing. */
export type FastPages = (req: IncomingMessage, res: ServerResponse) => boolean;

type Encoding = 'br' | 'gzip' | 'identity';

interface Head {
  status: number;
  /** Flat name/value list for writeHead; index 1 holds the request id, filled in per request. */
  headers: string[];
  body: Buffer | undefined;
}

interface Heads {
  /** The head and body for an encoding, made on first use (gzip and br compress the page then). */
  of(encoding: Encoding): Head;
  notModified: Head;
  isHtml: boolean;
}

/** Runs header-only middleware once against a stand-in response and returns what it set. */
export function headersSetBy(middleware: RequestHandler[]): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  for (const handler of middleware) {
    let called = false;
    void handler({} as Request, res as never, () => void (called = true));
    if (!called) throw new Error('a fixed-header middleware did not call next() synchronously');
  }
  return [...headers.values()];
}

export function fastPages(deps: FastPagesDeps): FastPages {
  const { express, cache, lifecycle, logger, pageViews, httpsOnly, fixedHeaders, expressOnlyPaths, expressOnly, redirects } = deps;
  const heads = new WeakMap<CachedPage, Heads>();
  const encodings = new Map<string, Encoding | undefined>();

  /** Express's own request object over this request, for its getters (ip, protocol, acceptsEncodings). */
  const expressView = (req: IncomingMessage): Request =>
    Object.assign(Object.create(express.request) as Request, { headers: req.headers, socket: req.socket, connection: req.socket });

  // The encoding the page handler would pick (server/pages.server.ts), or undefined where
  // compression would then deflate the identity answer. Memoized per header value (bounded).
  const negotiate = (header: string | undefined): Encoding | undefined => {
    if (header === undefined) return 'identity';
    if (encodings.has(header)) return encodings.get(header);
    const view = expressView({ headers: { 'accept-encoding': header } } as IncomingMessage);
    const accepted = view.acceptsEncodings('br', 'gzip', 'identity');
    const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : /deflate|\*/i.test(header) ? undefined : 'identity';
    if (encodings.size < 100) encodings.set(header, encoding);
    return encoding;
  };

  const headsOf = (page: CachedPage): Heads => {
    let found = heads.get(page);
    if (!found) {
      // Set in the order of server/pages.server.ts's sendCachedPage, after Express's middleware;
      // a later value replaces an earlier one, as setHeader does (Vike's Cache-Control, for one).
      const headersOf = (extra: [string, string][]) => {
        const byName = new Map<string, [string, string]>([['x-request-id', ['X-Request-Id', '']]]);
        const all: [string, string][] = [
          ...fixedHeaders,
          ...page.headers,
          ['ETag', page.etag],
          ['Cache-Control', 'no-cache'],
          ['Vary', 'Accept-Encoding'],
          ...extra,
        ];
        for (const [name, value] of all) byName.set(name.toLowerCase(), [byName.get(name.toLowerCase())?.[0] ?? name, value]);
        return [...byName.values()].flat();
      };
      const variant = (body: Buffer, encoding: Encoding): Head => ({
        status: page.status,
        headers: headersOf([...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as [string, string]]), ['Content-Length', String(body.length)]]),
        body,
      });
      const contentType = page.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      const made = new Map<Encoding, Head>();
      found = {
        of(encoding) {
          let head = made.get(encoding);
          if (!head) {
            head = variant(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body, encoding);
            made.set(encoding, head);
          }
          return head;
        },
        notModified: { status: 304, headers: headersOf([]), body: undefined },
        isHtml: contentType.startsWith('text/html'),
      };
      heads.set(page, found);
    }
    return found;
  };

  const logFinished = (id: string, method: string, path: string, status: number, started: number) => {
    const responseTime = Date.now() - started;
    const level = responseTime >= slowRequestMs ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) logger[level]({ req: { id, method, path }, res: { statusCode: status }, responseTime }, 'request completed');
  };

  return (req, res) => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || lifecycle.shuttingDown) return false;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    for (const prefix of expressOnlyPaths) if (path === prefix || path.startsWith(`${prefix}/`)) return false;
    if (expressOnly?.(req, path)) return false;
    if (redirects) {
      // Rules come before pages, as in Express (server/redirects/rule-table.server.ts); unknown now: Express decides.
      const redirect = redirects.now(path, queryAt === -1 ? '' : url.slice(queryAt));
      if (redirect === 'unknown') return false;
      if (redirect) {
        if (httpsOnly && expressView(req).protocol !== 'https') return false;
        const started = Date.now();
        const id = randomUUID();
        logFinished(id, method, path, writeRedirect(res, redirect, fixedHeaders, id, logger), started);
        return true;
      }
    }
    const page = cache.hitNow(path, url);
    if (!page) return false;
    let view: Request | undefined;
    if (httpsOnly && (view = expressView(req)).protocol !== 'https') return false;
    const pageHeads = headsOf(page);
    let head: Head;
    if (req.headers['if-none-match'] === page.etag) head = pageHeads.notModified;
    else {
      const encoding = negotiate(req.headers['accept-encoding']);
      if (encoding === undefined) return false;
      head = pageHeads.of(encoding);
    }

    const started = Date.now();
    const id = randomUUID();
    // writeHead copies the list into the header block at once, so the shared list can carry this id.
    head.headers[1] = id;
    res.writeHead(head.status, head.headers);
    res.end(method === 'HEAD' ? undefined : head.body);
    // Usually the socket took everything at once; otherwise the answer is complete at 'finish'.
    if (res.writableLength === 0) logFinished(id, method, path, head.status, started);
    else res.once('finish', () => logFinished(id, method, path, head.status, started));
    if (pageViews && method === 'GET' && pageHeads.isHtml) {
      pageViews.count({ method, url, headers: req.headers, status: head.status, ip: (view ?? expressView(req)).ip });
    }
    return true;
  };
}
