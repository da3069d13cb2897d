import type { Knex } from 'knex';

/**
 * Server-side session records (decision 019): one row per signed-in browser,
 * so a user can see their sessions (device, last seen) and end one. The cookie
 * carries a random session id; only its SHA-256 is stored here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (table) => {
    table.increments('id').primary();
    table.string('token_hash', 64).notNullable().unique();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable();
    table.string('user_agent', 300).nullable();
    table.string('ip', 64).nullable();
    table.index(['user_id'], 'sessions_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
