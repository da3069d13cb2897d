/** Named queries for the share-preview links of posts (docs/product/blog.md#preview), on share-links.server.ts. */
import type { Database } from './db.server.ts';
import { shareLinkQueries, type ShareLink } from './share-links.server.ts';

export interface PreviewLink extends Omit<ShareLink, 'recordId'> {
  postId: number;
}

const queries = shareLinkQueries('preview_links', 'post_id');
const asPostLink = ({ recordId, ...link }: ShareLink): PreviewLink => ({ ...link, postId: recordId });

export async function createPreviewLink(
  db: Database,
  { postId, ...link }: { postId: number; tokenHash: string; createdBy: number; createdAt: string; expiresAt: string },
): Promise<PreviewLink> {
  return asPostLink(await queries.create(db, { ...link, recordId: postId }));
}

/** The link with this token hash, whatever its state (the caller says why it no longer works). */
export async function findPreviewLinkByHash(db: Database, tokenHash: string): Promise<PreviewLink | undefined> {
  const link = await queries.findByHash(db, tokenHash);
  return link && asPostLink(link);
}

/** A post's links that still work at `now`, newest first. */
export async function listActivePreviewLinks(db: Database, postId: number, now: string): Promise<PreviewLink[]> {
  return (await queries.listActive(db, postId, now)).map(asPostLink);
}

/** False when the post has no such link still working. */
export const revokePreviewLink = (db: Database, postId: number, linkId: number, now: string): Promise<boolean> => queries.revoke(db, postId, linkId, now);
