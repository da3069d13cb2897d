import type { Knex } from 'knex';

/**
 * Invitations: an owner's one-time link for a new staff account. Only the
 * SHA-256 of the link's token is stored, so a copy of the database cannot be
 * turned into working links.
 *
 * The audit log: who did what, when, from where. The app only ever inserts and,
 * after the retention period, prunes; there is no API that edits an entry. The
 * actor's username is kept beside the id, as it was at the time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invitations', (table) => {
    table.increments('id').primary();
    table.string('token_hash', 64).notNullable().unique();
    table.string('role', 16).notNullable();
    table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('accepted_at', { useTz: true }).nullable();
    table.integer('accepted_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('revoked_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('audit_log', (table) => {
    table.increments('id').primary();
    table.timestamp('at', { useTz: true }).notNullable();
    table.integer('actor_id').nullable();
    table.string('actor', 64).nullable();
    table.string('action', 40).notNullable();
    table.string('target', 200).nullable();
    table.string('ip', 64).nullable();
    table.text('details').nullable();
    table.index(['at'], 'audit_log_at_index');
    table.index(['action', 'at'], 'audit_log_action_at_index');
    table.index(['actor', 'at'], 'audit_log_actor_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('invitations');
}
