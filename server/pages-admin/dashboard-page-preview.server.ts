/**
 * The page editor's live preview (docs/product/pages.md#the-page-editor, decision 085):
 * `/dashboard/pages/{id}/preview` draws the page as its editor sees it (its pending change, else its saved
 * content, a draft included) with the public layout and the same section components, for a signed-in user who
 * may manage pages. It is the one page the site lets itself frame: its CSP says `frame-ancestors 'self'`
 * (every other page keeps `'none'`), so the editor shows it in an iframe. Never cached, never indexed.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findPage } from '#database/page-writes.server.ts';
import { can } from '#shared/roles.ts';
import { currentUser, type SessionDeps } from '../auth/session.server.ts';
import { siteContentFor } from '../company/site-content.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import { withImagesOf } from './page-images.server.ts';
import { previewedPage, withPage } from './page-preview.server.ts';

export const dashboardPagePreviewRoute = '/dashboard/pages/:id/preview';
export const dashboardPageEditorRoute = '/dashboard/pages/:id';

/**
 * The editor's page may frame pages of this site, and only it: its CSP adds `frame-src 'self'` to Helmet's
 * `default-src 'none'` (which would refuse the preview frame); every other page frames nothing.
 */
export const editorFramesItsPreview: RequestHandler = (_req, res, next) => {
  const policy = String(res.getHeader('Content-Security-Policy') ?? '');
  if (policy && !policy.includes('frame-src')) res.setHeader('Content-Security-Policy', `${policy};frame-src 'self'`);
  next();
};

/** Helmet's CSP with this page's frame-ancestors: the site itself may frame it. */
function framedBySelf(res: Response): void {
  const policy = String(res.getHeader('Content-Security-Policy') ?? '');
  res.setHeader('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
}

export function dashboardPagePreview(deps: SessionDeps & { db: Database; siteUrl: string }): RequestHandler {
  const open = async (req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(req, deps);
    if (!user) return void res.redirect(303, '/login');
    // A role that may not manage pages, a malformed id or no such page: the not-found page.
    if (!can(user.role, 'pages.manage')) return next();
    const raw = String(req.params.id);
    const page = /^[1-9]\d{0,9}$/.test(raw) ? await findPage(deps.db, Number(raw)) : undefined;
    const site = await siteContentFor(req);
    if (!page || !site) return next();
    const previewed = previewedPage(page);
    const result = await renderHtml(
      req,
      deps.siteUrl,
      { site: await withImagesOf(deps.db, withPage(site, previewed), previewed), db: deps.db },
      previewed.path,
    );
    if (!result) return next();
    framedBySelf(res);
    sendRendered(res, result, 'no-store, private');
  };
  return (req, res, next) => void open(req, res, next).catch(next);
}
