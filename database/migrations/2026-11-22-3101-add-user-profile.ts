import type { Knex } from 'knex';

/**
 * A staff member's profile (docs/product/admin.md#staff-pages): the display name shown as a post's
 * author on the public page, and an email address for "forgot password".
 * Both optional. Emails are unique regardless of letter case (an expression
 * index, which SQLite and PostgreSQL both support).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('display_name', 80).nullable();
    table.string('email', 254).nullable();
  });
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_email_lower_unique');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('email');
    table.dropColumn('display_name');
  });
}
