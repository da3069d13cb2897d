/**
 * Leads become a pipeline: a status, an owner (a user id), a follow-up date,
 * where the lead came from (attribution), timestamped notes and a history of
 * changes. Notes and history go with their lead (deleted with it).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (table) => {
    table.string('status', 16).notNullable().defaultTo('new');
    // No foreign key: SQLite cannot add one to an existing table; the API checks the user exists.
    table.integer('owner_id').nullable();
    table.string('follow_up_on', 10).nullable();
    // Attribution: the first page of the visit (path only), the referring site's host, its UTM values,
    // and the page whose form sent the message.
    table.string('landing_path', 300).nullable();
    table.string('referrer_host', 253).nullable();
    table.string('utm_source', 100).nullable();
    table.string('utm_medium', 100).nullable();
    table.string('utm_campaign', 100).nullable();
    table.string('sent_from', 300).nullable();
    table.index(['status'], 'contacts_status_index');
  });
  await knex.schema.createTable('contact_notes', (table) => {
    table.increments('id').primary();
    table.integer('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
    table.integer('author_id').nullable();
    // Kept as written, so a note still says who wrote it after that account is gone.
    table.string('author_name', 64).notNullable();
    table.text('body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['contact_id'], 'contact_notes_contact_id_index');
  });
  await knex.schema.createTable('contact_history', (table) => {
    table.increments('id').primary();
    table.integer('contact_id').notNullable().references('id').inTable('contacts').onDelete('CASCADE');
    table.timestamp('at', { useTz: true }).notNullable();
    table.integer('actor_id').nullable();
    table.string('actor_name', 64).nullable();
    // 'status', 'owner', 'followUp' or 'handled', and the new value ('' when cleared).
    table.string('change', 16).notNullable();
    table.string('value', 64).notNullable();
    table.index(['contact_id'], 'contact_history_contact_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_history');
  await knex.schema.dropTable('contact_notes');
  await knex.schema.alterTable('contacts', (table) => {
    table.dropIndex(['status'], 'contacts_status_index');
    for (const column of ['status', 'owner_id', 'follow_up_on', 'landing_path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'sent_from']) {
      table.dropColumn(column);
    }
  });
}
