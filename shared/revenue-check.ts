/**
 * The revenue check's arithmetic (docs/product/revenue-check.md), one module for the browser and the server:
 * the inputs and their ranges, the "I don't know" medians and other assumptions (defaults; owners edit them in
 * the dashboard with their sources), reading the form's text, the formulas and the rounding to whole dollars.
 * The KPI targets it compares with are the home page's (content/home.ts), passed in by the caller.
 */

/** Specialties, OB-GYN first; their names are content/revenue-check.ts's. */
export const revenueCheckSpecialties = ['ob-gyn', 'womens-health', 'primary-care', 'multi-specialty', 'other'] as const;
export type RevenueCheckSpecialty = (typeof revenueCheckSpecialties)[number];

export const collectionsPeriods = ['annual', 'monthly'] as const;
export type CollectionsPeriod = (typeof collectionsPeriods)[number];

/** The measures a visitor may not know: each then takes its median. */
export const rateFields = ['denialRate', 'daysInAR', 'cleanClaimRate', 'netCollectionRate'] as const;
export type RateField = (typeof rateFields)[number];

/** The numeric inputs' ranges (inclusive). Net collection rate starts at 50%: below it the shortfall formula divides by next to nothing. */
export const revenueCheckRanges = {
  providers: { min: 1, max: 500, step: 1 },
  collections: { min: 0, max: 100_000_000, step: 1 },
  denialRate: { min: 0, max: 100, step: 0.1 },
  daysInAR: { min: 0, max: 365, step: 1 },
  cleanClaimRate: { min: 0, max: 100, step: 0.1 },
  netCollectionRate: { min: 50, max: 100, step: 0.1 },
} as const;
export type NumericField = keyof typeof revenueCheckRanges;

export const revenueCheckFields = ['specialty', 'providers', 'collections', 'collectionsPeriod', ...rateFields] as const;
export type RevenueCheckField = (typeof revenueCheckFields)[number];

export interface RevenueCheckInputs {
  specialty: RevenueCheckSpecialty;
  providers: number;
  /** Dollars, per `collectionsPeriod`. */
  collections: number;
  collectionsPeriod: CollectionsPeriod;
  /** Percentages (days for daysInAR); null: "I don't know", the median is used. */
  denialRate: number | null;
  daysInAR: number | null;
  cleanClaimRate: number | null;
  netCollectionRate: number | null;
}

/** A figure the result depends on, with where it comes from (shown beside it). */
export interface Assumption {
  value: number;
  source: string;
}

export interface RevenueCheckAssumptions {
  /** Percent of denied dollars never reworked (never appealed or resubmitted). */
  neverReworkedShare: Assumption;
  /** The value used for a measure the visitor does not know. */
  medians: Record<RateField, Assumption>;
}

/** The site's own KPI targets (content/home.ts). */
export type RevenueCheckTargets = Record<RateField, number>;

export interface RevenueCheckOutputs {
  deniedNeverReworked: number;
  arBeyondTarget: number;
  collectionShortfall: number;
  total: number;
}

export interface RevenueCheckResult {
  inputs: RevenueCheckInputs;
  /** The values the formulas used: annual collections, and each measure (the median where unknown). */
  used: { annualCollections: number } & Record<RateField, number>;
  mediansUsed: RateField[];
  outputs: RevenueCheckOutputs;
}

const unconfirmed = 'Starting value from the report named; the site’s owners confirm it against the report’s current edition or change it.';

/**
 * First-run assumptions. Each is a setting the owners edit with its source (the dashboard's revenue check
 * page); the source text is shown to visitors beside the figure, so it says plainly when a value is unconfirmed.
 */
export const defaultRevenueCheckAssumptions: RevenueCheckAssumptions = {
  neverReworkedShare: {
    value: 65,
    source: `Widely quoted figure that up to 65% of denied claims are never resubmitted (Change Healthcare, via HFMA). ${unconfirmed}`,
  },
  medians: {
    denialRate: { value: 10, source: `Top of the 5–10% denial-rate range commonly attributed to MGMA. ${unconfirmed}` },
    daysInAR: { value: 40, source: `The 40-day level MGMA guidance is commonly cited for. ${unconfirmed}` },
    cleanClaimRate: { value: 90, source: `Commonly quoted industry clean-claim rate (HFMA MAP Keys measure). ${unconfirmed}` },
    netCollectionRate: { value: 95, source: `Bottom of the 95–99% net-collection range commonly attributed to MGMA. ${unconfirmed}` },
  },
};

/** Whole dollars, half up; float noise below a millionth of a dollar is dropped first (so 187,199.99999999997 is 187,200). */
export function roundDollars(amount: number): number {
  return Math.round(Math.round(amount * 1e6) / 1e6);
}

export function annualCollectionsOf(inputs: Pick<RevenueCheckInputs, 'collections' | 'collectionsPeriod'>): number {
  return inputs.collectionsPeriod === 'monthly' ? inputs.collections * 12 : inputs.collections;
}

/**
 * The formulas (each rounded to whole dollars; the total adds the rounded figures, so the page adds up):
 * - denied never reworked = annual collections × denial rate × share never reworked;
 * - A/R beyond target = annual collections ÷ 365 × (days in A/R − target days), 0 at or under the target;
 * - collection shortfall = annual collections ÷ net collection rate × (target rate − net collection rate), 0 at or over it.
 */
export function computeRevenueCheck(inputs: RevenueCheckInputs, assumptions: RevenueCheckAssumptions, targets: RevenueCheckTargets): RevenueCheckResult {
  const annualCollections = annualCollectionsOf(inputs);
  const mediansUsed = rateFields.filter((field) => inputs[field] === null);
  const value = (field: RateField) => inputs[field] ?? assumptions.medians[field].value;
  const used = {
    annualCollections,
    denialRate: value('denialRate'),
    daysInAR: value('daysInAR'),
    cleanClaimRate: value('cleanClaimRate'),
    netCollectionRate: value('netCollectionRate'),
  };
  const deniedNeverReworked = roundDollars((annualCollections * used.denialRate * assumptions.neverReworkedShare.value) / 10_000);
  const arBeyondTarget = roundDollars((annualCollections / 365) * Math.max(0, used.daysInAR - targets.daysInAR));
  const collectionShortfall = roundDollars((annualCollections / used.netCollectionRate) * Math.max(0, targets.netCollectionRate - used.netCollectionRate));
  return {
    inputs,
    used,
    mediansUsed,
    outputs: { deniedNeverReworked, arBeyondTarget, collectionShortfall, total: deniedNeverReworked + arBeyondTarget + collectionShortfall },
  };
}

/** Whether each measure meets the site's target (lower is better for denials and days in A/R). */
export function meetsTarget(field: RateField, value: number, targets: RevenueCheckTargets): boolean {
  return field === 'denialRate' || field === 'daysInAR' ? value <= targets[field] : value >= targets[field];
}

/** Dollars as shown: whole dollars with US grouping ("$2,400,000"), the same on the server and in the browser. */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
}

/** What a lead sent from the revenue check keeps, and the lead API answers as `revenueCheck`. */
export interface StoredRevenueCheck {
  inputs: RevenueCheckInputs;
  outputs: RevenueCheckOutputs;
  /** The assumptions and targets the server computed with when the lead arrived. */
  assumptions: RevenueCheckAssumptions & { targets: RevenueCheckTargets };
}
