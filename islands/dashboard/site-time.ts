/**
 * Every time the dashboard shows, in the site's time zone (SITE_TIME_ZONE, `siteTimeZone` in the page context, passed
 * to each island as its `timeZone` prop) and labelled with the zone's short name ("Nov 27, 2026, 6:57 PM EST"), so a
 * reader in another zone is never misled by the browser's. Calendar days (a follow-up date) have no zone and are
 * shown as they are.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withSeconds}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return format;
}

/** A moment (ISO text, Date or epoch milliseconds) as the site's date and time with its zone; '' for no time. */
export function siteTime(at: string | number | Date | null | undefined, timeZone: string, options: { seconds?: boolean } = {}): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return formatOf(timeZone, options.seconds ?? false).format(date);
}
