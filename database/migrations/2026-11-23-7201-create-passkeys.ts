import type { Knex } from 'knex';

/**
 * Passkeys (WebAuthn) as a second factor or a sign-in of their own
 * (decision 034). One row per registered credential: its id and COSE public key
 * as base64url text (the same on SQLite and PostgreSQL), the signature counter
 * last seen, and the name the user gave it. Challenges live in their own table
 * so each is used once, whatever copies of a cookie exist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A credential id is at most 1023 bytes (WebAuthn §5.4.3): 1364 base64url characters.
    table.string('credential_id', 1400).notNullable().unique();
    table.text('public_key').notNullable();
    table.bigInteger('sign_count').notNullable().defaultTo(0);
    table.string('transports', 200).nullable();
    table.string('name', 64).notNullable();
    table.boolean('backed_up').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_used_at', { useTz: true }).nullable();
    table.index(['user_id'], 'passkeys_user_id_index');
  });
  await knex.schema.createTable('passkey_challenges', (table) => {
    table.increments('id').primary();
    // SHA-256 of the random token the browser's session cookie carries: the challenge is bound to it.
    table.string('binding_hash', 64).notNullable().unique();
    table.string('purpose', 16).notNullable();
    table.string('challenge', 128).notNullable();
    // The user it was issued for (registration, second factor); null for a sign-in that names nobody yet.
    table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at'], 'passkey_challenges_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('passkey_challenges');
  await knex.schema.dropTable('passkeys');
}
