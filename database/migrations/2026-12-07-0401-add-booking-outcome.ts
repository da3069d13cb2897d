import type { Knex } from 'knex';

/**
 * What became of a call once its time came (docs/product/booking.md#the-call-on-the-lead): staff mark it
 * `done` or `no_show`, with who did it and when. The booking's `status` (booked or cancelled) still decides
 * whether it holds the person's time; the state the dashboard shows is worked out from both.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.string('outcome', 16).nullable();
    table.timestamp('outcome_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('outcome');
    table.dropColumn('outcome_at');
  });
}
