import type { Knex } from 'knex';

/**
 * The display name an owner may give an invitation (docs/product/admin.md#roles-and-invitations): the new
 * account takes it when the invitee leaves theirs empty. Null when the owner gave none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invitations', (table) => {
    table.string('display_name', 80).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invitations', (table) => {
    table.dropColumn('display_name');
  });
}
