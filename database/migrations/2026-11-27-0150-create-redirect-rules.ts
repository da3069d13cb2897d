import type { Knex } from 'knex';

/**
 * Redirect rules managed in the dashboard (docs/product/redirects.md): a source path, exact or a
 * prefix ending in `*`, to a path of this site or an absolute URL, with its status. One rule per source.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('redirect_rules', (table) => {
    table.increments('id').primary();
    table.string('source', 500).notNullable().unique('redirect_rules_source_unique');
    table.string('target', 2000).notNullable();
    table.integer('status').notNullable();
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('redirect_rules');
}
