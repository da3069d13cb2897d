import type { StoredRevenueCheckV1 } from '#shared/revenue-check.ts';

/**
 * The revenue check's example practice (docs/product/revenue-check.md#the-example): a 6-provider OB-GYN practice,
 * $450,000 a month, 12% denials, 48 days in A/R, A/R over 90 days not known, 85% clean claims, 93% net collection
 * rate; and its figures with the first-run benchmarks.
 */
export const exampleInputs = {
  specialty: 'ob-gyn',
  providers: 6,
  collections: 450_000,
  collectionsPeriod: 'monthly',
  denialRate: 12,
  daysInAR: 48,
  arOver90: null,
  cleanClaimRate: 85,
  netCollectionRate: 93,
} as const;

export const exampleFigures = {
  yearly: 348_387,
  deniedNeverReworked: 298_618,
  oneTime: 266_301,
  arOver90AboveBenchmark: 56_811,
  otherArAboveBenchmark: 209_490,
};

/** A practice whose every measure is the typical (median) one of the first-run benchmarks. */
export const medianPracticeText = {
  providers: '6',
  collections: '5400000',
  denialRate: '11.1',
  daysInAR: '40',
  arOver90: '20',
  cleanClaimRate: '90',
  netCollectionRate: '95',
};

/** The working notes model 1 showed visitors; no public page may contain them. */
export const workingNotes = ['not yet checked', 'commonly attributed', 'starting value'];

/** What a lead received before model 2 keeps (model 1's example practice and its "total revenue at stake"). */
export const modelOneCheck: StoredRevenueCheckV1 = {
  inputs: {
    specialty: 'ob-gyn',
    providers: 4,
    collections: 2_400_000,
    collectionsPeriod: 'annual',
    denialRate: 12,
    daysInAR: 48,
    cleanClaimRate: 88,
    netCollectionRate: 94,
  },
  outputs: { deniedNeverReworked: 187_200, arBeyondTarget: 118_356, collectionShortfall: 127_660, total: 433_216 },
  assumptions: {
    neverReworkedShare: { value: 65, source: 'x' },
    medians: {},
    targets: { denialRate: 3, daysInAR: 30, cleanClaimRate: 98, netCollectionRate: 99 },
  },
};
