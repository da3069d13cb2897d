/**
 * Writes of the marketing pages (docs/product/pages.md#the-marketers-workflow, decision 074). Each goes through
 * writeContent, so a published change shows on the next request in every process; each records the page's
 * revision and its row of the site search in the same transaction. A save of the page itself ends its pending
 * change. A published page's old path keeps answering 301 to the new one (page_path_redirects).
 */
import type { Knex } from 'knex';
import type { PageContent } from '#shared/page-sections/index.ts';
import { isPostgres, type Database } from './db.server.ts';
import { reindexPage } from './page-search.server.ts';
import { recordPageRevision } from './page-revisions.server.ts';
import { toSitePage, type PageRow, type PageStatus, type SitePage, type StoredContent } from './site-pages.server.ts';
import { isUniqueViolation } from './unique-violation.server.ts';
import { writeContent } from './write-content.server.ts';

/** A conditional write found a newer version of the page or of its pending change. */
export class PageChangedError extends Error {
  readonly what: 'page' | 'pending';

  constructor(what: 'page' | 'pending') {
    super(what === 'page' ? 'The page was saved elsewhere meanwhile' : "The page's pending change was saved elsewhere meanwhile");
    this.what = what;
  }
}

/** Another page holds the path. */
export class PagePathTakenError extends Error {
  constructor() {
    super('Another page has this path');
  }
}

export interface PageWrite {
  path: string;
  status: PageStatus;
  publishAt: string | null;
  content: StoredContent;
}

/** A time later than `previous`, so that each write's precondition names one write. */
function nextTime(previous?: string | null): string {
  const now = new Date().toISOString();
  return previous && now <= previous ? new Date(Date.parse(previous) + 1).toISOString() : now;
}

export async function findPage(db: Database | Knex.Transaction, id: number): Promise<SitePage | undefined> {
  const row = (await db('site_pages').where({ id }).first()) as PageRow | undefined;
  return row && toSitePage(row);
}

/** The row, locked on PostgreSQL for the rest of the transaction. */
async function lockedPage(trx: Knex.Transaction, db: Database, id: number): Promise<SitePage | undefined> {
  const query = trx('site_pages').where({ id }).first();
  const row = (await (isPostgres(db) ? query.forUpdate() : query)) as PageRow | undefined;
  return row && toSitePage(row);
}

async function withPathChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new PagePathTakenError();
    throw error;
  }
}

/** A path a page takes is no longer another page's old path. */
const claimPath = (trx: Knex.Transaction, path: string) => trx('page_path_redirects').where({ path }).delete();

const rowOf = (write: PageWrite, userId: number | null, at: string) => ({
  path: write.path,
  status: write.status,
  publish_at: write.publishAt,
  content: JSON.stringify(write.content),
  pending: null,
  pending_updated_at: null,
  pending_publish_at: null,
  updated_by: userId,
  updated_at: at,
});

export function createPage(db: Database, write: PageWrite, userId: number | null): Promise<SitePage> {
  return withPathChecked(
    writeContent(db, async (trx) => {
      await claimPath(trx, write.path);
      const at = nextTime();
      const [inserted] = (await trx('site_pages')
        .insert({ ...rowOf(write, userId, at), page_key: null, created_at: at })
        .returning('id')) as ({ id: number | string } | number)[];
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
      await recordPageRevision(trx, id, write.path, write.content, userId);
      await reindexPage(trx, write);
      return (await findPage(trx, id))!;
    }),
  );
}

export interface PageUpdate {
  before: SitePage;
  page: SitePage;
}

/** Saves the page (and ends its pending change); undefined when it does not exist. `ifUpdatedAt`: only over that version. */
export function updatePage(db: Database, id: number, write: PageWrite, userId: number | null, ifUpdatedAt?: string): Promise<PageUpdate | undefined> {
  return withPathChecked(
    writeContent(
      db,
      async (trx) => {
        const before = await lockedPage(trx, db, id);
        if (!before) return undefined;
        if (ifUpdatedAt !== undefined && before.updatedAt !== ifUpdatedAt) throw new PageChangedError('page');
        if (before.path !== write.path) {
          await claimPath(trx, write.path);
          if (before.status === 'published') {
            await trx('page_path_redirects').insert({ path: before.path, page_id: id, created_at: new Date().toISOString() }).onConflict('path').merge();
          }
        }
        await trx('site_pages')
          .where({ id })
          .update(rowOf(write, userId, nextTime(before.updatedAt)));
        // A seeded page has no revision yet: its first change keeps the seed restorable.
        if (!(await trx('page_revisions').where({ page_id: id }).first('id'))) await recordPageRevision(trx, id, before.path, before.content, before.updatedBy);
        await recordPageRevision(trx, id, write.path, write.content, userId);
        await reindexPage(trx, write, before.path);
        return { before, page: (await findPage(trx, id))! };
      },
      { changed: (result) => result !== undefined },
    ),
  );
}

/** Deletes the page with its revisions and old paths; the page as it was, undefined when there was none. */
export function deletePage(db: Database, id: number): Promise<SitePage | undefined> {
  return writeContent(
    db,
    async (trx) => {
      const page = await lockedPage(trx, db, id);
      if (!page) return undefined;
      await trx('search_documents')
        .where({ key: `page:${page.path}` })
        .delete();
      await trx('page_path_redirects').where({ page_id: id }).delete();
      await trx('page_revisions').where({ page_id: id }).delete();
      await trx('site_pages').where({ id }).delete();
      return page;
    },
    { changed: (page) => page !== undefined },
  );
}

export interface PendingPreconditions {
  /** The page's `updatedAt` the writer edited. */
  pageUpdatedAt: string;
  /** The pending change's `updatedAt` the writer last saw; null: the writer saw none. */
  pendingUpdatedAt: string | null;
}

/**
 * Writes (or replaces) the pending change; visitors do not see it, so the content version stays, unless the
 * change is scheduled (`publishAt`, a time; null: no schedule; left out: the schedule stays): then the version
 * is bumped so that every process learns the earlier time at which the scheduler must run. Undefined when the
 * page does not exist.
 */
export async function savePagePending(
  db: Database,
  id: number,
  pending: PageContent,
  expected: PendingPreconditions,
  publishAt?: string | null,
): Promise<SitePage | undefined> {
  let scheduled = false;
  return writeContent(
    db,
    async (trx) => {
      const page = await lockedPage(trx, db, id);
      if (!page) return undefined;
      if (page.updatedAt !== expected.pageUpdatedAt) throw new PageChangedError('page');
      if (page.pendingUpdatedAt !== expected.pendingUpdatedAt) throw new PageChangedError('pending');
      const schedule = publishAt === undefined ? page.pendingPublishAt : publishAt;
      scheduled = schedule !== null && schedule !== page.pendingPublishAt;
      await trx('site_pages')
        .where({ id })
        .update({ pending: JSON.stringify(pending), pending_updated_at: nextTime(page.pendingUpdatedAt), pending_publish_at: schedule });
      return findPage(trx, id);
    },
    { changed: () => scheduled },
  );
}

/** Discards the pending change (only the version the caller saw, when named); false when there was none. */
export async function deletePagePending(db: Database, id: number, pendingUpdatedAt?: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const page = await lockedPage(trx, db, id);
    if (!page?.pending) return false;
    if (pendingUpdatedAt !== undefined && page.pendingUpdatedAt !== pendingUpdatedAt) throw new PageChangedError('pending');
    await trx('site_pages').where({ id }).update({ pending: null, pending_updated_at: null, pending_publish_at: null });
    return true;
  });
}

/** The current path of the published page that `path` used to name; undefined when none. */
export async function findRedirectedPagePath(db: Database, path: string): Promise<string | undefined> {
  const row = (await db('page_path_redirects')
    .join('site_pages', 'site_pages.id', 'page_path_redirects.page_id')
    .where('page_path_redirects.path', path)
    .where('site_pages.status', 'published')
    .first('site_pages.path as path')) as { path: string } | undefined;
  return row?.path;
}

/** Inside the scheduler's transaction: every scheduled page whose time has come goes live; their ids and paths. */
export async function publishDuePagesIn(trx: Knex.Transaction, at: string): Promise<{ id: number; path: string }[]> {
  const rows = (await trx('site_pages')
    .where({ status: 'scheduled' })
    .where('publish_at', '<=', at)
    .update({ status: 'published', updated_at: at })
    .returning(['id', 'path', 'content'])) as { id: number | string; path: string; content: string }[];
  for (const row of rows) await reindexPage(trx, { path: row.path, status: 'published', content: JSON.parse(row.content) as StoredContent });
  return rows.map((row) => ({ id: Number(row.id), path: row.path }));
}
