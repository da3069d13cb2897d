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

/** The measures a visitor may not know: each then takes the typical (median) value. */
export const rateFields = ['denialRate', 'daysInAR', 'arOver90', 'cleanClaimRate', 'netCollectionRate'] as const;
export type RateField = (typeof rateFields)[number];

/** Lower is better for denials, days in A/R and the share of A/R over 90 days; higher for the two rates. */
export const lowerIsBetter: Record<RateField, boolean> = {
  denialRate: true,
  daysInAR: true,
  arOver90: true,
  cleanClaimRate: false,
  netCollectionRate: false,
};

/** The numeric inputs' ranges (inclusive). Net collection rate starts at 50%: below it the allowed amounts (collections ÷ rate) grow without bound. */
export const revenueCheckRanges = {
  providers: { min: 1, max: 500, step: 1 },
  collections: { min: 0, max: 100_000_000, step: 1 },
  denialRate: { min: 0, max: 100, step: 0.1 },
  daysInAR: { min: 0, max: 365, step: 1 },
  arOver90: { min: 0, max: 100, step: 0.1 },
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
  /** Percentages (days for daysInAR); null: "I don't know", the typical value is used. */
  denialRate: number | null;
  daysInAR: number | null;
  /** Percent of the A/R balance older than 90 days. */
  arOver90: number | null;
  cleanClaimRate: number | null;
  netCollectionRate: number | null;
}

/** A figure the result depends on, with where it comes from (shown beside it). */
export interface Assumption {
  value: number;
  source: string;
}

/** One measure's benchmark: a typical practice (median), top performers, the company's own target, and where the figures come from. */
export interface Benchmark {
  median: number;
  topPerformers: number;
  /** The company's own target; null where it has none for this measure. */
  target: number | null;
  /** Publisher, report or survey, and year, as a reader can find it. */
  source: string;
}

export interface RevenueCheckAssumptions {
  /** Percent of denied dollars never reworked (never appealed or resubmitted). Splits the yearly figure ("of which"); never adds to it. */
  neverReworkedShare: Assumption;
  benchmarks: Record<RateField, Benchmark>;
}

/** The version of the model (docs/product/revenue-check.md#the-model); leads keep the version they were computed with. */
export const revenueCheckModelVersion = 2;

export type YearlyPartKey = 'collectionGap';
export type OfWhichKey = 'deniedNeverReworked';
export type OneTimePartKey = 'arOver90AboveBenchmark' | 'otherArAboveBenchmark';

export interface FigurePart<K extends string> {
  key: K;
  amount: number;
}

export interface RevenueCheckFigures {
  /** Money earned but not collected each year, against top performers' net collection rate; `ofWhich` splits a part, never adds to it. */
  yearly: { total: number; parts: (FigurePart<YearlyPartKey> & { ofWhich: FigurePart<OfWhichKey>[] })[] };
  /** Cash the A/R balance would free once, brought to top performers' level. Never added to the yearly figure. */
  oneTime: { total: number; parts: FigurePart<OneTimePartKey>[] };
}

/** Where a measure stands against the benchmark: at or better than top performers, at or better than typical, or behind typical. */
export type Standing = 'top' | 'typical' | 'behind';

export interface RevenueCheckResult {
  inputs: RevenueCheckInputs;
  /** The values the formulas used: annual collections, and each measure (the typical value where unknown). */
  used: { annualCollections: number } & Record<RateField, number>;
  mediansUsed: RateField[];
  /** The bases the formulas start from (unrounded): allowed amounts, what of them went uncollected, the A/R balance. */
  bases: { allowed: number; uncollected: number; arBalance: number };
  figures: RevenueCheckFigures;
  standing: Record<RateField, Standing>;
}

const ownAssumption = 'Top performers: our own working assumption (2026), not a published survey figure.';

/**
 * First-run benchmarks and assumption. Each is a setting the owners confirm or change with its source (the
 * dashboard's leads page); the source text is shown to visitors, so it names a publisher, report and year a
 * reader can find, or says plainly that the figure is the company's own assumption. The targets are the home
 * page's KPIs (content/home.ts; a unit test keeps them equal); the company has no published target for A/R over 90 days.
 */
export const defaultRevenueCheckAssumptions: RevenueCheckAssumptions = {
  neverReworkedShare: {
    value: 50,
    source:
      'Our own working assumption (2026): half of denied dollars are never appealed or resubmitted. It only divides the yearly figure; it never adds to it.',
  },
  benchmarks: {
    denialRate: {
      median: 11.1,
      topPerformers: 5,
      target: 3,
      source: `Typical: Change Healthcare, 2020 Revenue Cycle Denials Index (11.1% of claims denied on first submission, Q3 2020, hospital claims). ${ownAssumption}`,
    },
    daysInAR: {
      median: 40,
      topPerformers: 30,
      target: 30,
      source: 'Our own working assumptions (2026) for typical and top-performing practices, not published survey figures.',
    },
    arOver90: {
      median: 20,
      topPerformers: 12,
      target: null,
      source: 'Our own working assumptions (2026) for typical and top-performing practices, not published survey figures.',
    },
    cleanClaimRate: {
      median: 90,
      topPerformers: 98,
      target: 98,
      source: 'Our own working assumptions (2026) for typical and top-performing practices, not published survey figures.',
    },
    netCollectionRate: {
      median: 95,
      topPerformers: 99,
      target: 99,
      source: 'Our own working assumptions (2026) for typical and top-performing practices, not published survey figures.',
    },
  },
};

/** Whole dollars, half up; float noise below a millionth of a dollar is dropped first (so 187,199.99999999997 is 187,200). */
export function roundDollars(amount: number): number {
  return Math.round(Math.round(amount * 1e6) / 1e6);
}

export function annualCollectionsOf(inputs: Pick<RevenueCheckInputs, 'collections' | 'collectionsPeriod'>): number {
  return inputs.collectionsPeriod === 'monthly' ? inputs.collections * 12 : inputs.collections;
}

/** Where a value stands against a measure's benchmark (docs/product/revenue-check.md#benchmarks). */
export function standingOf(field: RateField, value: number, benchmark: Benchmark): Standing {
  const atLeast = (reference: number) => (lowerIsBetter[field] ? value <= reference : value >= reference);
  if (atLeast(benchmark.topPerformers)) return 'top';
  return atLeast(benchmark.median) ? 'typical' : 'behind';
}

/**
 * The model (docs/product/revenue-check.md#the-model). Each part is rounded to whole dollars; a total adds
 * its rounded parts, so the page adds up. The yearly and one-time figures are never added together.
 *
 * Yearly, on allowed amounts (collections ÷ net collection rate):
 * - collection gap = allowed × (top performers' net collection rate − yours), 0 at or above it;
 *   of which denied never reworked = the gap × (denied dollars never reworked ÷ all uncollected allowed dollars),
 *   where denied never reworked = allowed × denial rate × share never reworked, at most what went uncollected.
 * One-time, on the A/R balance (collections ÷ 365 × days in A/R):
 * - A/R over 90 days above the benchmark = balance × (your share − top performers' share), 0 at or under it;
 * - other A/R above the benchmark = collections ÷ 365 × (your days − top performers' days), less the part above, 0 if negative.
 */
export function computeRevenueCheck(inputs: RevenueCheckInputs, assumptions: RevenueCheckAssumptions): RevenueCheckResult {
  const { benchmarks } = assumptions;
  const annualCollections = annualCollectionsOf(inputs);
  const mediansUsed = rateFields.filter((field) => inputs[field] === null);
  const used = { annualCollections } as RevenueCheckResult['used'];
  for (const field of rateFields) used[field] = inputs[field] ?? benchmarks[field].median;

  const allowed = annualCollections / (used.netCollectionRate / 100);
  const uncollected = allowed - annualCollections;
  const gap = allowed * (Math.max(0, benchmarks.netCollectionRate.topPerformers - used.netCollectionRate) / 100);
  const deniedNeverReworked = Math.min(uncollected, (allowed * used.denialRate * assumptions.neverReworkedShare.value) / 10_000);
  const collectionGap = roundDollars(gap);
  const ofDenials = Math.min(collectionGap, roundDollars(uncollected > 0 ? (gap * deniedNeverReworked) / uncollected : 0));

  const daily = annualCollections / 365;
  const arBalance = daily * used.daysInAR;
  const over90 = roundDollars((arBalance * Math.max(0, used.arOver90 - benchmarks.arOver90.topPerformers)) / 100);
  const aboveDays = roundDollars(daily * Math.max(0, used.daysInAR - benchmarks.daysInAR.topPerformers));
  const other = Math.max(0, aboveDays - over90);

  const standing = Object.fromEntries(rateFields.map((field) => [field, standingOf(field, used[field], benchmarks[field])])) as Record<RateField, Standing>;
  return {
    inputs,
    used,
    mediansUsed,
    bases: { allowed, uncollected, arBalance },
    figures: {
      yearly: { total: collectionGap, parts: [{ key: 'collectionGap', amount: collectionGap, ofWhich: [{ key: 'deniedNeverReworked', amount: ofDenials }] }] },
      oneTime: {
        total: over90 + other,
        parts: [
          { key: 'arOver90AboveBenchmark', amount: over90 },
          { key: 'otherArAboveBenchmark', amount: other },
        ],
      },
    },
    standing,
  };
}

/** Dollars as shown: whole dollars with US grouping ("$2,400,000"), the same on the server and in the browser. */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
}

/** A labelled figure as the API answers and a lead keeps it. */
export interface LabelledPart {
  key: string;
  label: string;
  amount: number;
  ofWhich?: LabelledPart[];
}

export interface LabelledFigures {
  yearly: { total: number; parts: LabelledPart[] };
  oneTime: { total: number; parts: LabelledPart[] };
}

/** One row of the answer's benchmarks: the visitor's value (the typical one where unknown) beside the benchmark. */
export interface BenchmarkRow extends Benchmark {
  measure: RateField;
  value: number;
  standing: Standing;
}

/** What a lead sent from the revenue check keeps since model 2 (the lead API answers it as `revenueCheck`). */
export interface StoredRevenueCheckV2 extends LabelledFigures {
  modelVersion: 2;
  inputs: RevenueCheckInputs;
  benchmarks: BenchmarkRow[];
  /** The assumptions the server computed with when the lead arrived. */
  assumptions: RevenueCheckAssumptions;
}

/** What leads sent before model 2 keep, as they were shown (docs/product/revenue-check.md#leads-and-the-models-version). */
export interface StoredRevenueCheckV1 {
  modelVersion?: 1;
  inputs: Omit<RevenueCheckInputs, 'arOver90'>;
  outputs: { deniedNeverReworked: number; arBeyondTarget: number; collectionShortfall: number; total: number };
  assumptions: { neverReworkedShare: Assumption; medians: Record<string, Assumption>; targets: Record<string, number> };
}

export type StoredRevenueCheck = StoredRevenueCheckV1 | StoredRevenueCheckV2;

export function isModelV2(check: StoredRevenueCheck): check is StoredRevenueCheckV2 {
  return check.modelVersion === 2;
}
