/**
 * Named queries for share-preview links, one table per kind of record (posts: `preview_links` by `post_id`;
 * marketing pages: `page_preview_links` by `page_id`): the same columns and rules for both
 * (docs/product/blog.md#preview, docs/product/pages.md#previews). `preview-links.server.ts` and
 * `page-preview-links.server.ts` name them for their record.
 */
import type { Database } from './db.server.ts';

export interface ShareLink {
  id: number;
  /** The post's or page's id. */
  recordId: number;
  /** Who made the link (null once that account is gone): the link works only while they may share the record. */
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface NewShareLink {
  recordId: number;
  tokenHash: string;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
}

interface LinkRow {
  id: number | string;
  created_by: number | string | null;
  created_at: string | Date;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  [recordColumn: string]: unknown;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export interface ShareLinkQueries {
  create(db: Database, link: NewShareLink): Promise<ShareLink>;
  /** The link with this token hash, whatever its state (the caller says why it no longer works). */
  findByHash(db: Database, tokenHash: string): Promise<ShareLink | undefined>;
  /** A record's links that still work at `now`, newest first. */
  listActive(db: Database, recordId: number, now: string): Promise<ShareLink[]>;
  /** False when the record has no such link still working. */
  revoke(db: Database, recordId: number, linkId: number, now: string): Promise<boolean>;
}

export function shareLinkQueries(table: 'preview_links' | 'page_preview_links', recordColumn: 'post_id' | 'page_id'): ShareLinkQueries {
  const columns = ['id', recordColumn, 'created_by', 'created_at', 'expires_at', 'revoked_at'];
  const toLink = (row: LinkRow): ShareLink => ({
    id: Number(row.id),
    recordId: Number(row[recordColumn]),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  });
  const working = (db: Database, recordId: number, now: string) =>
    db(table)
      .where({ [recordColumn]: recordId })
      .whereNull('revoked_at')
      .where('expires_at', '>', now);

  return {
    async create(db, link) {
      const [row] = (await db(table)
        .insert({
          [recordColumn]: link.recordId,
          token_hash: link.tokenHash,
          created_by: link.createdBy,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
        })
        .returning(columns)) as LinkRow[];
      return toLink(row!);
    },
    async findByHash(db, tokenHash) {
      const row = (await db(table).where({ token_hash: tokenHash }).first(columns)) as LinkRow | undefined;
      return row && toLink(row);
    },
    async listActive(db, recordId, now) {
      const rows = (await working(db, recordId, now)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select(columns)) as LinkRow[];
      return rows.map(toLink);
    },
    async revoke(db, recordId, linkId, now) {
      return (await working(db, recordId, now).where({ id: linkId }).update({ revoked_at: now })) > 0;
    },
  };
}
