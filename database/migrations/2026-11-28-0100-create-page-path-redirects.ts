import type { Knex } from 'knex';

/**
 * Old paths of marketing pages (docs/product/pages.md#new-pages, decision 074): each answers 301 to the page's
 * current path for as long as the page exists and is published. A page that takes an old path back drops it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_path_redirects', (table) => {
    table.string('path', 200).primary();
    table.integer('page_id').notNullable().references('id').inTable('site_pages').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['page_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_path_redirects');
}
