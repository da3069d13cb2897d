import type { Knex } from 'knex';

/** The owners' security settings (one row; none until first saved): whether every user must use two-step sign-in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('security_settings', (table) => {
    table.integer('id').primary();
    table.boolean('require_two_factor').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('security_settings');
}
