import type { Knex } from 'knex';

/**
 * Imports from WordPress and Ghost (docs/product/admin.md#importing, decision 061):
 * - `import_jobs`: one row per import, its progress and its report (JSON), so the dashboard polls it and a
 *   process that stops mid-import leaves a row that says so;
 * - `import_sources`: which post came from which source record (`wordpress:<guid>`, `ghost:<id>`), so a second run
 *   adds nothing, and the byline the source named;
 * - `import_media`: which image came from which file of the source, so an image is stored once;
 * - `legacy_paths`: an old address of the source site and the post or tag it now names; it answers 301 to
 *   that post's or tag's current address, so a later change of slug still resolves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('import_jobs', (table) => {
    table.increments('id').primary();
    table.string('kind', 16).notNullable();
    table.string('status', 16).notNullable();
    table.string('file_name', 255).notNullable();
    table.integer('total').notNullable().defaultTo(0);
    table.integer('processed').notNullable().defaultTo(0);
    table.text('report').nullable();
    table.string('error', 500).nullable();
    table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('finished_at', { useTz: true }).nullable();
    table.index(['status'], 'import_jobs_status_index');
  });
  await knex.schema.createTable('import_sources', (table) => {
    table.string('source', 300).primary();
    table.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.string('byline', 200).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['post_id'], 'import_sources_post_id_index');
  });
  await knex.schema.createTable('import_media', (table) => {
    table.string('source', 600).primary();
    table.integer('media_id').unsigned().notNullable().references('id').inTable('media').onDelete('CASCADE');
  });
  await knex.schema.createTable('legacy_paths', (table) => {
    table.string('path', 600).primary();
    table.integer('post_id').unsigned().nullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.integer('tag_id').unsigned().nullable().references('id').inTable('tags').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('legacy_paths');
  await knex.schema.dropTable('import_media');
  await knex.schema.dropTable('import_sources');
  await knex.schema.dropTable('import_jobs');
}
