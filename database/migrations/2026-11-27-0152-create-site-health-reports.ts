import type { Knex } from 'knex';

/**
 * The last site health report (docs/product/redirects.md#site-health): one row, written by the
 * background check of whichever process ran it last and read by the dashboard.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_health_reports', (table) => {
    table.integer('id').primary();
    table.timestamp('checked_at', { useTz: true }).notNullable();
    table.text('items').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_health_reports');
}
