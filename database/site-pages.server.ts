/**
 * Named queries for the marketing pages (docs/product/pages.md#pages-as-data). A page's `content` is what
 * visitors see once it is published; `pending` is a change to a live page that they do not see yet.
 */
import type { PageContent, Section } from '#shared/page-sections/index.ts';
import type { PublicPage } from '#shared/site-content.ts';
import type { Database } from './db.server.ts';

export type PageStatus = 'draft' | 'scheduled' | 'published';

/** A page's content without its path (the path is the row's own column). */
export type StoredContent = Omit<PageContent, 'path'>;

export interface SitePage {
  id: number;
  path: string;
  pageKey: string | null;
  status: PageStatus;
  publishAt: string | null;
  content: StoredContent;
  pending: PageContent | null;
  /** When the pending change was last saved; null without one. */
  pendingUpdatedAt: string | null;
  /** When the pending change goes live by itself (a scheduled update); null when it waits for Update. */
  pendingPublishAt: string | null;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PageRow {
  id: number;
  path: string;
  page_key: string | null;
  status: PageStatus;
  publish_at: string | Date | null;
  content: string;
  pending: string | null;
  pending_updated_at?: string | Date | null;
  pending_publish_at?: string | Date | null;
  updated_by: number | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Stored JSON read back; a row whose JSON cannot be read has no sections rather than failing every page. */
function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

const emptyContent: StoredContent = {
  title: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  noindex: false,
  canonicalUrl: '',
  sections: [] as Section[],
};

export function toSitePage(row: PageRow): SitePage {
  return {
    id: Number(row.id),
    path: row.path,
    pageKey: row.page_key,
    status: row.status,
    publishAt: row.publish_at === null ? null : iso(row.publish_at),
    content: parsed(row.content, emptyContent),
    pending: row.pending === null ? null : parsed<PageContent | null>(row.pending, null),
    pendingUpdatedAt: row.pending === null || !row.pending_updated_at ? null : iso(row.pending_updated_at),
    pendingPublishAt: row.pending === null || !row.pending_publish_at ? null : iso(row.pending_publish_at),
    updatedBy: row.updated_by === null ? null : Number(row.updated_by),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Every published page, for the public site (read once per content version, with the company's details). */
export async function listPublicPages(db: Database): Promise<PublicPage[]> {
  const rows = (await db('site_pages').where({ status: 'published' }).orderBy('id').select('path', 'page_key', 'content')) as Pick<
    PageRow,
    'path' | 'page_key' | 'content'
  >[];
  return rows.map((row) => ({ path: row.path, pageKey: row.page_key, ...parsed(row.content, emptyContent) }));
}

/** The published pages not marked noindex, for the sitemap, in the order they were made (the seeded pages first). */
export async function listIndexedPagePaths(db: Database): Promise<{ path: string; updatedAt: string }[]> {
  const rows = (await db('site_pages').where({ status: 'published' }).orderBy('id').select('path', 'content', 'updated_at')) as Pick<
    PageRow,
    'path' | 'content' | 'updated_at'
  >[];
  return rows.filter((row) => !parsed(row.content, emptyContent).noindex).map((row) => ({ path: row.path, updatedAt: iso(row.updated_at) }));
}

/** Every page, whatever its status, in the order they were made (the dashboard's list). */
export async function listPages(db: Database): Promise<SitePage[]> {
  return ((await db('site_pages').orderBy('id').select()) as PageRow[]).map(toSitePage);
}
