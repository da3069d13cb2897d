import type { Knex } from 'knex';

/**
 * The media library (decision 026): one `media` row per uploaded image, one
 * `media_files` row per file made from it (the cleaned original and each
 * variant), and the bytes in `media_blobs` (a BLOB on SQLite, bytea on
 * PostgreSQL), keyed by the content hash that is also the file's URL. Files
 * stay in the database because Heroku-style hosts wipe the file system at every
 * restart (docs/decisions/026-media-in-the-database.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_blobs', (table) => {
    // `<sha256 prefix>.<ext>`: the URL path under /media/.
    table.string('key', 64).primary();
    table.binary('data').notNullable();
  });
  await knex.schema.createTable('media', (table) => {
    table.increments('id').primary();
    table.string('file_name', 255).notNullable();
    table.string('alt', 500).notNullable().defaultTo('');
    table.string('format', 8).notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    // Size of the file as uploaded.
    table.integer('bytes').notNullable();
    table.integer('uploaded_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at'], 'media_created_at_index');
  });
  await knex.schema.createTable('media_files', (table) => {
    table.increments('id').primary();
    table.integer('media_id').unsigned().notNullable().references('id').inTable('media').onDelete('CASCADE');
    // 'original' (metadata stripped, orientation applied, full size) or 'variant'.
    table.string('role', 8).notNullable();
    table.string('format', 8).notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.integer('bytes').notNullable();
    table.string('key', 64).notNullable().references('key').inTable('media_blobs');
    table.index(['media_id'], 'media_files_media_id_index');
    table.index(['key'], 'media_files_key_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_files');
  await knex.schema.dropTable('media');
  await knex.schema.dropTable('media_blobs');
}
