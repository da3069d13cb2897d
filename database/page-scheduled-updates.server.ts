/**
 * Scheduled updates of live pages (docs/product/pages.md#the-marketers-workflow): a published page's pending
 * change with a `pending_publish_at` goes live at that time, in the scheduler's transaction (the same one that
 * publishes due posts and pages, database/scheduled-publishing.server.ts), as Update would: the page takes
 * the pending change, a new path claims it and the old one answers 301, a revision is recorded and the site
 * search reindexed. The guardrails were checked when the update was scheduled and at each save since
 * (server/api/admin-page-changes.server.ts). A path another page took meanwhile stops the update: the
 * pending change stays, unscheduled, for the editor to look at.
 */
import type { Knex } from 'knex';
import { reindexPage } from './page-search.server.ts';
import { recordPageRevision } from './page-revisions.server.ts';
import { toSitePage, type PageRow } from './site-pages.server.ts';

export interface DueUpdate {
  id: number;
  path: string;
  /** False when the update could not go live (its path was taken) and was unscheduled instead. */
  published: boolean;
}

async function pathTaken(trx: Knex.Transaction, path: string, id: number): Promise<boolean> {
  return Boolean(await trx('site_pages').where({ path }).whereNot({ id }).first('id'));
}

/** Inside the scheduler's transaction: every published page whose scheduled update is due takes it. */
export async function publishDueUpdatesIn(trx: Knex.Transaction, at: string): Promise<DueUpdate[]> {
  const rows = (await trx('site_pages').where({ status: 'published' }).whereNotNull('pending').where('pending_publish_at', '<=', at).select()) as PageRow[];
  const done: DueUpdate[] = [];
  for (const row of rows) {
    const page = toSitePage(row);
    if (!page.pending) continue;
    const { path, ...content } = page.pending;
    // Only the rows this run changes: a second process finds the schedule gone.
    const claimed = trx('site_pages').where({ id: page.id, pending_publish_at: row.pending_publish_at! });
    if (await pathTaken(trx, path, page.id)) {
      if ((await claimed.update({ pending_publish_at: null })) > 0) done.push({ id: page.id, path: page.path, published: false });
      continue;
    }
    const changed = await claimed.update({
      path,
      content: JSON.stringify(content),
      pending: null,
      pending_updated_at: null,
      pending_publish_at: null,
      updated_by: null,
      updated_at: at > page.updatedAt ? at : new Date(Date.parse(page.updatedAt) + 1).toISOString(),
    });
    if (changed === 0) continue;
    if (path !== page.path) {
      await trx('page_path_redirects').where({ path }).delete();
      await trx('page_path_redirects').insert({ path: page.path, page_id: page.id, created_at: at }).onConflict('path').merge();
    }
    if (!(await trx('page_revisions').where({ page_id: page.id }).first('id'))) await recordPageRevision(trx, page.id, page.path, page.content, page.updatedBy);
    await recordPageRevision(trx, page.id, path, content, null);
    await reindexPage(trx, { path, status: 'published', content }, page.path);
    done.push({ id: page.id, path, published: true });
  }
  return done;
}
