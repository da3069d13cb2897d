import type { Knex } from 'knex';

/**
 * A revision still gathering a writer's autosaves (docs/product/blog.md#revisions-while-writing, decision 108):
 * `edited_at`, the time of the last autosave folded into it (null once it is kept as it is), and `editing_ms`,
 * the time spent editing it, without the pauses. Existing revisions are kept as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_revisions', (table) => {
    table.timestamp('edited_at', { useTz: true }).nullable();
    table.integer('editing_ms').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_revisions', (table) => {
    table.dropColumn('edited_at');
    table.dropColumn('editing_ms');
  });
}
