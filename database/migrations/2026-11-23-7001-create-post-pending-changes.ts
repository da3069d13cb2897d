import type { Knex } from 'knex';

/**
 * The pending change of a published or scheduled post (decision 030): what the editor autosaves while
 * the public page keeps showing the post as it is, until Update writes it into the post. One per post; it goes
 * with its post. `base_updated_at` is the post's `updated_at` the change was made on, so a change made on a
 * version that has since been replaced is recognised.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_pending_changes', (table) => {
    table.integer('post_id').unsigned().primary().references('id').inTable('blog_posts').onDelete('CASCADE');
    table.text('title').notNullable();
    table.text('slug').notNullable();
    table.text('excerpt').notNullable();
    table.text('content').notNullable();
    table.text('meta_title').nullable();
    table.text('meta_description').nullable();
    table.text('canonical_url').nullable();
    table.boolean('noindex').notNullable().defaultTo(false);
    // The cover image (decision 036), checked when the change is published, as the post's own is.
    table.integer('cover_media_id').nullable();
    // The tag names, as a JSON array: they become tags (rows) only when the change is published.
    table.text('tags').notNullable();
    table.integer('author_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('base_updated_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_pending_changes');
}
