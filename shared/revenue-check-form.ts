/**
 * Reading the revenue check's form (the query string of GET /revenue-check, the no-JavaScript form post, and
 * the island as the visitor types): text to values, and the field messages the browser shows while typing.
 * The server validates the values again with its joi schema (server/revenue-check/revenue-check-schema.ts),
 * which words its errors the same way (server/validation/field-errors.ts).
 */
import type { FieldError } from './field-error.ts';
import {
  collectionsPeriods,
  rateFields,
  revenueCheckFields,
  revenueCheckRanges,
  revenueCheckSpecialties,
  type NumericField,
  type RevenueCheckField,
  type RevenueCheckInputs,
} from './revenue-check.ts';

/** Labels in messages ("Denial rate is required."), shared with the server's wording. */
export const revenueCheckLabels: Record<RevenueCheckField, string> = {
  specialty: 'Specialty',
  providers: 'Number of providers',
  collections: 'Collections',
  collectionsPeriod: 'Collections period',
  denialRate: 'Denial rate',
  daysInAR: 'Days in A/R',
  arOver90: 'A/R over 90 days',
  cleanClaimRate: 'Clean-claim rate',
  netCollectionRate: 'Net collection rate',
};

/** The form's text as the visitor typed it, by field (what a page puts back in the inputs). */
export type RevenueCheckText = Partial<Record<RevenueCheckField, string>>;

export function revenueCheckTextOf(values: Record<string, unknown>): RevenueCheckText {
  const text: RevenueCheckText = {};
  for (const field of revenueCheckFields) {
    const value = values[field];
    if (typeof value === 'string') text[field] = value.slice(0, 40);
  }
  return text;
}

/** True when the visitor has filled in anything: an untouched form shows no errors. */
export function hasRevenueCheckText(text: RevenueCheckText): boolean {
  return text.collections !== undefined || text.providers !== undefined;
}

/** "$2,400,000", "12 %", " 48 " to numbers; blank to undefined; anything else stays text (and fails as not a number). */
function numberOf(text: string | undefined): number | string | undefined {
  const cleaned = (text ?? '').replace(/[\s$,%]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(?:\.\d+)?$/.test(cleaned) ? Number(cleaned) : cleaned;
}

/**
 * The values the form's text stands for, for the joi schema or `revenueCheckFieldErrors`: a blank measure is
 * null ("I don't know"), a blank specialty and period take their first choice.
 */
export function revenueCheckValuesOf(text: RevenueCheckText): Record<RevenueCheckField, unknown> {
  const values = {
    specialty: text.specialty || revenueCheckSpecialties[0],
    providers: numberOf(text.providers),
    collections: numberOf(text.collections),
    collectionsPeriod: text.collectionsPeriod || collectionsPeriods[0],
  } as Record<RevenueCheckField, unknown>;
  for (const field of rateFields) values[field] = numberOf(text[field]) ?? null;
  return values;
}

function numberProblem(field: NumericField, value: unknown, required: boolean): string | undefined {
  const label = revenueCheckLabels[field];
  if (value === undefined || value === null) return required ? `${label} is required.` : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`;
  const { min, max, step } = revenueCheckRanges[field];
  if (step === 1 && !Number.isInteger(value)) return `${label} must be a whole number.`;
  if (value < min) return `${label} must be at least ${min}.`;
  if (value > max) return `${label} must be at most ${max}.`;
  return undefined;
}

/** The browser's check while the visitor types: the inputs, or one message per invalid field in form order. */
export function checkRevenueCheckValues(
  values: Record<RevenueCheckField, unknown>,
): { ok: true; inputs: RevenueCheckInputs } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!(revenueCheckSpecialties as readonly unknown[]).includes(values.specialty)) errors.push({ field: 'specialty', message: 'Specialty is not valid.' });
  for (const field of ['providers', 'collections'] as const) {
    const message = numberProblem(field, values[field], true);
    if (message) errors.push({ field, message });
  }
  if (!(collectionsPeriods as readonly unknown[]).includes(values.collectionsPeriod))
    errors.push({ field: 'collectionsPeriod', message: 'Collections period is not valid.' });
  for (const field of rateFields) {
    const message = numberProblem(field, values[field], false);
    if (message) errors.push({ field, message });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, inputs: values as unknown as RevenueCheckInputs };
}

/** The query string that reopens the page with these inputs (blank for "I don't know"). */
export function revenueCheckQuery(inputs: RevenueCheckInputs): string {
  const params = new URLSearchParams();
  for (const field of revenueCheckFields) {
    const value = inputs[field];
    params.set(field, value === null ? '' : String(value));
  }
  return params.toString();
}

/** The dashboard's assumption fields: a source is a sentence or two, shown to visitors. */
export const revenueCheckAssumptionLimits = { source: 500 } as const;

/** "Best time to call" on the analysis request; its words are content/revenue-check.ts's. */
export const analysisBestTimes = ['morning', 'midday', 'afternoon', 'any'] as const;
export type AnalysisBestTime = (typeof analysisBestTimes)[number];

/** A failed no-JavaScript analysis request: the visitor's contact values and the messages (POST /revenue-check/analysis). */
export interface AnalysisFormState {
  values: Partial<Record<'fullName' | 'email' | 'company' | 'phone' | 'bestTime', string>>;
  errors: FieldError[];
  /** A message about the whole form (rate limited). */
  formError?: string | undefined;
  /** The visitor ticked "also send me the newsletter". */
  subscribe?: boolean | undefined;
}

declare global {
  namespace Vike {
    interface PageContext {
      revenueCheckAnalysis?: AnalysisFormState;
    }
  }
}
