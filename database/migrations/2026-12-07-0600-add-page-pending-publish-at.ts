import type { Knex } from 'knex';

/**
 * When a live page's pending change goes live by itself (docs/product/pages.md#the-marketers-workflow): a
 * scheduled update. Null for a pending change that waits for Update.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_pages', (table) => {
    table.timestamp('pending_publish_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_pages', (table) => {
    table.dropColumn('pending_publish_at');
  });
}
