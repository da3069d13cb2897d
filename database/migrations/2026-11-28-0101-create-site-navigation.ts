import type { Knex } from 'knex';
// The navigation's defaults are today's menus (decision 075), as the pages' are today's pages (decision 063).
// eslint-disable-next-line import-x/no-restricted-paths
import { defaultNavigation } from '#content/navigation.ts';

/**
 * The header menu and the footer columns as data (docs/product/pages.md#menus, decision 075): one row, the
 * menus as JSON, seeded with today's menus; the content version moves so running processes read them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_navigation', (table) => {
    table.integer('id').primary();
    table.text('header').notNullable();
    table.text('footer').notNullable();
    table.integer('updated_by').nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  const { header, footer } = defaultNavigation();
  await knex('site_navigation').insert({ id: 1, header: JSON.stringify(header), footer: JSON.stringify(footer), updated_at: new Date().toISOString() });
  await knex('content_version').update({ version: knex.raw('version + 1') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_navigation');
}
