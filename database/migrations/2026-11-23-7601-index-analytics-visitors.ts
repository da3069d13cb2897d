import type { Knex } from 'knex';

/**
 * Daily totals are brought up to date by adding each batch to them
 * (database/analytics.server.ts): whether a view's visitor is new for the day
 * is read from that visitor's earlier views of the day, through this index,
 * instead of recounting the whole day at every batch.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.index(['visitor', 'day'], 'analytics_events_visitor_day_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.dropIndex(['visitor', 'day'], 'analytics_events_visitor_day_index');
  });
}
