/**
 * Named queries for the share-preview links of marketing pages (docs/product/pages.md#previews, decision 077), on
 * share-links.server.ts.
 */
import type { Database } from './db.server.ts';
import { shareLinkQueries, type ShareLink } from './share-links.server.ts';

export interface PagePreviewLink extends Omit<ShareLink, 'recordId'> {
  pageId: number;
}

const queries = shareLinkQueries('page_preview_links', 'page_id');
const asPageLink = ({ recordId, ...link }: ShareLink): PagePreviewLink => ({ ...link, pageId: recordId });

export async function createPagePreviewLink(
  db: Database,
  { pageId, ...link }: { pageId: number; tokenHash: string; createdBy: number; createdAt: string; expiresAt: string },
): Promise<PagePreviewLink> {
  return asPageLink(await queries.create(db, { ...link, recordId: pageId }));
}

/** The link with this token hash, whatever its state. */
export async function findPagePreviewLinkByHash(db: Database, tokenHash: string): Promise<PagePreviewLink | undefined> {
  const link = await queries.findByHash(db, tokenHash);
  return link && asPageLink(link);
}

/** A page's links that still work at `now`, newest first. */
export async function listActivePagePreviewLinks(db: Database, pageId: number, now: string): Promise<PagePreviewLink[]> {
  return (await queries.listActive(db, pageId, now)).map(asPageLink);
}

/** False when the page has no such link still working. */
export const revokePagePreviewLink = (db: Database, pageId: number, linkId: number, now: string): Promise<boolean> => queries.revoke(db, pageId, linkId, now);
