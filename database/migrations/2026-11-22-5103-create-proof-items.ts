/**
 * Proof items (testimonials, case studies, certifications, client logos) and
 * where each is placed. The kind's own fields are one JSON document; the columns
 * are what pages select on and order by.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proof_items', (table) => {
    table.increments('id').primary();
    table.string('kind', 20).notNullable();
    table.integer('position').notNullable();
    table.text('data').notNullable();
    table.integer('image_id').nullable().references('id').inTable('stored_images').onDelete('SET NULL');
    table.boolean('on_home').notNullable().defaultTo(false);
    table.boolean('on_uswha').notNullable().defaultTo(false);
    // Service slugs, separated by commas.
    table.text('services').notNullable().defaultTo('');
    table.boolean('demo').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['kind', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proof_items');
}
