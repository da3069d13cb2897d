import type { Knex } from 'knex';

/**
 * A lead sent from the revenue check keeps the visitor's inputs and the figures the server computed
 * (`revenue_check`, JSON), and the total in its own column (`revenue_opportunity`, whole dollars) so the
 * leads list can sort and filter by it; both null for other leads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.text('revenue_check').nullable();
    table.bigInteger('revenue_opportunity').nullable();
    table.index(['revenue_opportunity'], 'contacts_revenue_opportunity_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['revenue_opportunity'], 'contacts_revenue_opportunity_index');
  });
  await knex.schema.alterTable('contacts', (table) => {
    table.dropColumn('revenue_opportunity');
    table.dropColumn('revenue_check');
  });
}
