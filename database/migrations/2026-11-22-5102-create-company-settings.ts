/**
 * The company's details set in the dashboard: one row, none until an owner first
 * saves (until then the pages use content/company.ts, marked as placeholders).
 * The values are one JSON document: they are read and written together.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_settings', (table) => {
    table.integer('id').primary();
    table.text('data').notNullable();
    table.integer('logo_image_id').nullable().references('id').inTable('stored_images').onDelete('SET NULL');
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_settings');
}
