import type { Knex } from 'knex';

/**
 * The 404 log (docs/product/redirects.md#the-404-log): per day, path (never the query string),
 * bot or not and referring host, how many requests found nothing and when the first and last came.
 * No address, no User-Agent. Rows older than ANALYTICS_RAW_RETENTION_DAYS are deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('not_found_hits', (table) => {
    table.increments('id').primary();
    table.string('day', 10).notNullable();
    table.string('path', 500).notNullable();
    table.boolean('bot').notNullable();
    // '' for none, so the unique key below holds on both databases (NULLs never collide).
    table.string('referrer_host', 253).notNullable();
    table.integer('count').notNullable();
    table.timestamp('first_seen_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable();
    table.unique(['day', 'path', 'bot', 'referrer_host'], { indexName: 'not_found_hits_key' });
    table.index(['last_seen_at'], 'not_found_hits_last_seen_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('not_found_hits');
}
