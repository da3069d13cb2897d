/**
 * Subscribers and their consent (docs/product/subscriptions.md): one row per address, the topics it chose, every
 * consent as it was given (page, form, the exact wording, when, when confirmed), a history of what happened to it,
 * and the suppression list, kept by a hash of the address so that erasing a person keeps the promise never to
 * write to a bounced or complaining address again without keeping the address itself.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscribers', (table) => {
    table.increments('id').primary();
    // Lower case: one row per address whatever its letter case.
    table.string('email', 254).notNullable().unique();
    // 'pending' (asked to confirm), 'confirmed', 'unsubscribed' or 'suppressed' (bounced or complained).
    table.string('state', 16).notNullable();
    // SHA-256 of the confirmation link's token; null once used. Valid until confirm_expires_at.
    table.string('confirm_token_hash', 64).nullable().unique();
    table.timestamp('confirm_expires_at', { useTz: true }).nullable();
    // The preferences and unsubscribe links' token: it goes into every email, so it is kept as is.
    table.string('manage_token', 64).notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('confirmed_at', { useTz: true }).nullable();
    table.timestamp('unsubscribed_at', { useTz: true }).nullable();
    table.index(['state'], 'subscribers_state_index');
  });
  await knex.schema.createTable('subscriber_topics', (table) => {
    table.integer('subscriber_id').notNullable().references('id').inTable('subscribers').onDelete('CASCADE');
    table.string('topic', 40).notNullable();
    table.primary(['subscriber_id', 'topic']);
    table.index(['topic'], 'subscriber_topics_topic_index');
  });
  await knex.schema.createTable('subscription_consents', (table) => {
    table.increments('id').primary();
    table.integer('subscriber_id').notNullable().references('id').inTable('subscribers').onDelete('CASCADE');
    // Which form: shared/subscriptions.ts subscribeForms.
    table.string('form', 32).notNullable();
    // The page the form was on (a path), or the import's file name.
    table.string('page', 300).notNullable();
    // The sentence shown beside the form, exactly; for an import, the owner's stated basis.
    table.text('wording').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('confirmed_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('subscriber_events', (table) => {
    table.increments('id').primary();
    table.integer('subscriber_id').notNullable().references('id').inTable('subscribers').onDelete('CASCADE');
    table.string('kind', 32).notNullable();
    table.string('detail', 300).notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['subscriber_id', 'id'], 'subscriber_events_subscriber_index');
  });
  await knex.schema.createTable('email_suppressions', (table) => {
    // SHA-256 of the lower-cased address.
    table.string('email_hash', 64).primary();
    // 'bounce' or 'complaint'.
    table.string('reason', 16).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_suppressions');
  await knex.schema.dropTable('subscriber_events');
  await knex.schema.dropTable('subscription_consents');
  await knex.schema.dropTable('subscriber_topics');
  await knex.schema.dropTable('subscribers');
}
