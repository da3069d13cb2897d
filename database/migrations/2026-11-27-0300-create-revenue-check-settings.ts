import type { Knex } from 'knex';

/**
 * The revenue check's assumptions as the owners set them (docs/product/revenue-check.md#benchmarks): one
 * row, the JSON of shared/revenue-check.ts's RevenueCheckAssumptions (values and sources); none until the
 * first save, when the defaults apply.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revenue_check_settings', (table) => {
    table.integer('id').primary();
    table.text('assumptions').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('revenue_check_settings');
}
