/** Date ranges of the overview, as days (YYYY-MM-DD) in the site's time zone. */
import { addDays, dayIn } from '#shared/site-day.ts';

export interface DayRangeChoice {
  from: string;
  to: string;
  /** 7, 30 or 90 for a preset; null for a custom range. */
  preset: number | null;
}

/** The last `days` days up to today in the site's time zone. */
export function lastDays(days: number, timeZone: string, now = Date.now()): DayRangeChoice {
  const to = dayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to, preset: days };
}

export function daysIn(range: { from: string; to: string }): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** Percentage change, rounded; null when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 100);
}
