import type { Knex } from 'knex';

/**
 * Share-preview links of a post: only the SHA-256 of the link's token is stored,
 * so a copy of the database cannot be turned into working links. A link ends at
 * its expiry or when revoked; it goes with its post.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('preview_links', (table) => {
    table.increments('id').primary();
    table.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.string('token_hash', 64).notNullable().unique();
    table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.index(['post_id'], 'preview_links_post_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('preview_links');
}
