import type { Knex } from 'knex';

/**
 * Leads keep model 2's two figures in columns of their own, so the leads list sorts and filters by the yearly
 * figure (`revenue_yearly`) and shows the one-time figure beside it (`revenue_one_time`), and the model's
 * version (`revenue_check_model`): leads received before it are marked 1 and keep what they were shown
 * (`revenue_opportunity`, model 1's total). Docs: docs/product/revenue-check.md#leads-and-the-models-version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.integer('revenue_check_model').nullable();
    table.bigInteger('revenue_yearly').nullable();
    table.bigInteger('revenue_one_time').nullable();
    table.index(['revenue_yearly'], 'contacts_revenue_yearly_index');
  });
  await knex('contacts').whereNotNull('revenue_check').update({ revenue_check_model: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['revenue_yearly'], 'contacts_revenue_yearly_index');
  });
  await knex.schema.alterTable('contacts', (table) => {
    table.dropColumn('revenue_one_time');
    table.dropColumn('revenue_yearly');
    table.dropColumn('revenue_check_model');
  });
}
