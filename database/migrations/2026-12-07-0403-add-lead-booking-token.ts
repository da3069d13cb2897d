import type { Knex } from 'knex';

/**
 * One flow from a form to a booked call (docs/product/booking.md#one-flow): the analysis request and the contact
 * message answer a token that books a call for that lead without the visitor typing their details again. The
 * database keeps only its SHA-256 hash, like the manage links.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.string('booking_token_hash', 64).nullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.dropUnique(['booking_token_hash']);
    table.dropColumn('booking_token_hash');
  });
}
