// The words and figures of the revenue check's result that depend on the inputs (docs/product/revenue-check.md):
// the page renders them and the island sets them as the visitor types. Kept apart from the page's other copy,
// so the island's script carries only these words.
import {
  formatDollars,
  formatNumber,
  rateFields,
  type RateField,
  type RevenueCheckAssumptions,
  type RevenueCheckResult,
  type Standing,
} from '#shared/revenue-check.ts';

export const resultWords = {
  yearly: { heading: 'Recoverable each year', share: (percent: string) => `${percent} of your yearly collections` },
  oneTime: { heading: 'Cash freed once', note: 'Collected once, sooner: not a yearly amount.' },
  standing: { top: 'Top-performer level', typical: 'Typical', behind: 'Behind typical' } satisfies Record<Standing, string>,
  medianUsed: 'typical value used',
} as const;

export const rateUnits: Record<RateField, (value: number) => string> = {
  denialRate: (value) => `${formatNumber(value)}%`,
  daysInAR: (value) => `${formatNumber(value)} days`,
  arOver90: (value) => `${formatNumber(value)}%`,
  cleanClaimRate: (value) => `${formatNumber(value)}%`,
  netCollectionRate: (value) => `${formatNumber(value)}%`,
};

/** What the polite live region says when the result changes: both headlines, never a sum. */
export function announcement(display: Record<string, string>): string {
  return `${resultWords.yearly.heading}: ${display.yearlyTotal}. ${resultWords.oneTime.heading}: ${display.oneTimeTotal}.`;
}

const percentOf = (part: number, whole: number) => `${formatNumber(whole > 0 ? (part / whole) * 100 : 0)}%`;

/**
 * Every text of the result that depends on the inputs, by key: the server renders them, the island sets them
 * as the visitor types (elements carry `data-rc="key"`), so both show the same words.
 */
export function revenueCheckDisplay(result: RevenueCheckResult, assumptions: RevenueCheckAssumptions): Record<string, string> {
  const { used, bases, figures } = result;
  const { benchmarks } = assumptions;
  const [gap] = figures.yearly.parts;
  const [denied] = gap!.ofWhich;
  const [over90, other] = figures.oneTime.parts;
  const collections = formatDollars(used.annualCollections);
  const ncr = rateUnits.netCollectionRate;
  const neverReworked = Math.min(bases.uncollected, (bases.allowed * used.denialRate * assumptions.neverReworkedShare.value) / 10_000);
  const display: Record<string, string> = {
    yearlyTotal: formatDollars(figures.yearly.total),
    yearlyShare: resultWords.yearly.share(percentOf(figures.yearly.total, used.annualCollections)),
    oneTimeTotal: formatDollars(figures.oneTime.total),
    collectionGap: formatDollars(gap!.amount),
    collectionGapFormula: `${formatDollars(bases.allowed)} allowed (${collections} collected ÷ ${ncr(used.netCollectionRate)}) × (${ncr(benchmarks.netCollectionRate.topPerformers)} − ${ncr(used.netCollectionRate)}) = ${formatDollars(gap!.amount)}${used.netCollectionRate >= benchmarks.netCollectionRate.topPerformers ? ' (at or above top performers)' : ''}`,
    deniedNeverReworked: formatDollars(denied!.amount),
    deniedNeverReworkedFormula: `${formatDollars(bases.allowed)} allowed × ${rateUnits.denialRate(used.denialRate)} denied × ${formatNumber(assumptions.neverReworkedShare.value)}% never reworked = ${formatDollars(neverReworked)} (at most the ${formatDollars(bases.uncollected)} not collected), ${percentOf(neverReworked, bases.uncollected)} of what was not collected; ${percentOf(neverReworked, bases.uncollected)} of ${formatDollars(gap!.amount)} = ${formatDollars(denied!.amount)}`,
    arOver90AboveBenchmark: formatDollars(over90!.amount),
    arOver90AboveBenchmarkFormula: `${formatDollars(bases.arBalance)} in A/R (${collections} ÷ 365 × ${rateUnits.daysInAR(used.daysInAR)}) × (${rateUnits.arOver90(used.arOver90)} − ${rateUnits.arOver90(benchmarks.arOver90.topPerformers)}) = ${formatDollars(over90!.amount)}${used.arOver90 <= benchmarks.arOver90.topPerformers ? ' (at or under top performers)' : ''}`,
    otherArAboveBenchmark: formatDollars(other!.amount),
    otherArAboveBenchmarkFormula: `${collections} ÷ 365 × (${formatNumber(used.daysInAR)} − ${formatNumber(benchmarks.daysInAR.topPerformers)}) days = ${formatDollars(Math.max(0, (used.annualCollections / 365) * (used.daysInAR - benchmarks.daysInAR.topPerformers)))}, less the ${formatDollars(over90!.amount)} above, never below $0 = ${formatDollars(other!.amount)}`,
    oneTimeFormula: `${formatDollars(over90!.amount)} + ${formatDollars(other!.amount)} = ${formatDollars(figures.oneTime.total)}`,
  };
  for (const field of rateFields) {
    display[`${field}Yours`] = `${rateUnits[field](used[field])}${result.mediansUsed.includes(field) ? ` (${resultWords.medianUsed})` : ''}`;
    display[`${field}Status`] = resultWords.standing[result.standing[field]];
  }
  return display;
}
