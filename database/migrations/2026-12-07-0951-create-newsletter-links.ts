/**
 * The links of a newsletter sent while click counting was on (docs/product/subscriptions.md#click-counting): one
 * row per newsletter and address, found by its random token, with the number of clicks. Nothing in it names a
 * person: no subscriber id, no address, no time of a click.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_links', (table) => {
    table.increments('id').primary();
    table.integer('newsletter_id').notNullable().references('id').inTable('newsletters').onDelete('CASCADE');
    table.string('url', 2048).notNullable();
    // 16 random bytes, base64url: the redirect finds the address by it, so no address can be forged into one.
    table.string('token', 32).notNullable().unique();
    table.integer('clicks').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['newsletter_id', 'url'], { indexName: 'newsletter_links_url_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_links');
}
