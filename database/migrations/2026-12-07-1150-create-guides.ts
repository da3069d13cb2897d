/**
 * Guides to download (docs/product/guides.md): a title, a description, an optional cover from the media library
 * (with its alt text, or marked decorative) and a PDF, whose bytes are kept in `media_blobs` under `pdf_key` like the
 * media library's files, but named by no `media_files` row: no `/media/` address ever serves them.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('guides', (table) => {
    table.increments('id').primary();
    table.string('title', 120).notNullable();
    table.text('description').notNullable();
    // `guide-<40 hex digits of its sha256>.pdf`: the blob key; two guides with the same file share it.
    table.string('pdf_key', 90).notNullable();
    table.integer('pdf_bytes').notNullable();
    // The name the file was uploaded with, shown in the dashboard.
    table.string('file_name', 255).notNullable();
    table.integer('cover_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    table.string('cover_alt', 500).notNullable().defaultTo('');
    table.boolean('cover_decorative').notNullable().defaultTo(false);
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['pdf_key'], 'guides_pdf_key_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('guides');
}
