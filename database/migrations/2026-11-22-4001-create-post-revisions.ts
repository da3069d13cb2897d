/**
 * Revisions of blog posts (docs/product/blog.md#posts): each save that changes a post's title, slug,
 * excerpt or content keeps a copy, with who saved it and when. The newest 50 of each post are kept.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_revisions', (table) => {
    table.increments('id').primary();
    table.integer('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.text('title').notNullable();
    table.text('slug').notNullable();
    table.text('excerpt').notNullable();
    table.text('content').notNullable();
    // Kept when the account is deleted: the revision stays, without its author.
    table.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['post_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_revisions');
}
