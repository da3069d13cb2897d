/**
 * The write side of the content version: every post write bumps it in its own
 * transaction and records the earliest scheduled publish time, at which the
 * version expires (database/content-version.server.ts).
 */
import type { Knex } from 'knex';

export async function bumpContentVersion(trx: Knex.Transaction): Promise<void> {
  await trx('content_version')
    .where({ id: 1 })
    .update({
      version: trx.raw('version + 1'),
      next_publish_at: trx.raw('(select min(publish_at) from blog_posts where status = ?)', ['scheduled']),
    });
}
