/**
 * Newsletters and the send queue (docs/product/subscriptions.md#sending). Each message to each person is a row
 * of `email_sends`, unique by its `message_key`, so no message is queued twice; a process claims a row
 * ('queued' to 'sending') with a conditional UPDATE before it sends and marks it 'sent' after the server took it,
 * so a row is sent at most once across processes and restarts. A row left 'sending' by a crash becomes 'unknown',
 * never sent again. Sequences (a later part) queue their steps here too.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletters', (table) => {
    table.increments('id').primary();
    table.string('subject', 200).notNullable();
    // The published post it was started from, if any.
    table.integer('post_id').nullable().references('id').inTable('blog_posts').onDelete('SET NULL');
    // The body as the editor wrote it (sanitized HTML); the email is built from it at send time.
    table.text('body_html').notNullable();
    // JSON array of topics; empty: every confirmed subscriber.
    table.text('topics').notNullable().defaultTo('[]');
    // 'draft', 'scheduled', 'sending' or 'sent'.
    table.string('status', 16).notNullable();
    table.timestamp('send_at', { useTz: true }).nullable();
    table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.timestamp('finished_at', { useTz: true }).nullable();
    table.index(['status', 'send_at'], 'newsletters_due_index');
  });
  await knex.schema.createTable('email_sends', (table) => {
    table.increments('id').primary();
    // `n{newsletter}:s{subscriber}`: one message to one person, once.
    table.string('message_key', 80).notNullable().unique();
    table.integer('newsletter_id').nullable().references('id').inTable('newsletters').onDelete('CASCADE');
    table.integer('subscriber_id').notNullable().references('id').inTable('subscribers').onDelete('CASCADE');
    table.string('email', 254).notNullable();
    // 'queued', 'sending' (claimed), 'sent', 'bounced', 'failed', 'unknown' (in flight at a crash), 'skipped' (suppressed meanwhile).
    table.string('status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('not_before', { useTz: true }).nullable();
    table.string('claim', 40).nullable();
    table.timestamp('claimed_at', { useTz: true }).nullable();
    table.timestamp('sent_at', { useTz: true }).nullable();
    table.timestamp('unsubscribed_at', { useTz: true }).nullable();
    table.string('error', 300).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['status', 'id'], 'email_sends_status_index');
    table.index(['newsletter_id', 'status'], 'email_sends_newsletter_index');
    table.index(['subscriber_id'], 'email_sends_subscriber_index');
    table.index(['claim'], 'email_sends_claim_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_sends');
  await knex.schema.dropTable('newsletters');
}
