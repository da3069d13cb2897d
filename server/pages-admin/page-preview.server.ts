/**
 * Share-preview links of marketing pages (docs/product/pages.md#previews, decision 077): `/preview/pages/{token}`
 * draws the page as its editor sees it (its pending change when there is one, else its saved content, draft or
 * scheduled included) with the same components as the public site, until the link expires or is revoked, and
 * only while its creator's account is active and may still manage pages. Never cached; `no-store, private`,
 * `noindex`, and no Referer onwards (the token is in the URL). Any other token answers 404.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Database } from '#database/db.server.ts';
import { findPagePreviewLinkByHash } from '#database/page-preview-links.server.ts';
import { findPage } from '#database/page-writes.server.ts';
import type { SitePage } from '#database/site-pages.server.ts';
import { findUserById } from '#database/users.server.ts';
import { can } from '#shared/roles.ts';
import type { PublicPage, SiteContent } from '#shared/site-content.ts';
import { hashPreviewToken, previewTokenPattern } from '../blog/preview.server.ts';
import { siteContentFor } from '../company/site-content.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import { withImagesOf } from './page-images.server.ts';

export const pagePreviewPrefix = '/preview/pages/';

/** Whether a link made by `creatorId` still works: the creator is active and may manage pages. */
export async function creatorMayPreviewPages(db: Database, creatorId: number | null): Promise<boolean> {
  const creator = creatorId === null ? null : await findUserById(db, creatorId);
  return Boolean(creator?.active) && can(creator!.role, 'pages.manage');
}

/** The page as its editor sees it: the pending change over the saved content. */
export function previewedPage(page: SitePage): PublicPage {
  return { pageKey: page.pageKey, ...(page.pending ?? { path: page.path, ...page.content }) };
}

/** The site content with the previewed page in place of whatever is live at its path. */
export function withPage(site: SiteContent, page: PublicPage): SiteContent {
  return { ...site, pages: [...site.pages.filter((live) => live.path !== page.path), page] };
}

const noStore = (res: Response) => res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });

async function notFound(req: Request, res: Response, siteUrl: string): Promise<void> {
  noStore(res);
  const result = await renderHtml(req, siteUrl, { errorStatus: 404, previewLinkInvalid: true }, '/__error__');
  if (result) return void sendRendered(res, { ...result, status: 404 }, 'no-store, private');
  res.status(404).type('text/plain').send('This preview link does not work any more.');
}

export function pagePreviewRoute(db: Database, siteUrl: string, now: () => number = Date.now): RequestHandler {
  const open = async (req: Request, res: Response) => {
    const token = String(req.params.token);
    const link = previewTokenPattern.test(token) ? await findPagePreviewLinkByHash(db, hashPreviewToken(token)) : undefined;
    if (!link || link.revokedAt !== null || Date.parse(link.expiresAt) <= now()) return notFound(req, res, siteUrl);
    const page = await findPage(db, link.pageId);
    const site = await siteContentFor(req);
    if (!page || !site || !(await creatorMayPreviewPages(db, link.createdBy))) return notFound(req, res, siteUrl);
    const previewed = previewedPage(page);
    // The database too: a revenue check section reads its assumptions.
    const result = await renderHtml(req, siteUrl, { site: await withImagesOf(db, withPage(site, previewed), previewed), db }, previewed.path);
    if (!result) return notFound(req, res, siteUrl);
    noStore(res);
    sendRendered(res, result, 'no-store, private');
  };
  return (req, res, next) => void open(req, res).catch(next);
}
