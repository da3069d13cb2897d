import type { Knex } from 'knex';

/**
 * How calls are held (docs/product/booking.md#how-the-call-happens): the company's `call_method`, `phone` (the
 * host calls the number the visitor gave) or `video`; and each host's own `video_url`, the link a video call uses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_settings', (table) => {
    table.string('call_method', 8).notNullable().defaultTo('phone');
  });
  await knex.schema.alterTable('availability', (table) => {
    table.string('video_url', 500).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_settings', (table) => table.dropColumn('call_method'));
  await knex.schema.alterTable('availability', (table) => table.dropColumn('video_url'));
}
