/**
 * The newsletters' settings (one row; the defaults until first saved): whether links in newsletters are counted
 * (docs/product/subscriptions.md#click-counting). Off by default: only the owner turns it on.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_settings', (table) => {
    table.integer('id').primary();
    table.boolean('count_clicks').notNullable().defaultTo(false);
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_settings');
}
