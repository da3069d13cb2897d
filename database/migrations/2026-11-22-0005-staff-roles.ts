import type { Knex } from 'knex';

/**
 * Staff roles (shared/roles.ts). Every account that exists before this
 * migration was the site's one admin, who could do everything: each becomes an
 * owner. `active` lets an owner switch an account off without deleting it (its
 * posts keep their author). `review_requested_at` marks a draft an author has
 * submitted for review.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    // The least-privileged role that writes anything, so a row inserted without a role gets little.
    table.string('role', 16).notNullable().defaultTo('author');
    table.boolean('active').notNullable().defaultTo(true);
  });
  await knex('users').update({ role: 'owner' });
  await knex.schema.alterTable('blog_posts', (table) => {
    table.timestamp('review_requested_at', { useTz: true }).nullable();
  });
}

/**
 * Roles are lost. Before this migration every account could do everything, so
 * applying it again makes every account an owner, as the code of that time
 * treated them: review the roles after rolling back and forward.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('review_requested_at');
  });
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('active');
    table.dropColumn('role');
  });
}
