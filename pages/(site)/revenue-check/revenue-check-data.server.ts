/** What the revenue check pages read: the owners' assumptions, and the visitor's inputs from the query string, checked by the server's schema. */
import type { PageContextServer } from 'vike/types';
import { getRevenueCheckAssumptions } from '#database/revenue-check-settings.server.ts';
import { withDatabase } from '#pages/page-database.server.ts';
import { checkRevenueCheckInputs } from '#server/revenue-check/revenue-check-schema.ts';
import type { FieldError } from '#shared/field-error.ts';
import { hasRevenueCheckText, revenueCheckTextOf, revenueCheckValuesOf, type RevenueCheckText } from '#shared/revenue-check-form.ts';
import type { RevenueCheckAssumptions, RevenueCheckInputs } from '#shared/revenue-check.ts';

export interface RevenueCheckData {
  assumptions: RevenueCheckAssumptions;
  text: RevenueCheckText;
  errors: FieldError[];
  inputs: RevenueCheckInputs | null;
}

export async function revenueCheckData(pageContext: PageContextServer): Promise<RevenueCheckData> {
  const { assumptions } = await withDatabase(pageContext, getRevenueCheckAssumptions);
  const text = revenueCheckTextOf(pageContext.urlParsed.search);
  if (!hasRevenueCheckText(text)) return { assumptions, text, errors: [], inputs: null };
  const checked = checkRevenueCheckInputs(revenueCheckValuesOf(text));
  return checked.ok ? { assumptions, text, errors: [], inputs: checked.value } : { assumptions, text, errors: checked.errors, inputs: null };
}
