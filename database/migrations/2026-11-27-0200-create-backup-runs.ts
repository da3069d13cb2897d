/**
 * Scheduled backups (docs/decisions/060-backup-archives.md): one row, the lease that lets exactly one
 * process of several make each backup, and the outcome of the last one, which the dashboard shows.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('backup_runs', (table) => {
    table.integer('id').primary();
    table.string('leased_by', 40).nullable();
    table.timestamp('leased_until', { useTz: true }).nullable();
    table.timestamp('last_started_at', { useTz: true }).nullable();
    table.timestamp('last_finished_at', { useTz: true }).nullable();
    table.string('last_file', 500).nullable();
    table.bigInteger('last_bytes').nullable();
    table.text('last_error').nullable();
    table.timestamp('last_error_at', { useTz: true }).nullable();
  });
  await knex('backup_runs').insert({ id: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('backup_runs');
}
