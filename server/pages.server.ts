/**
 * Page rendering through Vike, with the in-memory render cache in front.
 * 'static' pages are rendered once per content version (every page shows the
 * company's details), 'content' pages are cached per content version and URL, so a
 * change made through any process shows on the next request everywhere; other
 * pages render on every request.
 */
import type { Request, RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import { isDatabaseUnavailable } from '#database/unavailable.server.ts';
import { isPrivatePath } from '#shared/private-paths.ts';
import { siteContentFor } from './company/site-content.server.ts';
import type { PageCache } from './page-cache.server.ts';
import { compressPage, type CachedPage } from './render-cache.server.ts';

export interface PageHandlerOptions {
  siteUrl: string;
  /** The rendered pages, shared with the fast path in front of Express. */
  cache: PageCache;
  /** Values every page render receives, such as the database for pages that read posts. */
  pageContext?: PageContextExtra;
  /** Asked before a 404 is sent: true when it answered instead (an imported site's old address, decision 061). */
  beforeNotFound?: (req: Request, res: Response) => Promise<boolean>;
}

export interface RenderResult {
  status: number;
  headers: [string, string][];
  html: string;
  renderCache: 'static' | 'content' | false;
}

/** Extra pageContext values a route handler passes to the page (form state, session user). */
export type PageContextExtra = Record<string, unknown>;

export async function renderHtml(req: Request, siteUrl: string, extra: PageContextExtra = {}, urlOriginal = req.originalUrl): Promise<RenderResult | null> {
  const pageContext = await renderPage({
    urlOriginal,
    // No headersOriginal: no page reads pageContext.headers, and Vike would normalize them through
    // the fetch API's Headers, whose first use loads Node's bundled undici (~25 ms of the first render,
    // docs/decisions/048-the-page-build-in-the-bundle.md).
    siteUrl,
    site: await siteContentFor(req),
    ...extra,
  });
  // A data hook that met a database outage: the error handler answers 503, not Vike's 500 page.
  const { errorWhileRendering } = pageContext as { errorWhileRendering?: unknown };
  if (isDatabaseUnavailable(errorWhileRendering)) throw errorWhileRendering;
  const { httpResponse } = pageContext;
  if (!httpResponse) return null;
  return {
    status: httpResponse.statusCode,
    // A page that answers 503 (its data hook met a database outage) says when to come back.
    headers: [...(httpResponse.headers as [string, string][]), ...(httpResponse.statusCode === 503 ? [['Retry-After', '5'] as [string, string]] : [])],
    html: httpResponse.body,
    renderCache: pageContext.config?.renderCache ?? false,
  };
}

function preferredEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(page.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendRendered(res: Response, result: RenderResult, cacheControl = 'no-cache'): void {
  for (const [name, value] of result.headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControl);
  res.status(result.status).send(result.html);
}

export function pageHandler({ siteUrl, cache, pageContext = {}, beforeNotFound }: PageHandlerOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const staticKey = cache.staticKey(req.path);
    try {
      let version: string | undefined;
      try {
        version = await cache.readVersion();
      } catch {
        // Database outage (docs/decisions/005-render-cache.md): a page as last rendered beats an error
        // page; other pages render uncached, and those that read the database answer 503 themselves.
        const stale = cache.get(staticKey) ?? cache.get(cache.contentKey(cache.lastVersion, req.originalUrl));
        if (stale) return sendCachedPage(req, res, stale);
        const result = await renderHtml(req, siteUrl, pageContext);
        return result ? sendRendered(res, result) : next();
      }
      // Every page shows the company's details (docs/decisions/028-company-settings-and-proof.md), so
      // readVersion() above has dropped every page rendered from other content, static ones included.
      const staticHit = cache.get(staticKey);
      if (staticHit) return sendCachedPage(req, res, staticHit);
      const contentKey = cache.contentKey(version, req.originalUrl);
      const contentHit = cache.get(contentKey);
      if (contentHit) return sendCachedPage(req, res, contentHit);

      const result = await renderHtml(req, siteUrl, pageContext);
      if (!result) return next();
      if (result.status === 404 && beforeNotFound && (await beforeNotFound(req, res))) return;
      const cacheable = result.status === 200;
      const key = result.renderCache === 'static' ? staticKey : result.renderCache === 'content' ? contentKey : undefined;
      if (cacheable && key) {
        const page = compressPage(result.status, result.headers, result.html);
        cache.set(key, page);
        return sendCachedPage(req, res, page);
      }
      // A page behind a private link (a booking's manage link, a thank-you page carrying a lead's booking token) is kept
      // by no shared cache and no back-forward store.
      const privateLink = isPrivatePath(req.path) || typeof req.query.lead === 'string';
      sendRendered(res, result, privateLink ? 'no-store, private' : 'no-cache');
    } catch (error) {
      next(error);
    }
  };
}
