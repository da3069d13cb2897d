/** Email alerts for new leads, set in the dashboard: on or off, and who receives them (one row). */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lead_alert_settings', (table) => {
    table.integer('id').primary();
    table.boolean('enabled').notNullable();
    // Addresses separated by commas.
    table.text('recipients').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_alert_settings');
}
