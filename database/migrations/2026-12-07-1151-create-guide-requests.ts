/**
 * Requests for a guide (docs/product/guides.md#double-opt-in): the address, the optional name and practice, the page
 * the form was on, and the SHA-256 of the emailed link's token (never the token). Confirming (the link's first
 * click) sets `confirmed_at` and `contact_id`, the lead it became; deleting that lead deletes its requests.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('guide_requests', (table) => {
    table.increments('id').primary();
    table.integer('guide_id').notNullable().references('id').inTable('guides').onDelete('CASCADE');
    table.string('email', 254).notNullable();
    table.string('full_name', 200).notNullable().defaultTo('');
    table.string('company', 200).notNullable().defaultTo('');
    table.string('page', 300).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('confirmed_at', { useTz: true }).nullable();
    table.integer('contact_id').nullable().references('id').inTable('contacts').onDelete('CASCADE');
    table.index(['guide_id', 'email'], 'guide_requests_guide_email_index');
    table.index(['contact_id'], 'guide_requests_contact_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('guide_requests');
}
