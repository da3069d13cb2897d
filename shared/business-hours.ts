/**
 * The company's business hours and the response target counted on them (docs/product/leads.md#speed-to-lead):
 * a lead that arrives at 16:30 with a one-hour target and a day ending at 17:00 is due at 09:30 on the next
 * business day. Shared by the server (the due time) and the dashboard's settings form (the limits).
 */
import { addDays, dayIn, instantAt } from './site-day.ts';

export interface BusinessHours {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  days: number[];
  /** The working day's start and end, `HH:MM` in the site's time zone; end after start. */
  start: string;
  end: string;
}

export interface ResponseSettings {
  /** How long a new lead may wait for a first response, in business minutes. */
  responseTargetMinutes: number;
  businessHours: BusinessHours;
}

export const defaultResponseSettings: ResponseSettings = {
  responseTargetMinutes: 60,
  businessHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
};

/** One minute to five business days (8-hour days). */
export const responseTargetLimits = { min: 1, max: 5 * 8 * 60 } as const;

export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** ISO weekday of a calendar day (YYYY-MM-DD). */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A year of days: enough for any target within the limits, with one business day a week. */
const searchDays = 400;

/**
 * When a lead that arrived at `arrivedMs` is due: `targetMinutes` of business time later, in `timeZone`.
 * Null when the hours have no working time at all (no day chosen).
 */
export function responseDueAt(arrivedMs: number, { responseTargetMinutes, businessHours }: ResponseSettings, timeZone: string): number | null {
  let remaining = responseTargetMinutes * 60_000;
  let day = dayIn(timeZone, arrivedMs);
  for (let count = 0; count < searchDays; count += 1, day = addDays(day, 1)) {
    if (!businessHours.days.includes(weekdayOf(day))) continue;
    const opens = instantAt(timeZone, day, minutesOf(businessHours.start));
    const closes = instantAt(timeZone, day, minutesOf(businessHours.end));
    const from = Math.max(arrivedMs, opens);
    if (from >= closes) continue;
    if (remaining <= closes - from) return from + remaining;
    remaining -= closes - from;
  }
  return null;
}

/** A duration as people say it: "45 s", "12 min", "2 h 5 min", "3 d 4 h". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
