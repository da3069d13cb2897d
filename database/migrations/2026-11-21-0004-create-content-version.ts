import type { Knex } from 'knex';

/**
 * One row whose counter goes up in the same transaction as every blog post
 * write. Each server process compares it with the version its rendered pages
 * were made from, so a change made through any process shows everywhere on
 * the next request (server/pages.server.ts, renderCache 'content').
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_version', (table) => {
    table.integer('id').primary();
    table.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('content_version').insert({ id: 1, version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_version');
}
