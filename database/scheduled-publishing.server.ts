/**
 * Scheduled posts, pages and updates of live pages go live (docs/product/blog.md#scheduling, pages.md#the-marketers-workflow). No timer and no
 * cron: the content version carries the earliest scheduled time, and the first
 * reader to find it passed calls publishDuePosts, in whichever process.
 *
 * Exactly once: one conditional UPDATE flips every due post from `scheduled` to
 * `published`. On PostgreSQL a second process's UPDATE waits for the first's row
 * locks and then finds the rows no longer scheduled; on SQLite the UPDATE is the
 * transaction's first statement, so it takes the single write lock before it
 * reads. Only the rows this UPDATE changed get their audit entry, in the same
 * transaction.
 */
import type { Knex } from 'knex';
import type { Database } from './db.server.ts';
import { publishDueUpdatesIn } from './page-scheduled-updates.server.ts';
import { publishDuePagesIn } from './page-writes.server.ts';
import { reindexPosts } from './search-index.server.ts';
import { earliestScheduled, writeContent } from './write-content.server.ts';

export interface ScheduledPublication {
  id: number;
  slug: string;
}

export async function publishDuePosts(db: Database, now: Date): Promise<ScheduledPublication[]> {
  const at = now.toISOString();
  let pagesPublished = 0;
  return writeContent(
    db,
    async (trx) => {
      pagesPublished = await publishDuePages(trx, at);
      const rows = (await trx('blog_posts')
        .where({ status: 'scheduled' })
        .where('publish_at', '<=', at)
        .update({ status: 'published', published: true, review_requested_at: null, updated_at: at })
        .returning(['id', 'slug'])) as { id: number | string; slug: string }[];
      if (rows.length === 0 && pagesPublished === 0) {
        // Another process published them first (or nothing was due): only make sure the expiry is current.
        await trx('content_version')
          .where({ id: 1 })
          .update({ next_publish_at: earliestScheduled(trx) });
        return [];
      }
      if (rows.length === 0) return [];
      await trx('audit_log').insert(
        rows.map((row) => ({
          at,
          actor_id: null,
          actor: null,
          action: 'post.publish',
          target: `post:${row.id}`,
          ip: null,
          details: JSON.stringify({ slug: row.slug, scheduled: true }),
        })),
      );
      // Found by the site search from the moment they are public, in this same transaction.
      await reindexPosts(
        trx,
        rows.map((row) => Number(row.id)),
      );
      return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
    },
    { changed: (published) => published.length > 0 || pagesPublished > 0, versionExpired: true },
  );
}

/** The due pages and scheduled updates of live pages, with their audit entries; how many changed. */
async function publishDuePages(trx: Knex.Transaction, at: string): Promise<number> {
  const pages = (await publishDuePagesIn(trx, at)).map((page) => ({ ...page, action: 'page.publish', details: { path: page.path, scheduled: true } }));
  const updates = (await publishDueUpdatesIn(trx, at)).map((update) => ({
    ...update,
    action: update.published ? 'page.publish' : 'page.schedule',
    details: update.published ? { path: update.path, scheduled: true, update: true } : { path: update.path, update: true, failed: 'another page has its path' },
  }));
  const entries = [...pages, ...updates];
  if (entries.length > 0) {
    await trx('audit_log').insert(
      entries.map((entry) => ({
        at,
        actor_id: null,
        actor: null,
        action: entry.action,
        target: `page:${entry.id}`,
        ip: null,
        details: JSON.stringify(entry.details),
      })),
    );
  }
  return entries.length;
}
