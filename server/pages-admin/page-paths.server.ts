/**
 * A page's path (docs/product/pages.md#new-pages): one of the site-page routes' shapes, not a path the
 * application answers itself (shared/site-routes.ts), not another page's. And what a link may point at when
 * a page or a menu is published: a path the site answers (server/redirects/live-paths.server.ts).
 */
import type { Database } from '#database/db.server.ts';
import { listRedirectRules } from '#database/redirect-rules.server.ts';
import { sourceMatches } from '#shared/redirect-rules.ts';
import { isReservedPath, pagePathPattern } from '#shared/site-routes.ts';
import { readLivePaths } from '../redirects/live-paths.server.ts';
import { invalid } from './page-input.server.ts';

const pathError = (message: string) => invalid([{ field: 'path', message }]);

/** 400 naming `path` unless `path` may be this page's (`pageId`; null for a new page). */
export async function checkPagePath(db: Database, path: string, pageId: number | null): Promise<void> {
  if (!pagePathPattern.test(path)) {
    throw pathError('Path must be /, /services/{slug}, /specialties/{slug} or /{slug}; a slug is lowercase letters, digits and single hyphens.');
  }
  if (isReservedPath(path)) throw pathError(`${path} is a path the site itself uses; choose another.`);
  const holder = (await db('site_pages').where({ path }).first('id')) as { id: number | string } | undefined;
  if (holder && Number(holder.id) !== pageId) throw pathError(`Another page has the path ${path}.`);
  await checkAgainstRules(db, path, pageId);
}

/**
 * A page's path and the redirect rules (docs/product/redirects.md#rules): a page may not take a path a rule
 * sends elsewhere (the rule would hide it, and loop when it leads to one of the page's old paths), nor leave a
 * path a rule leads to (the rule would then lead through the page's old path: a chain).
 */
async function checkAgainstRules(db: Database, path: string, pageId: number | null): Promise<void> {
  const rules = await listRedirectRules(db);
  const covering = rules.find((rule) => sourceMatches(rule.source, path));
  if (covering) throw pathError(`A redirect rule sends ${path} elsewhere (${covering.source} → ${covering.target}): delete it in Redirects first.`);
  if (pageId === null) return;
  const current = (await db('site_pages').where({ id: pageId }).first('path', 'status')) as { path: string; status: string } | undefined;
  if (current?.status !== 'published') return;
  const leading = rules.find((rule) => rule.target.split('?')[0] === current.path);
  if (leading) throw pathError(`A redirect rule leads to this page (${leading.source} → ${leading.target}): change that rule before moving the page.`);
}

/** Whether a path of this site answers, once the page at `ownPath` is live. */
export async function livePathCheck(db: Database, clientDir: string | undefined, ownPath?: string): Promise<(path: string) => boolean> {
  const live = await readLivePaths(db, clientDir);
  return (path) => path === ownPath || live.has(path);
}
