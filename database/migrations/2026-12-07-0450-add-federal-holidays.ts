import type { Knex } from 'knex';

/**
 * Each person may take the observed US federal holidays off (docs/product/booking.md#slots): `federal_holidays`,
 * false for everyone until they switch it on in "My availability".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('availability', (table) => {
    table.boolean('federal_holidays').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('availability', (table) => table.dropColumn('federal_holidays'));
}
