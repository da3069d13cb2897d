// The revenue check's copy (docs/product/revenue-check.md): the form, the result, the analysis request and its thank-you page.

import {
  formatDollars,
  formatNumber,
  type RateField,
  type RevenueCheckResult,
  type RevenueCheckSpecialty,
  type RevenueCheckTargets,
} from '#shared/revenue-check.ts';
import { kpis } from './home.ts';

const kpiTitles: Record<RateField, string> = {
  denialRate: 'Denial Rate',
  daysInAR: 'Days in A/R',
  cleanClaimRate: 'Clean Claim Rate',
  netCollectionRate: 'Collection Rate',
};

/** The targets the home page shows, read from its KPI list (never written twice). */
export const revenueCheckTargets = Object.fromEntries(
  Object.entries(kpiTitles).map(([field, title]) => {
    const item = kpis.items.find((kpi) => kpi.title === title);
    if (!item) throw new Error(`The home page has no "${title}" KPI for the revenue check to compare with`);
    return [field, item.target];
  }),
) as RevenueCheckTargets;

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
    'Enter your practice’s own numbers to estimate how much revenue is at stake in denials, slow A/R and collections. Practice-level totals only: never enter patient information.',
  privacy:
    'Your numbers stay in your browser and in the page address. Nothing is stored unless you ask for the free analysis below, and no third party sees them.',
  unknownHint: (median: string) => `Leave it empty if you don’t know: we use ${median}, an industry median (source below).`,
  fields: {
    specialty: { label: 'Specialty', hint: 'The kind of practice. It does not change the arithmetic; it tells us who you are.' },
    providers: { label: 'Number of providers', hint: 'Physicians and other billing providers (NPs, PAs, midwives).' },
    collections: { label: 'Collections', hint: 'Payments actually received, in dollars, over a year or a month (choose which).' },
    collectionsPeriod: { label: 'These collections are', annual: 'per year', monthly: 'per month' },
    denialRate: { label: 'Denial rate (%)', hint: 'Share of claims the payers deny on first submission.' },
    daysInAR: { label: 'Days in A/R', hint: 'Average number of days from the date of service to payment.' },
    cleanClaimRate: { label: 'Clean-claim rate (%)', hint: 'Share of claims accepted on first submission with no rejection or rework.' },
    netCollectionRate: { label: 'Net collection rate (%)', hint: 'Payments received as a share of what could be collected after contractual adjustments.' },
  },
  submit: 'Show my result',
  errorSummary: 'Please correct the following:',
  promptNoResult: 'Enter your collections and number of providers to see your result.',
  resultHeading: 'Your result',
  outputs: {
    deniedNeverReworked: 'Revenue lost each year to denials never reworked',
    arBeyondTarget: (days: number) => `Cash tied up in A/R beyond our ${days}-day target`,
    collectionShortfall: (rate: number) => `Shortfall each year against a ${rate}% net collection rate`,
    total: 'Total revenue at stake',
  },
  totalNote: 'The total adds a yearly loss, a yearly shortfall and cash held up once in slow A/R: an estimate, not a promise.',
  compareHeading: 'Your numbers and our targets',
  compareColumns: { measure: 'Measure', yours: 'Yours', target: 'Our target', status: 'Compared with the target' },
  meets: 'Meets the target',
  misses: 'Misses the target',
  medianUsed: 'industry median used',
  assumptionsHeading: 'Assumptions and sources',
  assumptionsNote: 'Every assumption is a setting our team keeps up to date with its source; nothing is hidden.',
  neverReworkedLabel: 'Share of denied dollars never reworked',
  medianLabel: (label: string) => `Median ${label.replace(/ \(%\)$/, '').replace(/^\w/, (first) => first.toLowerCase())} when you don’t know yours`,
  targetsSource: 'Targets: the figures on our home page that we hold ourselves to.',
} as const;

export const rateUnits: Record<RateField, (value: number) => string> = {
  denialRate: (value) => `${formatNumber(value)}%`,
  daysInAR: (value) => `${formatNumber(value)} days`,
  cleanClaimRate: (value) => `${formatNumber(value)}%`,
  netCollectionRate: (value) => `${formatNumber(value)}%`,
};

/**
 * Every text of the result that depends on the inputs, by key: the server renders them, the island sets them
 * as the visitor types (elements carry `data-rc="key"`), so both show the same words.
 */
export function revenueCheckDisplay(result: RevenueCheckResult, neverReworked: number, targets: RevenueCheckTargets): Record<string, string> {
  const { used, outputs } = result;
  const collections = formatDollars(used.annualCollections);
  const display: Record<string, string> = {
    deniedNeverReworked: formatDollars(outputs.deniedNeverReworked),
    arBeyondTarget: formatDollars(outputs.arBeyondTarget),
    collectionShortfall: formatDollars(outputs.collectionShortfall),
    total: formatDollars(outputs.total),
    deniedNeverReworkedFormula: `${collections} collections × ${rateUnits.denialRate(used.denialRate)} denied × ${formatNumber(neverReworked)}% never reworked = ${formatDollars(outputs.deniedNeverReworked)}`,
    arBeyondTargetFormula: `${collections} ÷ 365 days × (${formatNumber(used.daysInAR)} − ${targets.daysInAR}) days = ${formatDollars(outputs.arBeyondTarget)}${used.daysInAR <= targets.daysInAR ? ' (at or under the target)' : ''}`,
    collectionShortfallFormula: `${collections} ÷ ${rateUnits.netCollectionRate(used.netCollectionRate)} × (${targets.netCollectionRate}% − ${rateUnits.netCollectionRate(used.netCollectionRate)}) = ${formatDollars(outputs.collectionShortfall)}${used.netCollectionRate >= targets.netCollectionRate ? ' (at or over the target)' : ''}`,
    totalFormula: `${formatDollars(outputs.deniedNeverReworked)} + ${formatDollars(outputs.arBeyondTarget)} + ${formatDollars(outputs.collectionShortfall)} = ${formatDollars(outputs.total)}`,
  };
  for (const field of Object.keys(rateUnits) as RateField[]) {
    const value = used[field];
    display[`${field}Yours`] = `${rateUnits[field](value)}${result.mediansUsed.includes(field) ? ` (${revenueCheckCopy.medianUsed})` : ''}`;
    const lowerIsBetter = field === 'denialRate' || field === 'daysInAR';
    const meets = lowerIsBetter ? value <= targets[field] : value >= targets[field];
    display[`${field}Status`] = meets ? revenueCheckCopy.meets : revenueCheckCopy.misses;
  }
  return display;
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
  return {
    subject: `Your revenue check from ${companyName}`,
    text: [
      `Hello ${fullName},`,
      '',
      `Thank you for asking ${companyName} for a free A/R analysis. These are the figures you sent:`,
      '',
      `${revenueCheckCopy.outputs.deniedNeverReworked}: ${display.deniedNeverReworked}`,
      `  ${display.deniedNeverReworkedFormula}`,
      `Cash tied up in A/R beyond the target: ${display.arBeyondTarget}`,
      `  ${display.arBeyondTargetFormula}`,
      `Shortfall against the target net collection rate: ${display.collectionShortfall}`,
      `  ${display.collectionShortfallFormula}`,
      `${revenueCheckCopy.outputs.total}: ${display.total}`,
      '',
      'We will call you at the time you chose. Please do not reply with any patient information.',
    ].join('\n'),
  };
}
