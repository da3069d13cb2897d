import { expect } from 'chai';
import { federalHolidays, isFederalHoliday } from '#shared/us-holidays.ts';
import { workingRanges } from '../../server/booking/slots.ts';

// Expected dates: OPM's published federal holiday tables for 2026 and 2027 (opm.gov, "Federal Holidays").
describe('US federal holidays', () => {
  it('computes 2026 by rule, Independence Day (a Saturday) observed on Friday July 3', () => {
    expect(federalHolidays(2026).map((holiday) => holiday.day)).to.deep.equal([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('computes 2027 with Saturday holidays on Friday and Sunday ones on Monday', () => {
    expect(federalHolidays(2027).map((holiday) => holiday.day)).to.deep.equal([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it("observes a Saturday New Year's Day on December 31 of the year before", () => {
    expect(federalHolidays(2028)[0]).to.deep.equal({ day: '2027-12-31', name: "New Year's Day" });
    expect(isFederalHoliday('2027-12-31')).to.equal(true);
    expect(isFederalHoliday('2027-12-30')).to.equal(false);
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalHolidays(2020).map((holiday) => holiday.name)).not.to.include('Juneteenth National Independence Day');
    expect(federalHolidays(2020)).to.have.length(10);
  });

  it('takes the observed days out of working hours only when switched on', () => {
    const hours = { start: '09:00', end: '17:00' };
    const base = {
      timeZone: 'America/New_York',
      weeklyHours: { mon: [hours], tue: [hours], wed: [hours], thu: [hours], fri: [hours], sat: [], sun: [] },
      daysOff: [],
    };
    // Thursday 2026-12-24 to Saturday 2026-12-26: Christmas is the Friday.
    const from = Date.parse('2026-12-24T05:00:00Z');
    const to = Date.parse('2026-12-26T05:00:00Z');
    expect(workingRanges(base, from, to).map(([start]) => new Date(start).toISOString().slice(0, 10))).to.include('2026-12-25');
    const on = workingRanges({ ...base, federalHolidays: true }, from, to).map(([start]) => new Date(start).toISOString().slice(0, 10));
    expect(on).to.include('2026-12-24');
    expect(on).not.to.include('2026-12-25');
  });
});
