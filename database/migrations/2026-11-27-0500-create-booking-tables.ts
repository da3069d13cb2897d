import type { Knex } from 'knex';

/**
 * Booking the free assessment call (docs/product/booking.md):
 * - `availability`: one row per staff account that takes calls: its IANA time zone, weekly hours and days off (JSON).
 * - `booking_settings`: one row, the company's call length, buffer, minimum notice and horizon; none until the
 *   first save, when the defaults apply.
 * - `bookings`: one row per call booked; the manage link's token only as its SHA-256 hash.
 * - `booking_holds`: the five-minute cells of a person's time an active call takes, from its start to its end
 *   plus the buffer. The unique index over (user, cell) is what stops two calls of one person overlapping, whatever
 *   their lengths, on both databases and with simultaneous requests (decision 066); cancelling deletes the cells.
 * - `calendar_feeds`: each person's private iCalendar feed, by the hash of its token; deleting the row revokes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('availability', (table) => {
    table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('time_zone', 64).notNullable();
    table.text('weekly_hours').notNullable();
    table.text('days_off').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('booking_settings', (table) => {
    table.integer('id').primary();
    table.integer('call_minutes').notNullable();
    table.integer('buffer_minutes').notNullable();
    table.integer('notice_hours').notNullable();
    table.integer('horizon_days').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('bookings', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('contact_id').nullable().references('id').inTable('contacts').onDelete('SET NULL');
    table.timestamp('start_at', { useTz: true }).notNullable();
    table.timestamp('end_at', { useTz: true }).notNullable();
    table.string('status', 16).notNullable().defaultTo('booked');
    table.string('full_name', 200).notNullable();
    table.string('email', 254).notNullable();
    table.string('company', 200).notNullable();
    table.string('phone', 40).nullable();
    table.text('note').nullable();
    table.string('uid', 100).notNullable().unique();
    table.string('token_hash', 64).notNullable().unique();
    table.integer('sequence').notNullable().defaultTo(0);
    table.timestamp('reminded_24h_at', { useTz: true }).nullable();
    table.timestamp('reminded_1h_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['start_at'], 'bookings_start_index');
    // One active call per person and start; the holds below also refuse overlaps of different lengths.
    table.unique(['user_id', 'start_at'], { indexName: 'bookings_active_start_unique', predicate: knex.whereRaw("status = 'booked'") });
  });
  await knex.schema.createTable('booking_holds', (table) => {
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Minutes since the epoch divided by five: the cell's start. */
    table.bigInteger('cell').notNullable();
    table.integer('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    table.primary(['user_id', 'cell']);
    table.index(['booking_id'], 'booking_holds_booking_index');
  });
  await knex.schema.createTable('calendar_feeds', (table) => {
    table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('token_hash', 64).notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['calendar_feeds', 'booking_holds', 'bookings', 'booking_settings', 'availability']) await knex.schema.dropTable(name);
}
