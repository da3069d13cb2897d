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
