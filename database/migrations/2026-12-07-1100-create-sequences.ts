/**
 * Follow-up sequences (docs/product/sequences.md): a sequence starts on what a visitor did (its trigger) and
 * sends its steps in order, each after its delay. A person in a sequence is an enrolment, keyed by their address;
 * `next_position` is the step to queue next and `next_due_at` when. Each step a person is sent is a row of
 * `email_sends` (decision 116): its `message_key` `q{enrolment}:t{step}` is unique, so a step is queued at most
 * once per person whatever the processes, and the queue's claim sends it at most once.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sequences', (table) => {
    table.increments('id').primary();
    table.string('name', 120).notNullable();
    // shared/sequences.ts sequenceTriggers.
    table.string('trigger', 32).notNullable();
    table.boolean('active').notNullable().defaultTo(true);
    // People leave when they book a call.
    table.boolean('until_booked').notNullable().defaultTo(false);
    // The lead's owner's name is the sender's name.
    table.boolean('owner_as_sender').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['trigger', 'active'], 'sequences_trigger_index');
  });
  await knex.schema.createTable('sequence_steps', (table) => {
    table.increments('id').primary();
    table.integer('sequence_id').notNullable().references('id').inTable('sequences').onDelete('CASCADE');
    // 0, 1, 2 …: the order.
    table.integer('position').notNullable();
    // After the enrolment (the first step) or after the step before was queued.
    table.integer('delay_minutes').notNullable();
    table.string('subject', 200).notNullable();
    table.text('body_html').notNullable();
    table.unique(['sequence_id', 'position'], { indexName: 'sequence_steps_order_unique' });
  });
  await knex.schema.createTable('sequence_enrolments', (table) => {
    table.increments('id').primary();
    table.integer('sequence_id').notNullable().references('id').inTable('sequences').onDelete('CASCADE');
    // Lower case. The subscriber row carries the unsubscribe and preference links (decision 116).
    table.string('email', 254).notNullable();
    table.integer('subscriber_id').notNullable().references('id').inTable('subscribers').onDelete('CASCADE');
    table.integer('contact_id').nullable().references('id').inTable('contacts').onDelete('SET NULL');
    // 'active', 'finished' (every step queued) or 'left'.
    table.string('state', 16).notNullable();
    // 'booked', 'unsubscribed', 'staff', 'undone' or 'removed'.
    table.string('left_reason', 16).nullable();
    table.integer('next_position').notNullable().defaultTo(0);
    table.timestamp('next_due_at', { useTz: true }).nullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('ended_at', { useTz: true }).nullable();
    table.index(['state', 'next_due_at'], 'sequence_enrolments_due_index');
    table.index(['email'], 'sequence_enrolments_email_index');
    table.index(['contact_id'], 'sequence_enrolments_contact_index');
  });
  // One active enrolment per person and sequence (a partial index: both databases have them).
  await knex.raw("CREATE UNIQUE INDEX sequence_enrolments_active_unique ON sequence_enrolments (sequence_id, email) WHERE state = 'active'");
  await knex.schema.alterTable('email_sends', (table) => {
    table.integer('enrolment_id').nullable().references('id').inTable('sequence_enrolments').onDelete('CASCADE');
    table.integer('step_id').nullable().references('id').inTable('sequence_steps').onDelete('SET NULL');
    table.index(['step_id', 'status'], 'email_sends_step_index');
    table.index(['enrolment_id'], 'email_sends_enrolment_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_sends', (table) => {
    table.dropIndex(['enrolment_id'], 'email_sends_enrolment_index');
    table.dropIndex(['step_id', 'status'], 'email_sends_step_index');
    table.dropForeign(['enrolment_id']);
    table.dropForeign(['step_id']);
  });
  await knex.schema.alterTable('email_sends', (table) => {
    table.dropColumn('enrolment_id');
    table.dropColumn('step_id');
  });
  await knex.schema.dropTable('sequence_enrolments');
  await knex.schema.dropTable('sequence_steps');
  await knex.schema.dropTable('sequences');
}
