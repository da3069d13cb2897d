import type { Knex } from 'knex';

/**
 * A staff member's change of email address waiting for its confirmation link
 * (decision 051): one per account, the new address and the SHA-256 of the
 * link's token (null for the stand-in kept, without email set up, when another
 * account has the address: it is shown to its saver and never applied).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pending_email_changes', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    table.string('email', 254).notNullable();
    table.string('token_hash', 64).nullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pending_email_changes');
}
