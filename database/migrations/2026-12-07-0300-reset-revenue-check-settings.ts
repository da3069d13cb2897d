import type { Knex } from 'knex';

/**
 * Model 2 of the revenue check (docs/product/revenue-check.md#the-model) keeps benchmarks per measure
 * (typical, top performers, target, source) instead of model 1's medians, whose first-run sources were
 * working notes. The saved row held model 1's shape and notes: it is removed, so the new first-run figures
 * apply until the owners confirm or change them in the dashboard.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('revenue_check_settings').del();
}

/** Nothing to put back: model 1's settings are not kept (its leads keep the assumptions they were computed with). */
export async function down(): Promise<void> {}
