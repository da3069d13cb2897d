import type { Knex } from 'knex';

/** Per-post SEO: meta title and description (null: the title and the excerpt), canonical URL override, noindex. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.string('meta_title', 300).nullable();
    table.string('meta_description', 500).nullable();
    table.string('canonical_url', 2000).nullable();
    table.boolean('noindex').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('meta_title');
    table.dropColumn('meta_description');
    table.dropColumn('canonical_url');
    table.dropColumn('noindex');
  });
}
