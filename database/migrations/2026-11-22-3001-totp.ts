import type { Knex } from 'knex';

/**
 * TOTP as a second factor (decision 017). On the user row: the secret once it is
 * confirmed, the secret being set up (not yet confirmed), and the last time
 * step a code was accepted for, so a code never works twice (RFC 6238 §5.2).
 * Recovery codes are stored as SHA-256 hashes and marked when used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('totp_secret', 64).nullable();
    table.string('totp_pending_secret', 64).nullable();
    table.bigInteger('totp_last_step').nullable();
    table.timestamp('totp_enabled_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('recovery_codes', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('code_hash', 64).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('totp_enabled_at');
    table.dropColumn('totp_last_step');
    table.dropColumn('totp_pending_secret');
    table.dropColumn('totp_secret');
  });
}
