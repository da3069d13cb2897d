import type { Knex } from 'knex';

/**
 * Social cards (decision 036): the 1200x630 image each page names in og:image,
 * made once and kept. The key is the card's URL name, which carries a hash of
 * everything drawn on it (title, site name, cover, template version), so a
 * changed title is a new key and a stored card never changes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('social_cards', (table) => {
    table.string('key', 120).primary();
    table.string('content_type', 20).notNullable();
    table.binary('data').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('social_cards');
}
