import type { Knex } from 'knex';

/**
 * Share-preview links of marketing pages (docs/product/pages.md#previews, decision 077): as posts' preview_links,
 * keyed by page. Only the token's SHA-256 is stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_preview_links', (table) => {
    table.increments('id').primary();
    table.integer('page_id').notNullable().references('id').inTable('site_pages').onDelete('CASCADE');
    table.string('token_hash', 64).notNullable().unique();
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.index(['page_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_preview_links');
}
