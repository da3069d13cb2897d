/** The revenue check's assumptions as the owners set them (one row; none until the first save, when the defaults apply). */
import { defaultRevenueCheckAssumptions, rateFields, type Assumption, type Benchmark, type RevenueCheckAssumptions } from '#shared/revenue-check.ts';
import type { Database } from './db.server.ts';

function assumptionOf(stored: unknown, fallback: Assumption): Assumption {
  const value = (stored as Partial<Assumption> | undefined)?.value;
  const source = (stored as Partial<Assumption> | undefined)?.source;
  return typeof value === 'number' && typeof source === 'string' ? { value, source } : fallback;
}

function benchmarkOf(stored: unknown, fallback: Benchmark): Benchmark {
  const { median, topPerformers, target, source } = (stored ?? {}) as Partial<Benchmark>;
  const ok = typeof median === 'number' && typeof topPerformers === 'number' && (target === null || typeof target === 'number') && typeof source === 'string';
  return ok ? { median, topPerformers, target, source } : fallback;
}

/** Each stored assumption, or its default where a stored one is missing or malformed. */
function assumptionsOf(json: string): RevenueCheckAssumptions {
  const stored = JSON.parse(json) as Partial<RevenueCheckAssumptions>;
  const defaults = defaultRevenueCheckAssumptions;
  return {
    neverReworkedShare: assumptionOf(stored.neverReworkedShare, defaults.neverReworkedShare),
    benchmarks: Object.fromEntries(
      rateFields.map((field) => [field, benchmarkOf(stored.benchmarks?.[field], defaults.benchmarks[field])]),
    ) as RevenueCheckAssumptions['benchmarks'],
  };
}

export async function getRevenueCheckAssumptions(db: Database): Promise<{ assumptions: RevenueCheckAssumptions; updatedAt: string | null }> {
  const row = (await db('revenue_check_settings').where({ id: 1 }).first()) as { assumptions: string; updated_at: string | Date } | undefined;
  if (!row) return { assumptions: defaultRevenueCheckAssumptions, updatedAt: null };
  return { assumptions: assumptionsOf(row.assumptions), updatedAt: new Date(row.updated_at).toISOString() };
}

export async function saveRevenueCheckAssumptions(db: Database, assumptions: RevenueCheckAssumptions): Promise<void> {
  await db('revenue_check_settings')
    .insert({ id: 1, assumptions: JSON.stringify(assumptions), updated_at: new Date().toISOString() })
    .onConflict('id')
    .merge();
}
