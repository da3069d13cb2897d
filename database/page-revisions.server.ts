/**
 * Named queries for page revisions (docs/product/pages.md#the-marketers-workflow): a revision is the page's
 * path and content as one write left them, written in the same transaction as that write
 * (page-writes.server.ts), so a page never changes without its revision.
 */
import type { Knex } from 'knex';
import type { Database } from './db.server.ts';
import type { StoredContent } from './site-pages.server.ts';

/** How many revisions of each page are kept; the oldest beyond go when a new one is written. */
export const pageRevisionsKept = 50;

export interface PageRevisionSummary {
  id: number;
  pageId: number;
  path: string;
  title: string;
  authorId: number | null;
  /** The author's username; null when the account no longer exists. */
  authorName: string | null;
  createdAt: string;
}

export type PageRevision = PageRevisionSummary & StoredContent;

interface RevisionRow {
  id: number | string;
  page_id: number | string;
  path: string;
  content: string;
  author_id: number | string | null;
  author_name: string | null;
  created_at: string | Date;
}

function parsedContent(json: string): StoredContent | undefined {
  try {
    return JSON.parse(json) as StoredContent;
  } catch {
    return undefined;
  }
}

function toRevision(row: RevisionRow): PageRevision {
  const content = parsedContent(row.content);
  return {
    id: Number(row.id),
    pageId: Number(row.page_id),
    path: row.path,
    authorId: row.author_id === null ? null : Number(row.author_id),
    authorName: row.author_name ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    title: content?.title ?? '',
    metaTitle: content?.metaTitle ?? '',
    metaDescription: content?.metaDescription ?? '',
    socialImage: content?.socialImage ?? '',
    noindex: content?.noindex ?? false,
    canonicalUrl: content?.canonicalUrl ?? '',
    sections: content?.sections ?? [],
  };
}

export const summaryOf = ({ id, pageId, path, title, authorId, authorName, createdAt }: PageRevision): PageRevisionSummary => ({
  id,
  pageId,
  path,
  title,
  authorId,
  authorName,
  createdAt,
});

const revisions = (db: Database) =>
  db('page_revisions').leftJoin('users', 'users.id', 'page_revisions.author_id').select('page_revisions.*', 'users.username as author_name');

/** Inside a page write: its revision, and the oldest beyond the kept number dropped. */
export async function recordPageRevision(trx: Knex.Transaction, pageId: number, path: string, content: StoredContent, authorId: number | null): Promise<void> {
  await trx('page_revisions').insert({ page_id: pageId, path, content: JSON.stringify(content), author_id: authorId, created_at: new Date().toISOString() });
  const kept = trx('page_revisions').where({ page_id: pageId }).orderBy('id', 'desc').limit(pageRevisionsKept).select('id');
  await trx('page_revisions').where({ page_id: pageId }).whereNotIn('id', kept).delete();
}

/** A page's revisions, newest first, without their sections. */
export async function listPageRevisions(db: Database, pageId: number): Promise<PageRevisionSummary[]> {
  const rows = (await revisions(db).where('page_revisions.page_id', pageId).orderBy('page_revisions.id', 'desc')) as RevisionRow[];
  return rows.map((row) => summaryOf(toRevision(row)));
}

/** A page's revisions, newest first, with their content (for what each changed). */
export async function listFullPageRevisions(db: Database, pageId: number): Promise<PageRevision[]> {
  const rows = (await revisions(db).where('page_revisions.page_id', pageId).orderBy('page_revisions.id', 'desc')) as RevisionRow[];
  return rows.map(toRevision);
}

export async function findPageRevision(db: Database, pageId: number, revisionId: number): Promise<PageRevision | undefined> {
  const row = (await revisions(db).where({ 'page_revisions.page_id': pageId, 'page_revisions.id': revisionId }).first()) as RevisionRow | undefined;
  return row && toRevision(row);
}
