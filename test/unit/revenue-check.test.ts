import { expect } from 'chai';
import { homePageTargets, labelledFigures, revenueCheckDisplay } from '#content/revenue-check.ts';
import { checkRevenueCheckValues, revenueCheckQuery, revenueCheckValuesOf } from '#shared/revenue-check-form.ts';
import {
  computeRevenueCheck,
  defaultRevenueCheckAssumptions,
  formatDollars,
  rateFields,
  revenueCheckRanges,
  roundDollars,
  type RevenueCheckAssumptions,
  type RevenueCheckInputs,
} from '#shared/revenue-check.ts';
import { exampleFigures, exampleInputs, medianPracticeText, workingNotes } from '#test/helpers/revenue-check.ts';

const example: RevenueCheckInputs = { ...exampleInputs };
const assumptions = defaultRevenueCheckAssumptions;
const yearlyCollections = 5_400_000;

describe('The revenue check model', () => {
  it('computes the example practice: a yearly figure well under 10% of yearly collections, and a one-time figure apart', () => {
    const { figures, mediansUsed } = computeRevenueCheck(example, assumptions);
    // Allowed = 5,400,000 ÷ 93% = 5,806,451.61; × (99% − 93%) = 348,387.10.
    expect(figures.yearly.total).to.equal(exampleFigures.yearly);
    expect(figures.yearly.total / yearlyCollections).to.be.below(0.1);
    // A/R = 5,400,000 ÷ 365 × 48 = 710,136.99; × (20% − 12%) = 56,810.96; 5,400,000 ÷ 365 × 18 = 266,301.37.
    expect(figures.oneTime.parts).to.deep.equal([
      { key: 'arOver90AboveBenchmark', amount: exampleFigures.arOver90AboveBenchmark },
      { key: 'otherArAboveBenchmark', amount: exampleFigures.otherArAboveBenchmark },
    ]);
    expect(figures.oneTime.total).to.equal(exampleFigures.oneTime);
    expect(mediansUsed).to.deep.equal(['arOver90']);
  });

  it('states the partition: each yearly part holds its own dollars, denials never reworked are inside the gap, and no total adds the two figures', () => {
    const { figures } = computeRevenueCheck(example, assumptions);
    // The yearly figure is the sum of its parts; "of which" splits a part and is not among the parts added.
    expect(figures.yearly.parts.reduce((sum, part) => sum + part.amount, 0)).to.equal(figures.yearly.total);
    for (const part of figures.yearly.parts) for (const inner of part.ofWhich) expect(inner.amount).to.be.at.most(part.amount);
    // Denied never reworked: 85.7% (6 of 7) of the uncollected dollars, so 6/7 of the 348,387 gap.
    expect(figures.yearly.parts[0]!.ofWhich).to.deep.equal([{ key: 'deniedNeverReworked', amount: exampleFigures.deniedNeverReworked }]);
    // The one-time parts are disjoint too: the over-90 part first, the rest of the days above after it.
    expect(figures.oneTime.parts.reduce((sum, part) => sum + part.amount, 0)).to.equal(figures.oneTime.total);
    const display = revenueCheckDisplay(computeRevenueCheck(example, assumptions), assumptions);
    expect(Object.values(display).join(' ')).not.to.include(formatDollars(figures.yearly.total + figures.oneTime.total));
  });

  it('does not count the denied dollars again: 12% to 20% denials with the net collection rate unchanged leaves the yearly figure as it is', () => {
    const at12 = computeRevenueCheck(example, assumptions).figures;
    const at20 = computeRevenueCheck({ ...example, denialRate: 20 }, assumptions).figures;
    expect(at20.yearly.total).to.equal(at12.yearly.total);
    // Only the split moves: more of the same uncollected dollars are denials never reworked, never more than the gap.
    expect(at20.yearly.parts[0]!.ofWhich[0]!.amount).to.equal(at20.yearly.total);
    expect(at20.yearly.parts[0]!.ofWhich[0]!.amount).to.be.above(at12.yearly.parts[0]!.ofWhich[0]!.amount);
    expect(computeRevenueCheck({ ...example, denialRate: 0 }, assumptions).figures.yearly.total).to.equal(at12.yearly.total);
  });

  it('shows each formula in plain words with whole dollars', () => {
    const display = revenueCheckDisplay(computeRevenueCheck(example, assumptions), assumptions);
    expect(display.collectionGapFormula).to.equal('$5,806,452 allowed ($5,400,000 collected ÷ 93%) × (99% − 93%) = $348,387');
    expect(display.arOver90AboveBenchmarkFormula).to.equal('$710,137 in A/R ($5,400,000 ÷ 365 × 48 days) × (20% − 12%) = $56,811');
    expect(display.oneTimeFormula).to.equal('$56,811 + $209,490 = $266,301');
    expect(display.yearlyShare).to.equal('6.5% of your yearly collections');
    expect(display.arOver90Yours).to.equal('20% (typical value used)');
  });

  it('labels every part for the API and a lead, the "of which" inside its part', () => {
    const labelled = labelledFigures(computeRevenueCheck(example, assumptions), assumptions);
    expect(labelled.yearly.parts.map((part) => part.key)).to.deep.equal(['collectionGap']);
    expect(labelled.yearly.parts[0]!.label).to.equal('Earned but not collected, against top performers’ 99% net collection rate');
    expect(labelled.yearly.parts[0]!.ofWhich!.map((part) => part.key)).to.deep.equal(['deniedNeverReworked']);
    expect(labelled.oneTime.parts.map((part) => part.label)).to.deep.equal([
      'A/R over 90 days above top performers’ 12%: the money most at risk',
      'Other A/R above top performers’ 30 days',
    ]);
  });

  it('reads "typical" on every measure for a median practice', () => {
    const checked = checkRevenueCheckValues(revenueCheckValuesOf(medianPracticeText));
    if (!checked.ok) throw new Error('The median practice is valid input');
    const { standing } = computeRevenueCheck(checked.inputs, assumptions);
    expect(standing).to.deep.equal(Object.fromEntries(rateFields.map((field) => [field, 'typical'])));
    const display = revenueCheckDisplay(computeRevenueCheck(checked.inputs, assumptions), assumptions);
    for (const field of rateFields) expect(display[`${field}Status`]).to.equal('Typical');
  });

  it('reads top performers and behind typical on either side', () => {
    const top = computeRevenueCheck({ ...example, denialRate: 5, daysInAR: 30, arOver90: 12, cleanClaimRate: 98, netCollectionRate: 99 }, assumptions);
    expect(new Set(Object.values(top.standing))).to.deep.equal(new Set(['top']));
    expect(top.figures.yearly.total).to.equal(0);
    expect(top.figures.oneTime.total).to.equal(0);
    const behind = computeRevenueCheck({ ...example, arOver90: 20.1 }, assumptions);
    expect(behind.standing.arOver90).to.equal('behind');
  });

  it('counts aged A/R above the benchmark share even when the days are at the benchmark', () => {
    const { figures } = computeRevenueCheck({ ...example, daysInAR: 30, arOver90: 40 }, assumptions);
    // 5,400,000 ÷ 365 × 30 = 443,835.62 in A/R; × 28% = 124,273.97; nothing else above 30 days.
    expect(figures.oneTime.parts).to.deep.equal([
      { key: 'arOver90AboveBenchmark', amount: 124_274 },
      { key: 'otherArAboveBenchmark', amount: 0 },
    ]);
  });

  it('uses the typical value of each measure the visitor does not know, and the figures an owner sets', () => {
    const unknown = computeRevenueCheck({ ...example, netCollectionRate: null }, assumptions);
    expect(unknown.used.netCollectionRate).to.equal(95);
    // 5,400,000 ÷ 95% × 4% = 227,368.42
    expect(unknown.figures.yearly.total).to.equal(227_368);
    const changed: RevenueCheckAssumptions = {
      ...assumptions,
      benchmarks: { ...assumptions.benchmarks, netCollectionRate: { ...assumptions.benchmarks.netCollectionRate, topPerformers: 97 } },
    };
    // 5,806,451.61 × 4% = 232,258.06
    expect(computeRevenueCheck(example, changed).figures.yearly.total).to.equal(232_258);
  });

  it('multiplies monthly collections by twelve and answers zeros for zero collections', () => {
    expect(computeRevenueCheck({ ...example, collections: 5_400_000, collectionsPeriod: 'annual' }, assumptions).figures).to.deep.equal(
      computeRevenueCheck(example, assumptions).figures,
    );
    const zero = computeRevenueCheck({ ...example, collections: 0 }, assumptions).figures;
    expect([zero.yearly.total, zero.oneTime.total, zero.yearly.parts[0]!.ofWhich[0]!.amount]).to.deep.equal([0, 0, 0]);
  });

  it('stays finite and whole at the range limits', () => {
    const worst: RevenueCheckInputs = {
      ...example,
      collections: revenueCheckRanges.collections.max,
      collectionsPeriod: 'annual',
      denialRate: 100,
      daysInAR: 365,
      arOver90: 100,
      netCollectionRate: 50,
    };
    const { figures } = computeRevenueCheck(worst, assumptions);
    // 200,000,000 allowed × 49%; A/R 100,000,000 × 88% = 88,000,000 at risk; 335 days' 91,780,822 less it.
    expect(figures.yearly.total).to.equal(98_000_000);
    expect(figures.oneTime.parts.map((part) => part.amount)).to.deep.equal([88_000_000, 3_780_822]);
    for (const value of [figures.yearly.total, figures.oneTime.total]) expect(Number.isSafeInteger(value)).to.equal(true);
  });

  it('rounds half a dollar up, and drops float noise before rounding', () => {
    expect(roundDollars(0.5)).to.equal(1);
    expect(roundDollars(2.4999)).to.equal(2);
    expect(roundDollars(187_199.99999999997)).to.equal(187_200);
    expect(formatDollars(1_234_567)).to.equal('$1,234,567');
  });
});

describe('The revenue check benchmarks', () => {
  it('holds the home page KPIs as the first-run targets, and no target for A/R over 90 days', () => {
    for (const [field, target] of Object.entries(homePageTargets)) {
      expect(defaultRevenueCheckAssumptions.benchmarks[field as keyof typeof homePageTargets].target, field).to.equal(target);
    }
    expect(defaultRevenueCheckAssumptions.benchmarks.arOver90.target).to.equal(null);
  });

  it('names a dated source for every measure, and no working note', () => {
    for (const field of rateFields) {
      const { source } = defaultRevenueCheckAssumptions.benchmarks[field];
      expect(source, field).to.match(/\b20\d\d\b/);
      for (const note of workingNotes) expect(source.toLowerCase(), field).not.to.include(note);
    }
  });
});

describe('Reading the revenue check form', () => {
  it('reads dollars, percent signs and blanks ("I don’t know")', () => {
    const values = revenueCheckValuesOf({
      providers: '6',
      collections: '$450,000',
      collectionsPeriod: 'monthly',
      denialRate: '12 %',
      daysInAR: '',
      arOver90: '',
      cleanClaimRate: '85',
      netCollectionRate: '93',
    });
    expect(checkRevenueCheckValues(values)).to.deep.equal({ ok: true, inputs: { ...example, daysInAR: null } });
  });

  it('names each invalid field in form order', () => {
    const checked = checkRevenueCheckValues(
      revenueCheckValuesOf({ specialty: 'dentist', providers: '0', collections: '', denialRate: 'lots', arOver90: '100.5', netCollectionRate: '49.9' }),
    );
    expect(checked.ok).to.equal(false);
    if (checked.ok) return;
    expect(checked.errors).to.deep.equal([
      { field: 'specialty', message: 'Specialty is not valid.' },
      { field: 'providers', message: 'Number of providers must be at least 1.' },
      { field: 'collections', message: 'Collections is required.' },
      { field: 'denialRate', message: 'Denial rate must be a number.' },
      { field: 'arOver90', message: 'A/R over 90 days must be at most 100.' },
      { field: 'netCollectionRate', message: 'Net collection rate must be at least 50.' },
    ]);
  });

  it('accepts the range limits and refuses just past them', () => {
    const at = checkRevenueCheckValues(
      revenueCheckValuesOf({
        providers: '500',
        collections: '100000000',
        denialRate: '100',
        daysInAR: '365',
        arOver90: '0',
        cleanClaimRate: '0',
        netCollectionRate: '50',
      }),
    );
    expect(at.ok).to.equal(true);
    const past = checkRevenueCheckValues(
      revenueCheckValuesOf({
        providers: '501',
        collections: '100000001',
        denialRate: '100.1',
        daysInAR: '366',
        arOver90: '100.1',
        cleanClaimRate: '0',
        netCollectionRate: '100.1',
      }),
    );
    expect(past.ok ? [] : past.errors.map((error) => error.field)).to.deep.equal([
      'providers',
      'collections',
      'denialRate',
      'daysInAR',
      'arOver90',
      'netCollectionRate',
    ]);
  });

  it('writes a query string that reads back to the same inputs', () => {
    const query = Object.fromEntries(new URLSearchParams(revenueCheckQuery({ ...example, daysInAR: null })));
    expect(checkRevenueCheckValues(revenueCheckValuesOf(query))).to.deep.equal({ ok: true, inputs: { ...example, daysInAR: null } });
  });
});
