/**
 * Small images uploaded in the dashboard (company logo, proof photos and logos),
 * kept in the database so every process and every host sees them. The media
 * library may take them over later (database/stored-images.server.ts is the only
 * code that reads or writes them).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stored_images', (table) => {
    table.increments('id').primary();
    // Decided from the bytes, never from what the browser said: image/png, image/jpeg or image/svg+xml.
    table.string('content_type', 40).notNullable();
    table.binary('bytes').notNullable();
    table.string('sha256', 64).notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stored_images');
}
