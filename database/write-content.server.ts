/**
 * The one way to change what public pages show (posts, proof items, the company's details, an
 * author's display name). The write and the content version's bump commit in one transaction;
 * then, before the caller answers, every reader is told (contentChanged: this process forgets its
 * copy at once and, when another process reads, waits until no copy from before the commit is
 * trusted; docs/decisions/041-content-version-on-postgresql.md, 049-content-version-leases-on-sqlite.md).
 * A write that throws rolls back with its bump, and nobody is told.
 */
import type { Knex } from 'knex';
import { contentChanged } from './content-version-listener.server.ts';
import type { Database } from './db.server.ts';

export interface ContentWriteOptions<T> {
  /** Whether the write changed anything, from its result (a stale reorder did not): if not, no bump and no telling. */
  changed?: (result: T) => boolean;
  /**
   * True when every reader has stopped trusting the old version without being told: publishing due
   * posts, whose old version expired at their publish time (content_version.next_publish_at).
   */
  versionExpired?: boolean;
}

export async function writeContent<T>(db: Database, write: (trx: Knex.Transaction) => Promise<T>, options: ContentWriteOptions<T> = {}): Promise<T> {
  const { changed = () => true, versionExpired = false } = options;
  let bumped = false;
  const result = await db.transaction(async (trx) => {
    const written = await write(trx);
    if (changed(written)) {
      await bumpContentVersion(trx);
      bumped = true;
    }
    return written;
  });
  if (bumped && !versionExpired) await contentChanged(db);
  return result;
}

/** The earliest scheduled publish time of a post, a page or a page's pending change, at which the version expires (database/content-version.server.ts). */
export const earliestScheduled = (trx: Knex.Transaction) =>
  trx.raw(
    '(select min(publish_at) from (select publish_at from blog_posts where status = ? union all select publish_at from site_pages where status = ? union all select pending_publish_at from site_pages where pending_publish_at is not null) scheduled)',
    ['scheduled', 'scheduled'],
  );

async function bumpContentVersion(trx: Knex.Transaction): Promise<void> {
  await trx('content_version')
    .where({ id: 1 })
    .update({ version: trx.raw('version + 1'), next_publish_at: earliestScheduled(trx) });
}
