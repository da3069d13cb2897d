/**
 * Old addresses of an imported site answer 301 to the post's or tag's current address (docs/product/blog.md#imported-addresses,
 * decision 061). Looked up only where the site would otherwise answer 404 or redirect, with one indexed query:
 * a would-be 404, a path with a trailing slash, and the root with `?p=ID` (WordPress's plain permalink), which
 * would otherwise show the home page.
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findLegacyTarget } from '#database/imported-posts.server.ts';
import { postPath, tagPath } from '#shared/blog-paths.ts';
import { answersItself } from '../redirects/live-paths.server.ts';
import { normalizeLegacyPath } from './legacy-paths.ts';

/** The root with a `p` parameter: never answered from the page cache (the fast path leaves it to Express). */
export const isPlainPermalink = (req: IncomingMessage, path: string): boolean => path === '/' && /[?&]p=/.test(req.url ?? '');

/** Answers 301 when `req`'s address is an old one; false (nothing sent) otherwise. */
export async function redirectLegacyPath(db: Database, req: Request, res: Response): Promise<boolean> {
  const p = typeof req.query.p === 'string' ? req.query.p : undefined;
  const path = normalizeLegacyPath(req.path, p);
  if (path === '/' || path.length > 600) return false;
  const target = await findLegacyTarget(db, path);
  // An old address never shadows what the site answers itself, in any form (`/login/`, `/Solutions/`).
  if (!target || (await answersItself(db, path))) return false;
  res.redirect(301, 'postSlug' in target ? postPath(target.postSlug) : tagPath(target.tagSlug));
  return true;
}

/**
 * Before the pages: `/?p=ID`, and paths with a trailing slash (`/2013/01/10/slug/`, `/tag/x/`), which the site
 * never serves itself (Vike answers them with a redirect to the path without it), so one hop goes straight to the
 * new address.
 */
export function oldAddresses(db: Database): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const plain = req.path === '/' && req.query.p !== undefined;
    const slashed = req.path.length > 1 && req.path.endsWith('/');
    if (!plain && !slashed) return next();
    try {
      if (!(await redirectLegacyPath(db, req, res))) next();
    } catch (error) {
      next(error);
    }
  };
}
