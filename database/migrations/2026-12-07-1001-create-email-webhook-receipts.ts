import type { Knex } from 'knex';

/**
 * The provider event webhooks' replay protection (docs/product/subscriptions.md#provider-events): every signed
 * message's id (Standard Webhooks' `webhook-id`, Mailgun's signature token), once. A second message with the same
 * id is refused; ids older than a day are pruned, since a message older than five minutes is refused anyway.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_webhook_receipts', (table) => {
    // 'standard' or 'mailgun'.
    table.string('source', 16).notNullable();
    table.string('webhook_id', 200).notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable();
    table.primary(['source', 'webhook_id']);
    table.index(['received_at'], 'email_webhook_receipts_received_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_webhook_receipts');
}
