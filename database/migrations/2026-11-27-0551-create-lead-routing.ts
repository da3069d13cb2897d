/**
 * Who answers a new lead and how fast (docs/product/leads.md): one settings row with the response target,
 * the business hours it is counted on and the round robin's turn counter, and the owners' assignment rules
 * (a subject or a revenue check specialty sends the lead to one person). The row exists from the start, so
 * taking a turn is one UPDATE on both engines.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lead_routing_settings', (table) => {
    table.integer('id').primary();
    // How many leads have taken a turn: the next one goes to the active seller at this count modulo their number.
    table.integer('turns_taken').notNullable().defaultTo(0);
    table.integer('response_target_minutes').notNullable().defaultTo(60);
    // ISO weekdays (1 Monday … 7 Sunday), comma separated, and the working day's start and end (HH:MM, site time zone).
    table.string('business_days', 20).notNullable().defaultTo('1,2,3,4,5');
    table.string('day_starts', 5).notNullable().defaultTo('09:00');
    table.string('day_ends', 5).notNullable().defaultTo('17:00');
    table.timestamp('updated_at', { useTz: true }).nullable();
  });
  await knex('lead_routing_settings').insert({ id: 1 });
  await knex.schema.createTable('lead_assignment_rules', (table) => {
    table.increments('id').primary();
    // A rule matches a lead whose subject is this (exactly), or whose revenue check specialty is this; one of the two is set.
    table.string('subject', 200).nullable();
    table.string('specialty', 32).nullable();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_assignment_rules');
  await knex.schema.dropTable('lead_routing_settings');
}
