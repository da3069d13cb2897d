/**
 * Wall-clock times in a named time zone (the site's, SITE_TIME_ZONE), for the editor's publish date: an
 * instant shown as the `YYYY-MM-DDTHH:mm` of an `<input type="datetime-local">`, and such a value read back as
 * ISO 8601 with the zone's offset at that moment (what the API's `publishAt` takes).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, epochMs: number): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(epochMs)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** The zone's offset from UTC at `epochMs`, in minutes (east positive). */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const p = partsIn(timeZone, epochMs);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `2026-12-01T09:00` for the instant, in the zone. */
export function toZonedInput(iso: string, timeZone: string): string {
  const p = partsIn(timeZone, Date.parse(iso));
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * `2026-12-01T09:00` in the zone as ISO 8601 with its offset (`2026-12-01T09:00:00-05:00`); undefined when the
 * value is not of that form. A time skipped by a clock change moves forward with it, as clocks do.
 */
export function fromZonedInput(local: string, timeZone: string): string | undefined {
  const match = localPattern.exec(local);
  if (!match) return undefined;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let offset = zoneOffsetMinutes(timeZone, wall);
  offset = zoneOffsetMinutes(timeZone, wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The zone's short name at the instant ("EST", "GMT+1"), for the field's label. */
export function zoneName(timeZone: string, epochMs: number): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
