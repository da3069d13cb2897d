/**
 * Free slots, worked out from each person's weekly hours in their own zone, days off (with the observed US federal holidays when
 * the person switched them on), the company's settings
 * and the cells already held by calls (docs/product/booking.md#slots). Pure: the caller reads the database.
 *
 * A slot takes the cells from its start to its end plus the buffer; a booked call holds the same span, so a new
 * slot stays a buffer away from a call on either side. Slots start at each range's start and follow each other
 * every call length.
 */
import { weekdays, type Availability, type BookingSettings, type Slot } from '#shared/booking.ts';
import { addDays, dayIn } from '#shared/site-day.ts';
import { isFederalHoliday } from '#shared/us-holidays.ts';
import { fromZonedInput } from '#shared/zoned-time.ts';

const minute = 60_000;
/** The unit of `booking_holds`: five minutes. */
export const cellMinutes = 5;

export interface Person {
  userId: number;
  availability: Availability;
}

/** The cells (minutes since the epoch / 5) a call from `startMs` holds, its buffer included. */
export function cellsOf(startMs: number, settings: BookingSettings): number[] {
  const first = Math.floor(startMs / minute / cellMinutes);
  const count = Math.ceil((settings.callMinutes + settings.bufferMinutes) / cellMinutes);
  return Array.from({ length: count }, (_, index) => first + index);
}

const instantOf = (day: string, time: string, timeZone: string): number =>
  time === '24:00' ? Date.parse(fromZonedInput(`${addDays(day, 1)}T00:00`, timeZone)!) : Date.parse(fromZonedInput(`${day}T${time}`, timeZone)!);

/** The person's working ranges ([start, end) in ms) over the days of their zone from `fromMs` to `toMs`, in order. */
export function workingRanges({ timeZone, weeklyHours, daysOff, federalHolidays }: Availability, fromMs: number, toMs: number): [number, number][] {
  const ranges: [number, number][] = [];
  const off = new Set(daysOff);
  const last = dayIn(timeZone, toMs);
  for (let day = addDays(dayIn(timeZone, fromMs), -1); day <= last; day = addDays(day, 1)) {
    if (off.has(day) || (federalHolidays && isFederalHoliday(day))) continue;
    // getUTCDay: 0 is Sunday; weekdays starts on Monday.
    const weekday = weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    for (const { start, end } of weeklyHours[weekday]) ranges.push([instantOf(day, start, timeZone), instantOf(day, end, timeZone)]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** The first instant with `hours` of the person's working time between `nowMs` and it; undefined past `limitMs`. */
export function earliestWithNotice(availability: Availability, nowMs: number, hours: number, limitMs: number): number | undefined {
  let remaining = hours * 60 * minute;
  if (remaining === 0) return nowMs;
  for (const [start, end] of workingRanges(availability, nowMs, limitMs)) {
    if (end <= nowMs) continue;
    const begin = Math.max(start, nowMs);
    if (end - begin >= remaining) return begin + remaining;
    remaining -= end - begin;
  }
  return undefined;
}

export interface SlotQuery {
  people: Person[];
  settings: BookingSettings;
  /** Cells already held, by person. */
  held: Map<number, Set<number>>;
  nowMs: number;
  fromMs: number;
  toMs: number;
  /** Count held cells (default); false asks which slots the hours allow at all. */
  respectHolds?: boolean;
}

/** Each slot that starts in [from, to) and someone can take, with who can, in order of time. */
export function freeSlots({ people, settings, held, nowMs, fromMs, toMs, respectHolds = true }: SlotQuery): { slot: Slot; userIds: number[] }[] {
  const callMs = settings.callMinutes * minute;
  const horizonMs = nowMs + settings.horizonDays * 24 * 60 * minute;
  const byStart = new Map<number, number[]>();
  for (const { userId, availability } of people) {
    const earliest = earliestWithNotice(availability, nowMs, settings.noticeHours, horizonMs);
    if (earliest === undefined) continue;
    const cells = held.get(userId) ?? new Set<number>();
    for (const [rangeStart, rangeEnd] of workingRanges(availability, fromMs, toMs)) {
      for (let start = rangeStart; start + callMs <= rangeEnd; start += callMs) {
        if (start < fromMs || start >= toMs || start < earliest || start > horizonMs) continue;
        if (respectHolds && cellsOf(start, settings).some((cell) => cells.has(cell))) continue;
        const takers = byStart.get(start) ?? [];
        if (!takers.includes(userId)) takers.push(userId);
        byStart.set(start, takers);
      }
    }
  }
  return [...byStart.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, userIds]) => ({ slot: { start: new Date(start).toISOString(), end: new Date(start + callMs).toISOString() }, userIds }));
}
