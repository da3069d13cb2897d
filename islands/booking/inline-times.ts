/**
 * The free times grouped by day in the visitor's own zone, and the words for that zone
 * (docs/product/booking.md#booking): what the inline picker (inline-booking.client.ts) lists.
 */
import { zoneName } from '#shared/zoned-time.ts';
import type { Slot } from '#shared/booking.ts';

export interface TimesOfDay {
  /** "Tuesday, January 8" in the visitor's zone. */
  label: string;
  times: { start: string; label: string }[];
}

export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "GMT+9 (Asia/Tokyo)" */
export const zoneLabel = (timeZone: string, atMs: number) => `${zoneName(timeZone, atMs)} (${timeZone.replace(/_/g, ' ')})`;

export function timesByDay(slots: Slot[], timeZone: string): TimesOfDay[] {
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const days: TimesOfDay[] = [];
  for (const slot of slots) {
    const ms = Date.parse(slot.start);
    const label = date.format(ms);
    if (days.at(-1)?.label !== label) days.push({ label, times: [] });
    days.at(-1)!.times.push({ start: slot.start, label: time.format(ms) });
  }
  return days;
}

/** "Tuesday, January 8, 2030 at 10:00 AM" in `timeZone`. */
export function callTime(start: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.parse(start));
}
