/**
 * First-party page-view counting (docs/decisions/012-first-party-analytics.md): raw views kept
 * for a limited time, daily totals kept for good, and one random salt per day.
 * No column holds an IP address or a User-Agent.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_events', (table) => {
    table.increments('id').primary();
    table.timestamp('occurred_at', { useTz: true }).notNullable();
    // The day in the site's time zone, YYYY-MM-DD: the unit of counting and of the salt.
    table.string('day', 10).notNullable();
    // hash(salt of the day, IP, User-Agent, site), truncated: same visitor on the same day only.
    table.string('visitor', 32).notNullable();
    table.string('path', 300).notNullable();
    table.string('referrer_host', 253).nullable();
    table.string('utm_source', 100).nullable();
    table.string('utm_medium', 100).nullable();
    table.string('utm_campaign', 100).nullable();
    table.string('device', 10).notNullable();
    table.string('country', 2).nullable();
    table.index(['day'], 'analytics_events_day_index');
    table.index(['occurred_at'], 'analytics_events_occurred_at_index');
  });
  await knex.schema.createTable('analytics_daily', (table) => {
    table.string('day', 10).notNullable();
    // 'total' (value ''), 'page' (path), 'source' (UTM source, else referrer host, else '' for direct), 'device'.
    table.string('dimension', 16).notNullable();
    table.string('value', 300).notNullable();
    table.integer('views').notNullable();
    table.integer('visitors').notNullable();
    table.primary(['day', 'dimension', 'value']);
  });
  await knex.schema.createTable('analytics_salts', (table) => {
    table.string('day', 10).primary();
    table.string('salt', 64).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_salts');
  await knex.schema.dropTable('analytics_daily');
  await knex.schema.dropTable('analytics_events');
}
