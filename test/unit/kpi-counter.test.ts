import { expect } from 'chai';
import { COUNTER_DURATION_MS, COUNTER_OBSERVER_OPTIONS, counterStart, counterValueAt, easeOutCubic } from '#islands/kpis/counter.ts';

describe('KPI counter animation', () => {
  it('runs for 2000 ms once a tenth of the section is 50px inside the viewport', () => {
    expect(COUNTER_DURATION_MS).to.equal(2000);
    expect(COUNTER_OBSERVER_OPTIONS).to.deep.equal({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });
  });

  it('eases out cubically: 1 - (1 - t)^3', () => {
    expect(easeOutCubic(0)).to.equal(0);
    expect(easeOutCubic(0.5)).to.equal(0.875);
    expect(easeOutCubic(1)).to.equal(1);
  });

  it('counts from 0 to the target and stays there', () => {
    expect(counterValueAt(98, 0)).to.equal(0);
    expect(counterValueAt(98, 1000)).to.equal(86);
    expect(counterValueAt(98, 2000)).to.equal(98);
    expect(counterValueAt(98, 5000)).to.equal(98);
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = counterValueAt(30, elapsed);
      expect(value).to.be.at.least(previous);
      previous = value;
    }
  });
});

describe('KPI counters for lower-is-better measures', () => {
  it('count down from twice the target to the target', () => {
    const from = counterStart(30, true);
    expect(from).to.equal(60);
    expect(counterStart(98, false)).to.equal(0);
    expect(counterValueAt(30, 0, from)).to.equal(60);
    expect(counterValueAt(30, 2000, from)).to.equal(30);
    let previous = from;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = counterValueAt(30, elapsed, from);
      expect(value).to.be.at.most(previous);
      previous = value;
    }
  });
});
