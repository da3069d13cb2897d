/**
 * iCalendar (RFC 5545) for a booked call: the invitation attached to each email and offered for download, and
 * each person's feed. One UID per call for its whole life; SEQUENCE rises with each change (RFC 5546 §2.1.4),
 * so calendars replace the event rather than add one. Times are in UTC ("Z" form, RFC 5545 §3.3.5).
 */

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  /** When this version of the event was written. */
  stamp: string;
  summary: string;
  description: string;
  /** Where the call happens: the video link or the number called (§3.8.1.7). */
  location?: string;
  cancelled: boolean;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  url?: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (a CN): quoted, with the characters a quoted value may not hold removed (§3.1). */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** `20261201T150000Z` */
export const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets folded with CRLF and a space (§3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee ? [`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

const calendar = (method: string | null, events: CalendarEvent[], extra: string[] = []) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking//Assessment calls//EN',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    ...extra,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n') + '\r\n';

/** An invitation (METHOD:REQUEST) or, for a cancelled call, its cancellation (METHOD:CANCEL): the email's calendar part. */
export function invitation(event: CalendarEvent): string {
  return calendar(event.cancelled ? 'CANCEL' : 'REQUEST', [event]);
}

/**
 * The file the visitor downloads: METHOD:PUBLISH, a copy of the event to keep, so a calendar adds it rather than
 * asking to accept or decline an invitation nobody can answer (RFC 5546 §3.2.1).
 */
export function downloadableEvent(event: CalendarEvent): string {
  return calendar('PUBLISH', [event]);
}

/** A subscription feed of several calls (METHOD:PUBLISH). */
export function feed(name: string, events: CalendarEvent[]): string {
  return calendar('PUBLISH', events, [`X-WR-CALNAME:${escapeText(name)}`]);
}
