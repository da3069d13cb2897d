import type { Knex } from 'knex';

/**
 * An imported subscriber's consent says who attested that the person had opted in before
 * (docs/product/subscriptions.md#import-and-export): the owner's user name, kept as text so that it stays when the
 * account goes. Null for every other consent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_consents', (table) => {
    table.string('attested_by', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_consents', (table) => table.dropColumn('attested_by'));
}
