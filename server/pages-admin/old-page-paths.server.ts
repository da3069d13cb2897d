/**
 * A published page's old path answers 301 to its current one (docs/product/pages.md#new-pages), as a changed
 * post slug does: asked only for a path no live page holds, before the 404 page is sent.
 */
import type { Request, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findRedirectedPagePath } from '#database/page-writes.server.ts';
import { pagePathMaxLength } from '#shared/site-routes.ts';

export async function redirectOldPagePath(db: Database, req: Request, res: Response): Promise<boolean> {
  if (req.path.length > pagePathMaxLength) return false;
  const target = await findRedirectedPagePath(db, req.path);
  if (!target) return false;
  const query = req.originalUrl.indexOf('?');
  res.redirect(301, query === -1 ? target : target + req.originalUrl.slice(query));
  return true;
}
