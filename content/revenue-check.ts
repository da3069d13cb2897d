// The revenue check's copy (docs/product/revenue-check.md): the form, the result, the analysis request and its thank-you page.

import {
  rateFields,
  type BenchmarkRow,
  type LabelledFigures,
  type RateField,
  type RevenueCheckAssumptions,
  type RevenueCheckResult,
  type RevenueCheckSpecialty,
} from '#shared/revenue-check.ts';
import { rateUnits, resultWords } from './revenue-check-display.ts';
import { kpis } from './home.ts';

export { announcement, rateUnits, revenueCheckDisplay } from './revenue-check-display.ts';

const kpiTitles: Partial<Record<RateField, string>> = {
  denialRate: 'Denial Rate',
  daysInAR: 'Days in A/R',
  cleanClaimRate: 'Clean Claim Rate',
  netCollectionRate: 'Collection Rate',
};

/** The targets the home page shows, read from its KPI list; the first-run benchmarks' targets must equal them (a unit test). */
export const homePageTargets = Object.fromEntries(
  Object.entries(kpiTitles).map(([field, title]) => {
    const item = kpis.items.find((kpi) => kpi.title === title);
    if (!item) throw new Error(`The home page has no "${title}" KPI for the revenue check to compare with`);
    return [field, item.target];
  }),
) as Partial<Record<RateField, number>>;

export const revenueCheckPath = '/revenue-check';
export const revenueCheckThankYouPath = '/revenue-check/thank-you';
/** Where the analysis form posts without JavaScript. */
export const revenueCheckAnalysisPath = '/revenue-check/analysis';

export const specialtyNames: Record<RevenueCheckSpecialty, string> = {
  'ob-gyn': 'OB-GYN',
  'womens-health': 'Women’s health (other)',
  'primary-care': 'Primary care',
  'multi-specialty': 'Multi-specialty group',
  other: 'Another specialty',
};

export const revenueCheckCopy = {
  heading: 'The Revenue Check',
  intro:
    'Enter your practice’s own numbers to see what it earns but does not collect each year, and the cash slow A/R holds up. Practice-level totals only: never enter patient information.',
  privacy:
    'Your numbers stay in your browser and in the page address. Nothing is stored unless you ask for the free analysis below, and no third party sees them.',
  unknownHint: (median: string) =>
    `Leave it empty if you don’t know: we use ${median}, a typical practice’s figure (sources under “How we worked this out”, below the result).`,
  fields: {
    specialty: { label: 'Specialty', hint: 'The kind of practice. It does not change the arithmetic; it tells us who you are.' },
    providers: { label: 'Number of providers', hint: 'Physicians and other billing providers (NPs, PAs, midwives).' },
    collections: { label: 'Collections', hint: 'Payments actually received, in dollars, over a year or a month (choose which).' },
    collectionsPeriod: { label: 'These collections are', annual: 'per year', monthly: 'per month' },
    denialRate: { label: 'Denial rate (%)', hint: 'Share of claims the payers deny on first submission.' },
    daysInAR: { label: 'Days in A/R', hint: 'Average number of days from the date of service to payment.' },
    arOver90: { label: 'A/R over 90 days (%)', hint: 'Share of your accounts receivable older than 90 days, from your aging report.' },
    cleanClaimRate: { label: 'Clean-claim rate (%)', hint: 'Share of claims accepted on first submission with no rejection or rework.' },
    netCollectionRate: { label: 'Net collection rate (%)', hint: 'Payments received as a share of what could be collected after contractual adjustments.' },
  },
  submit: 'Show my result',
  errorSummary: 'Please correct the following:',
  promptNoResult: 'Enter your collections and number of providers to see your result.',
  resultHeading: 'Your result',
  yearly: resultWords.yearly,
  oneTime: resultWords.oneTime,
  howThisAddsUp: 'How this adds up',
  apart: 'Two separate figures: one recurs every year, the other comes in once. Never add them together.',
  parts: {
    collectionGap: (rate: string) => `Earned but not collected, against top performers’ ${rate} net collection rate`,
    deniedNeverReworked: 'of which: denied claims never reworked (already inside the figure above, not added to it)',
    arOver90AboveBenchmark: (share: string) => `A/R over 90 days above top performers’ ${share}: the money most at risk`,
    otherArAboveBenchmark: (days: string) => `Other A/R above top performers’ ${days}`,
  },
  compareHeading: 'Your numbers beside typical practices and top performers',
  compareColumns: {
    measure: 'Measure',
    yours: 'Yours',
    median: 'Typical practice',
    topPerformers: 'Top performers',
    target: 'Our target',
    status: 'Where you stand',
  },
  standing: resultWords.standing,
  noTarget: 'None set',
  medianUsed: resultWords.medianUsed,
  assumptionsHeading: 'How we worked this out',
  assumptionsNote:
    'Every figure below comes with its source, and our team keeps them up to date. Typical and top-performer figures vary by specialty, size and payer mix; your own reports are the better guide, which is what the free analysis is for.',
  modelSteps: [
    'Allowed amounts: your collections divided by your net collection rate (the money your payers’ contracts allow).',
    'Recoverable each year: the allowed amounts times the gap between top performers’ net collection rate and yours. Denials never reworked are part of this gap, in the share they make of everything not collected; they are shown, never added.',
    'Cash freed once: your A/R balance (collections ÷ 365 × days in A/R). The share over 90 days above top performers’ share is the money most at risk; the rest of what lies above top performers’ days in A/R follows.',
    'Not included: the staff cost of reworking denials, bad debt from patient balances, payer underpayments and fee schedules; the clean-claim rate is compared, not counted.',
  ],
  neverReworkedLabel: 'Share of denied dollars never reworked',
  sourcesLabel: 'Sources',
  targetsSource: 'Our target: the figures on our home page that we hold ourselves to.',
} as const;

/** A measure's name in a table ("Denial rate", not "Denial rate (%)"). */
export const measureName = (field: RateField) => revenueCheckCopy.fields[field].label.replace(/ \(%\)$/, '');

/** The parts' labels, with the benchmarks they are measured against. */
export function partLabels(assumptions: RevenueCheckAssumptions): Record<string, string> {
  const { benchmarks } = assumptions;
  const { parts } = revenueCheckCopy;
  return {
    collectionGap: parts.collectionGap(rateUnits.netCollectionRate(benchmarks.netCollectionRate.topPerformers)),
    deniedNeverReworked: parts.deniedNeverReworked,
    arOver90AboveBenchmark: parts.arOver90AboveBenchmark(rateUnits.arOver90(benchmarks.arOver90.topPerformers)),
    otherArAboveBenchmark: parts.otherArAboveBenchmark(rateUnits.daysInAR(benchmarks.daysInAR.topPerformers)),
  };
}

/** The figures with their labels, as the API answers them and a lead keeps them. */
export function labelledFigures(result: RevenueCheckResult, assumptions: RevenueCheckAssumptions): LabelledFigures {
  const labels = partLabels(assumptions);
  const { yearly, oneTime } = result.figures;
  return {
    yearly: {
      total: yearly.total,
      parts: yearly.parts.map((part) => ({
        key: part.key,
        label: labels[part.key]!,
        amount: part.amount,
        ofWhich: part.ofWhich.map((inner) => ({ key: inner.key, label: labels[inner.key]!, amount: inner.amount })),
      })),
    },
    oneTime: { total: oneTime.total, parts: oneTime.parts.map((part) => ({ key: part.key, label: labels[part.key]!, amount: part.amount })) },
  };
}

export function benchmarkRows(result: RevenueCheckResult, assumptions: RevenueCheckAssumptions): BenchmarkRow[] {
  return rateFields.map((measure) => ({ measure, value: result.used[measure], standing: result.standing[measure], ...assumptions.benchmarks[measure] }));
}

export const analysisCopy = {
  heading: 'Get my free A/R analysis',
  intro: 'Send us your figures and we will call you to go through them and look at your A/R in detail, free of charge.',
  fields: {
    fullName: { label: 'Full name' },
    email: { label: 'Email' },
    company: { label: 'Practice' },
    phone: { label: 'Phone (optional)' },
    bestTime: { label: 'Best time to call' },
  },
  bestTimes: { morning: 'Morning', midday: 'Midday', afternoon: 'Afternoon', any: 'Any time' },
  submit: 'Get my free A/R analysis',
  sending: 'Sending...',
  needResult: 'Fill in the revenue check above first: your figures go with the request.',
  subject: 'Free A/R analysis request',
  message: (bestTime: string) => `Free A/R analysis requested from the revenue check. Best time to call: ${bestTime}.`,
};

export const revenueCheckThankYouCopy = {
  heading: 'Thank you: your analysis request is in',
  message: 'Here are the figures you sent us. A member of our revenue cycle team will call you at the time you chose, within one business day.',
  nextStepsHeading: 'What happens next',
  nextSteps: [
    'We call you to confirm your numbers and what matters most to your practice.',
    'With your go-ahead, we review an A/R aging report and a recent denial report from your billing system (we will tell you how to send them securely; never by this website).',
    'We send you a written summary of what we found and where the money is, free of charge.',
  ],
  emailNote: 'We have emailed you a copy of your figures.',
  /** Without email going out: what to keep, in plain words. */
  keepNote: 'To keep your figures, bookmark this page: its address holds them.',
  backLink: { label: 'Back to the revenue check', href: revenueCheckPath },
};

/** The plain-text email a visitor gets with their own figures (no patient information was asked for). */
export function revenueCheckEmail(companyName: string, fullName: string, display: Record<string, string>): { subject: string; text: string } {
  const copy = revenueCheckCopy;
  return {
    subject: `Your revenue check from ${companyName}`,
    text: [
      `Hello ${fullName},`,
      '',
      `Thank you for asking ${companyName} for a free A/R analysis. These are the figures you sent:`,
      '',
      `${copy.yearly.heading}: ${display.yearlyTotal} (${display.yearlyShare})`,
      `  ${display.collectionGapFormula}`,
      `  Of which denied claims never reworked: ${display.deniedNeverReworked}`,
      '',
      `${copy.oneTime.heading}: ${display.oneTimeTotal} (${copy.oneTime.note})`,
      `  ${display.arOver90AboveBenchmarkFormula}`,
      `  ${display.otherArAboveBenchmarkFormula}`,
      '',
      copy.apart,
      '',
      'We will call you at the time you chose. Please do not reply with any patient information.',
    ].join('\n'),
  };
}
