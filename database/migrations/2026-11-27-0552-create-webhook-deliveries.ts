/**
 * The lead webhook as Standard Webhooks (docs/decisions/069-standard-webhooks.md): its signing secret
 * and payload format (one row), and every message sent, kept until delivered or given up after a day,
 * so retries survive a restart and the dashboard can show the log and send one again.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lead_webhook_settings', (table) => {
    table.integer('id').primary();
    // `whsec_` and the base64 key; the server needs it to sign, so it is kept as is (shown once to the owner).
    table.string('secret', 80).nullable();
    // 'standard' (the lead as JSON) or 'slack' (a Slack incoming-webhook message).
    table.string('format', 16).notNullable().defaultTo('standard');
    table.timestamp('updated_at', { useTz: true }).nullable();
  });
  await knex('lead_webhook_settings').insert({ id: 1 });
  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.increments('id').primary();
    // The `webhook-id` header: the same for every attempt of one message, so receivers can drop duplicates.
    table.string('message_id', 40).notNullable().unique();
    table.string('event', 32).notNullable();
    table.integer('contact_id').nullable().references('id').inTable('contacts').onDelete('CASCADE');
    table.text('body').notNullable();
    // 'pending' (to be tried at next_attempt_at), 'delivered' or 'failed' (retries used up).
    table.string('status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).nullable();
    // A process sending it holds it until then, so two processes never send one attempt twice.
    table.timestamp('claimed_until', { useTz: true }).nullable();
    table.integer('last_status_code').nullable();
    table.string('last_error', 200).nullable();
    table.timestamp('last_attempt_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['status', 'next_attempt_at'], 'webhook_deliveries_due_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('lead_webhook_settings');
}
