import type { Knex } from 'knex';

/**
 * A post's status (draft, scheduled, published) and its publish time. `published`
 * stays, always equal to `status = 'published'`, so every existing query and the
 * `published` field of the API keep working. Published posts take their creation
 * time as their publish time.
 *
 * content_version.next_publish_at is the earliest scheduled publish time: the
 * content version expires then, and the first request after it publishes what is
 * due (database/scheduled-publishing.server.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.string('status', 16).notNullable().defaultTo('draft');
    table.timestamp('publish_at', { useTz: true }).nullable();
  });
  await knex('blog_posts')
    .where({ published: true })
    .update({ status: 'published', publish_at: knex.ref('created_at') });
  await knex.schema.alterTable('blog_posts', (table) => {
    table.index(['status', 'publish_at'], 'blog_posts_status_publish_at_index');
  });
  await knex.schema.alterTable('content_version', (table) => {
    table.timestamp('next_publish_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_version', (table) => {
    table.dropColumn('next_publish_at');
  });
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropIndex(['status', 'publish_at'], 'blog_posts_status_publish_at_index');
  });
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('publish_at');
    table.dropColumn('status');
  });
}
