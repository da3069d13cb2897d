import type { Knex } from 'knex';

/**
 * The time a page's pending change was last saved (decision 074): what the editor names, as `ifPendingUpdatedAt`,
 * so that a second tab's save is reported instead of overwritten (as for posts, decision 030).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_pages', (table) => {
    table.timestamp('pending_updated_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_pages', (table) => {
    table.dropColumn('pending_updated_at');
  });
}
