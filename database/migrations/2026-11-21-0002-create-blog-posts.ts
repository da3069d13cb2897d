import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (table) => {
    table.increments('id').primary();
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.text('excerpt').notNullable();
    table.text('content').notNullable();
    table.boolean('published').notNullable().defaultTo(false);
    table.integer('author_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['published', 'created_at'], 'blog_posts_published_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
