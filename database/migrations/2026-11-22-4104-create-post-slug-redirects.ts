import type { Knex } from 'knex';

/**
 * Every slug a published post had before: each answers 301 to the post's current
 * slug for as long as the post exists, and no other post may take it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_slug_redirects', (table) => {
    table.string('slug', 200).primary();
    table.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['post_id'], 'post_slug_redirects_post_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_slug_redirects');
}
