import { expect } from 'chai';
import { defaultResponseSettings, formatDuration, responseDueAt } from '#shared/business-hours.ts';

const newYork = 'America/New_York';
const due = (arrived: string, settings = defaultResponseSettings) => {
  const at = responseDueAt(Date.parse(arrived), settings, newYork);
  return at === null ? null : new Date(at).toISOString();
};

describe('responseDueAt (one business hour, Monday to Friday 09:00–17:00 New York)', () => {
  it('is an hour later within the working day', () => {
    // Tuesday 10:15 EST (15:15 UTC).
    expect(due('2026-12-01T15:15:00Z')).to.equal('2026-12-01T16:15:00.000Z');
  });

  it('carries what is left of the hour over to the next morning', () => {
    // Tuesday 16:30 EST: half an hour today, half an hour from 09:00 on Wednesday.
    expect(due('2026-12-01T21:30:00Z')).to.equal('2026-12-02T14:30:00.000Z');
  });

  it('starts counting on Monday morning for a lead that arrives on Saturday', () => {
    expect(due('2026-12-05T17:00:00Z')).to.equal('2026-12-07T15:00:00.000Z');
  });

  it('follows daylight saving time (09:00 EDT is 13:00 UTC)', () => {
    // Friday 2026-03-06 at 20:00 EST; the clocks go forward on Sunday the 8th.
    expect(due('2026-03-07T01:00:00Z')).to.equal('2026-03-09T14:00:00.000Z');
  });

  it('answers null when no day is a business day', () => {
    expect(due('2026-12-01T15:15:00Z', { ...defaultResponseSettings, businessHours: { days: [], start: '09:00', end: '17:00' } })).to.equal(null);
  });
});

describe('formatDuration', () => {
  for (const [seconds, text] of [
    [42, '42 s'],
    [12 * 60 + 5, '12 min'],
    [2 * 3600 + 5 * 60, '2 h 5 min'],
    [3600, '1 h'],
    [3 * 86400 + 4 * 3600, '3 d 4 h'],
  ] as const) {
    it(`says ${text} for ${seconds} s`, () => expect(formatDuration(seconds)).to.equal(text));
  }
});
