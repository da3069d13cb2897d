import type { Knex } from 'knex';

/**
 * "Forgot password" by email (decision 035): one-time links valid for 30 minutes.
 * Only the SHA-256 of a link's token is stored; a used link keeps its row
 * (used_at) until the user's next request prunes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (table) => {
    table.increments('id').primary();
    table.string('token_hash', 64).notNullable().unique();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.index(['user_id'], 'password_resets_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
}
