import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contacts', (table) => {
    table.increments('id').primary();
    table.string('full_name', 200).notNullable();
    table.string('email', 254).notNullable();
    table.string('company', 200).notNullable();
    table.string('phone', 40).nullable();
    table.string('subject', 200).notNullable();
    table.text('message').notNullable();
    table.timestamp('handled_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['created_at'], 'contacts_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contacts');
}
