/**
 * The revenue check on the server: the owners' assumptions from the database, the home page's targets,
 * and the shared arithmetic (shared/revenue-check.ts), so the API, the page and a stored lead agree.
 */
import { revenueCheckTargets } from '#content/revenue-check.ts';
import type { Database } from '#database/db.server.ts';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { computeRevenueCheck, type RevenueCheckInputs, type RevenueCheckResult, type StoredRevenueCheck } from '#shared/revenue-check.ts';

export interface RevenueCheckAnswer extends StoredRevenueCheck {
  used: RevenueCheckResult['used'];
  mediansUsed: RevenueCheckResult['mediansUsed'];
}

export async function runRevenueCheck(db: Database, inputs: RevenueCheckInputs): Promise<RevenueCheckAnswer> {
  const { assumptions } = await getRevenueCheckAssumptions(db);
  const result = computeRevenueCheck(inputs, assumptions, revenueCheckTargets);
  return { inputs, outputs: result.outputs, assumptions: { ...assumptions, targets: revenueCheckTargets }, used: result.used, mediansUsed: result.mediansUsed };
}

/** What a lead keeps: the inputs, the figures and the assumptions they were computed with. */
export function storedOf({ inputs, outputs, assumptions }: RevenueCheckAnswer): StoredRevenueCheck {
  return { inputs, outputs, assumptions };
}
