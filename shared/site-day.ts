/**
 * Calendar days in the site's time zone (SITE_TIME_ZONE), as YYYY-MM-DD: the
 * unit of analytics counting, of the daily salt and of the dashboard's ranges.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
}

export function dayIn(timeZone: string, epochMs: number): string {
  return formatter(timeZone).format(epochMs);
}

/** `day` moved by `days` (negative: earlier), calendar arithmetic only. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `epochMs`, in minutes (east positive). */
function offsetMinutes(timeZone: string, epochMs: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, format);
  }
  const name = format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant (epoch ms) at which the wall clock in the zone reads `minutes` past midnight of `day`. */
export function instantAt(timeZone: string, day: string, minutes: number): number {
  const wallUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const instant = wallUtc - offsetMinutes(timeZone, wallUtc) * 60_000;
  // Across a daylight-saving change the offset at the guess can differ from the offset at that time.
  return wallUtc - offsetMinutes(timeZone, instant) * 60_000;
}

/** The instant (ISO, UTC) at which `day` begins in the zone. */
export function startOfDay(timeZone: string, day: string): string {
  return new Date(instantAt(timeZone, day, 0)).toISOString();
}

/** An instant as local time with its offset, e.g. 2026-06-10T11:00:00-04:00. */
export function localIsoTime(timeZone: string, epochMs: number): string {
  const offset = offsetMinutes(timeZone, epochMs);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}
