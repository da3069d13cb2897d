/**
 * US federal holidays (5 U.S.C. 6103), computed per year by rule, with the observed date when the day falls on a
 * weekend (Saturday: the Friday before; Sunday: the Monday after). A person who switches them on in "My
 * availability" is offered no calls on the observed dates. No server-only imports: the dashboard shows the list.
 */

export interface Holiday {
  /** The observed day, `YYYY-MM-DD` (for New Year's Day on a Saturday, December 31 of the year before). */
  day: string;
  name: string;
}

const iso = (year: number, month: number, date: number): string => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of the month; `nth` -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    return iso(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

/** A fixed-date holiday moved off the weekend. */
function observed(year: number, month: number, date: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return iso(year, month, date + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
}

/** The year's eleven federal holidays (ten before Juneteenth became one in 2021), observed dates, in order. */
export function federalHolidays(year: number): Holiday[] {
  const list: Holiday[] = [
    { day: observed(year, 1, 1), name: "New Year's Day" },
    { day: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday (Presidents' Day)" },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [{ day: observed(year, 6, 19), name: 'Juneteenth National Independence Day' }] : []),
    { day: observed(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { day: observed(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: observed(year, 12, 25), name: 'Christmas Day' },
  ];
  return list;
}

/** Whether `day` (`YYYY-MM-DD`) is an observed federal holiday (next year's New Year's Day may fall on December 31). */
export function isFederalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return [...federalHolidays(year), ...federalHolidays(year + 1)].some((holiday) => holiday.day === day);
}
