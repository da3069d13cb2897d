import type { Knex } from 'knex';

/**
 * A cover's focal point (shared/cover-focal.ts): whole percents 0–100 from the photo's top left, the centre
 * unless the writer moves it. On the post and on its pending change, which carries the cover too (decision 030).
 */
const tables = ['blog_posts', 'post_pending_changes'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const name of tables) {
    await knex.schema.alterTable(name, (table) => {
      table.integer('cover_focal_x').notNullable().defaultTo(50);
      table.integer('cover_focal_y').notNullable().defaultTo(50);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of tables) {
    await knex.schema.alterTable(name, (table) => {
      table.dropColumn('cover_focal_x');
      table.dropColumn('cover_focal_y');
    });
  }
}
