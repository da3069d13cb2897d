import { expect } from 'chai';
import { revenueCheckDisplay, revenueCheckTargets } from '#content/revenue-check.ts';
import { checkRevenueCheckValues, revenueCheckQuery, revenueCheckValuesOf } from '#shared/revenue-check-form.ts';
import {
  computeRevenueCheck,
  defaultRevenueCheckAssumptions,
  formatDollars,
  revenueCheckRanges,
  roundDollars,
  type RevenueCheckAssumptions,
  type RevenueCheckInputs,
} from '#shared/revenue-check.ts';

const example: RevenueCheckInputs = {
  specialty: 'ob-gyn',
  providers: 4,
  collections: 2_400_000,
  collectionsPeriod: 'annual',
  denialRate: 12,
  daysInAR: 48,
  cleanClaimRate: 88,
  netCollectionRate: 94,
};
const assumptions = defaultRevenueCheckAssumptions;
const targets = revenueCheckTargets;

describe('The revenue check arithmetic', () => {
  it('reads the targets from the home page KPIs', () => {
    expect(targets).to.deep.equal({ denialRate: 3, daysInAR: 30, cleanClaimRate: 98, netCollectionRate: 99 });
  });

  it('computes the example practice: each figure and the total', () => {
    const { outputs, mediansUsed } = computeRevenueCheck(example, assumptions, targets);
    // 2,400,000 × 12% × 65% ; 2,400,000 ÷ 365 × 18 = 118,356.16 ; 2,400,000 ÷ 94% × 5% = 127,659.57
    expect(outputs).to.deep.equal({ deniedNeverReworked: 187_200, arBeyondTarget: 118_356, collectionShortfall: 127_660, total: 433_216 });
    expect(mediansUsed).to.deep.equal([]);
  });

  it('shows each formula with the figures in whole dollars with grouping', () => {
    const display = revenueCheckDisplay(computeRevenueCheck(example, assumptions, targets), 65, targets);
    expect(display.deniedNeverReworkedFormula).to.equal('$2,400,000 collections × 12% denied × 65% never reworked = $187,200');
    expect(display.arBeyondTargetFormula).to.equal('$2,400,000 ÷ 365 days × (48 − 30) days = $118,356');
    expect(display.collectionShortfallFormula).to.equal('$2,400,000 ÷ 94% × (99% − 94%) = $127,660');
    expect(display.total).to.equal('$433,216');
    expect(display.cleanClaimRateStatus).to.equal('Misses the target');
  });

  it('multiplies monthly collections by twelve', () => {
    const monthly = computeRevenueCheck({ ...example, collections: 200_000, collectionsPeriod: 'monthly' }, assumptions, targets);
    expect(monthly.used.annualCollections).to.equal(2_400_000);
    expect(monthly.outputs.total).to.equal(433_216);
  });

  it('uses the median of each measure the visitor does not know, and says so', () => {
    const result = computeRevenueCheck({ ...example, denialRate: null, netCollectionRate: null }, assumptions, targets);
    expect(result.mediansUsed).to.deep.equal(['denialRate', 'netCollectionRate']);
    expect(result.used.denialRate).to.equal(assumptions.medians.denialRate.value);
    expect(result.outputs.deniedNeverReworked).to.equal(roundDollars((2_400_000 * assumptions.medians.denialRate.value * 65) / 10_000));
  });

  it('uses the assumptions it is given (an owner’s change)', () => {
    const changed: RevenueCheckAssumptions = { ...assumptions, neverReworkedShare: { value: 50, source: 'x' } };
    expect(computeRevenueCheck(example, changed, targets).outputs.deniedNeverReworked).to.equal(144_000);
  });

  it('answers zeros for zero collections, and for measures at or better than the targets', () => {
    expect(computeRevenueCheck({ ...example, collections: 0 }, assumptions, targets).outputs).to.deep.equal({
      deniedNeverReworked: 0,
      arBeyondTarget: 0,
      collectionShortfall: 0,
      total: 0,
    });
    const good = computeRevenueCheck({ ...example, denialRate: 0, daysInAR: 0, netCollectionRate: 100 }, assumptions, targets);
    expect(good.outputs.total).to.equal(0);
    const onTarget = computeRevenueCheck({ ...example, daysInAR: 30, netCollectionRate: 99 }, assumptions, targets);
    expect([onTarget.outputs.arBeyondTarget, onTarget.outputs.collectionShortfall]).to.deep.equal([0, 0]);
  });

  it('stays finite and whole at the range limits', () => {
    const worst: RevenueCheckInputs = {
      ...example,
      providers: revenueCheckRanges.providers.max,
      collections: revenueCheckRanges.collections.max,
      denialRate: revenueCheckRanges.denialRate.max,
      daysInAR: revenueCheckRanges.daysInAR.max,
      netCollectionRate: revenueCheckRanges.netCollectionRate.min,
    };
    const { outputs } = computeRevenueCheck(worst, assumptions, targets);
    // 100,000,000 × 100% × 65% ; 100,000,000 ÷ 365 × 335 = 91,780,821.9 ; 100,000,000 ÷ 50% × 49%
    expect(outputs).to.deep.equal({ deniedNeverReworked: 65_000_000, arBeyondTarget: 91_780_822, collectionShortfall: 98_000_000, total: 254_780_822 });
    for (const value of Object.values(outputs)) expect(Number.isSafeInteger(value)).to.equal(true);
  });

  it('rounds half a dollar up, and drops float noise before rounding', () => {
    expect(roundDollars(0.5)).to.equal(1);
    expect(roundDollars(2.5)).to.equal(3);
    expect(roundDollars(2.4999)).to.equal(2);
    expect(roundDollars(187_199.99999999997)).to.equal(187_200);
    expect(roundDollars(0.49999999999)).to.equal(1);
    expect(formatDollars(1_234_567)).to.equal('$1,234,567');
  });
});

describe('Reading the revenue check form', () => {
  it('reads dollars, percent signs and blanks ("I don’t know")', () => {
    const values = revenueCheckValuesOf({
      providers: '4',
      collections: '$2,400,000',
      denialRate: '12 %',
      daysInAR: '',
      cleanClaimRate: '88',
      netCollectionRate: '94',
    });
    const checked = checkRevenueCheckValues(values);
    expect(checked).to.deep.equal({
      ok: true,
      inputs: { ...example, daysInAR: null },
    });
  });

  it('names each invalid field in form order', () => {
    const checked = checkRevenueCheckValues(
      revenueCheckValuesOf({ specialty: 'dentist', providers: '0', collections: '', denialRate: 'lots', netCollectionRate: '49.9' }),
    );
    expect(checked.ok).to.equal(false);
    if (checked.ok) return;
    expect(checked.errors).to.deep.equal([
      { field: 'specialty', message: 'Specialty is not valid.' },
      { field: 'providers', message: 'Number of providers must be at least 1.' },
      { field: 'collections', message: 'Collections is required.' },
      { field: 'denialRate', message: 'Denial rate must be a number.' },
      { field: 'netCollectionRate', message: 'Net collection rate must be at least 50.' },
    ]);
  });

  it('accepts the range limits and refuses just past them', () => {
    const at = checkRevenueCheckValues(
      revenueCheckValuesOf({ providers: '500', collections: '100000000', denialRate: '100', daysInAR: '365', cleanClaimRate: '0', netCollectionRate: '50' }),
    );
    expect(at.ok).to.equal(true);
    const past = checkRevenueCheckValues(
      revenueCheckValuesOf({
        providers: '501',
        collections: '100000001',
        denialRate: '100.1',
        daysInAR: '366',
        cleanClaimRate: '0',
        netCollectionRate: '100.1',
      }),
    );
    expect(past.ok ? [] : past.errors.map((error) => error.field)).to.deep.equal(['providers', 'collections', 'denialRate', 'daysInAR', 'netCollectionRate']);
  });

  it('writes a query string that reads back to the same inputs', () => {
    const query = Object.fromEntries(new URLSearchParams(revenueCheckQuery({ ...example, daysInAR: null })));
    expect(checkRevenueCheckValues(revenueCheckValuesOf(query))).to.deep.equal({ ok: true, inputs: { ...example, daysInAR: null } });
  });
});
