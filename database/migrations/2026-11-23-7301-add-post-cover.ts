import type { Knex } from 'knex';

/**
 * A post's cover image (decision 036): one image of the media library, or none.
 * No foreign key: adding one to an existing table on SQLite means rebuilding
 * it. The rules are kept in code instead, each inside its own transaction: a
 * post write checks that the image exists, and deleting an image is refused
 * while a post uses it as a cover (database/media.server.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.integer('cover_media_id').nullable();
    table.index(['cover_media_id'], 'blog_posts_cover_media_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropIndex(['cover_media_id'], 'blog_posts_cover_media_id_index');
    table.dropColumn('cover_media_id');
  });
}
