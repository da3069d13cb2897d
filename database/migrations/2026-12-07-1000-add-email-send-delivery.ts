import type { Knex } from 'knex';

/**
 * What the sending provider's event webhook reports about a message after it left (docs/product/subscriptions.md#provider-events):
 * when the receiving server accepted it (`delivered_at`) and when its reader marked it as spam (`complained_at`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_sends', (table) => {
    table.timestamp('delivered_at', { useTz: true }).nullable();
    table.timestamp('complained_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_sends', (table) => {
    table.dropColumn('delivered_at');
    table.dropColumn('complained_at');
  });
}
