import type { Knex } from 'knex';
// The one migration that reads content/: its rows are today's pages, the defaults by definition (decision 063).
// eslint-disable-next-line import-x/no-restricted-paths
import { defaultPages } from '#content/site-pages/index.ts';

/**
 * The marketing pages as data (docs/product/pages.md#pages-as-data, decision 063): one row a page, its
 * live content (title, SEO fields and typed sections) as JSON, and a pending change (the same with the
 * path) that visitors do not see until it is published; a revision of the content at each write.
 * Seeded, published, with today's pages from content/site-pages (a new database and an existing one alike);
 * the content version moves so running processes render them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_pages', (table) => {
    table.increments('id').primary();
    table.string('path', 200).notNullable().unique();
    /** The seeded page's key in content/meta.ts (keywords, social card); null for a page made in the dashboard. */
    table.string('page_key', 60).nullable();
    table.string('status', 12).notNullable();
    table.timestamp('publish_at', { useTz: true }).nullable();
    table.text('content').notNullable();
    table.text('pending').nullable();
    table.integer('updated_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['status', 'publish_at']);
  });
  await knex.schema.createTable('page_revisions', (table) => {
    table.increments('id').primary();
    table.integer('page_id').notNullable().references('id').inTable('site_pages').onDelete('CASCADE');
    table.string('path', 200).notNullable();
    table.text('content').notNullable();
    table.integer('author_id').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['page_id', 'id']);
  });
  const now = new Date().toISOString();
  for (const { path, pageKey, ...content } of defaultPages()) {
    await knex('site_pages').insert({ path, page_key: pageKey, status: 'published', content: JSON.stringify(content), created_at: now, updated_at: now });
  }
  await knex('content_version').update({ version: knex.raw('version + 1') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_revisions');
  await knex.schema.dropTable('site_pages');
}
