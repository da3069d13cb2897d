/** Named queries for share-preview links (docs/product/blog.md#preview). */
import type { Database } from './db.server.ts';

export interface PreviewLink {
  id: number;
  postId: number;
  /** Who made the link (null once that account is gone): the link works only while they may share the post. */
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

interface LinkRow {
  id: number | string;
  post_id: number | string;
  created_by: number | string | null;
  created_at: string | Date;
  expires_at: string | Date;
  revoked_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toLink(row: LinkRow): PreviewLink {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  };
}

const columns = ['id', 'post_id', 'created_by', 'created_at', 'expires_at', 'revoked_at'];

export async function createPreviewLink(
  db: Database,
  link: { postId: number; tokenHash: string; createdBy: number; createdAt: string; expiresAt: string },
): Promise<PreviewLink> {
  const [row] = (await db('preview_links')
    .insert({ post_id: link.postId, token_hash: link.tokenHash, created_by: link.createdBy, created_at: link.createdAt, expires_at: link.expiresAt })
    .returning(columns)) as LinkRow[];
  return toLink(row!);
}

/** The link with this token hash, whatever its state (the caller says why it no longer works). */
export async function findPreviewLinkByHash(db: Database, tokenHash: string): Promise<PreviewLink | undefined> {
  const row = (await db('preview_links').where({ token_hash: tokenHash }).first(columns)) as LinkRow | undefined;
  return row && toLink(row);
}

/** A post's links that still work at `now`, newest first. */
export async function listActivePreviewLinks(db: Database, postId: number, now: string): Promise<PreviewLink[]> {
  const rows = (await db('preview_links')
    .where({ post_id: postId })
    .whereNull('revoked_at')
    .where('expires_at', '>', now)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(columns)) as LinkRow[];
  return rows.map(toLink);
}

/** False when the post has no such link still working. */
export async function revokePreviewLink(db: Database, postId: number, linkId: number, now: string): Promise<boolean> {
  const count = await db('preview_links')
    .where({ id: linkId, post_id: postId })
    .whereNull('revoked_at')
    .where('expires_at', '>', now)
    .update({ revoked_at: now });
  return count > 0;
}
