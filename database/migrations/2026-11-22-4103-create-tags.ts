import type { Knex } from 'knex';

/** Tags (a name and its unique slug) and which posts carry them; a post's tags go with it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tags', (table) => {
    table.increments('id').primary();
    table.string('slug', 60).notNullable().unique();
    table.string('name', 60).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('post_tags', (table) => {
    table.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.integer('tag_id').unsigned().notNullable().references('id').inTable('tags').onDelete('CASCADE');
    table.primary(['post_id', 'tag_id']);
    table.index(['tag_id', 'post_id'], 'post_tags_tag_id_post_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_tags');
  await knex.schema.dropTable('tags');
}
