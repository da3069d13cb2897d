/**
 * A sequence email's preview, built from the text being written (docs/product/sequences.md#in-the-dashboard), kept for
 * the user who asked for 30 minutes so the editor's frame can load it. In the database, not in a process's memory:
 * with several web processes, the frame's request may reach another process than the one that built it. Only the
 * token's hash is stored.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sequence_previews', (table) => {
    table.string('token_hash', 64).primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('html').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at'], 'sequence_previews_expires_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sequence_previews');
}
