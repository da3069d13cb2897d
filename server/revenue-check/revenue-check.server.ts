/**
 * The revenue check on the server: the owners' benchmarks and assumption from the database and the shared
 * model (shared/revenue-check.ts), so the API, the page and a stored lead agree.
 */
import { benchmarkRows, labelledFigures } from '#content/revenue-check.ts';
import type { Database } from '#database/db.server.ts';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import {
  computeRevenueCheck,
  revenueCheckModelVersion,
  type RevenueCheckInputs,
  type RevenueCheckResult,
  type StoredRevenueCheckV2,
} from '#shared/revenue-check.ts';

export interface RevenueCheckAnswer extends StoredRevenueCheckV2 {
  used: RevenueCheckResult['used'];
  mediansUsed: RevenueCheckResult['mediansUsed'];
}

export async function runRevenueCheck(db: Database, inputs: RevenueCheckInputs): Promise<RevenueCheckAnswer> {
  const { assumptions } = await getRevenueCheckAssumptions(db);
  const result = computeRevenueCheck(inputs, assumptions);
  return {
    modelVersion: revenueCheckModelVersion,
    inputs,
    ...labelledFigures(result, assumptions),
    benchmarks: benchmarkRows(result, assumptions),
    assumptions,
    used: result.used,
    mediansUsed: result.mediansUsed,
  };
}

/** What a lead keeps: the inputs, both figures with every part, the benchmarks and the assumptions they were computed with. */
export function storedOf({ used: _used, mediansUsed: _mediansUsed, ...stored }: RevenueCheckAnswer): StoredRevenueCheckV2 {
  return stored;
}
