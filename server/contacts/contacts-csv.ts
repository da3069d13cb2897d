/**
 * Leads as CSV (RFC 4180: comma separated, CRLF line ends, fields quoted when
 * they hold a comma, quote or line break, quotes doubled). Cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) get a
 * leading apostrophe, so a visitor's text cannot become a formula in the
 * company's spreadsheet (OWASP, "CSV Injection").
 */
import type { Contact } from '#shared/contact-fields.ts';

const columns: [header: string, value: (contact: Contact) => string | number | null][] = [
  ['id', (contact) => contact.id],
  ['createdAt', (contact) => contact.createdAt],
  ['fullName', (contact) => contact.fullName],
  ['email', (contact) => contact.email],
  ['company', (contact) => contact.company],
  ['phone', (contact) => contact.phone],
  ['subject', (contact) => contact.subject],
  ['message', (contact) => contact.message],
  ['handledAt', (contact) => contact.handledAt],
];

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function contactsToCsv(contacts: Contact[]): string {
  const lines = [columns.map(([header]) => header).join(',')];
  for (const contact of contacts) lines.push(columns.map(([, value]) => csvCell(value(contact))).join(','));
  return lines.join('\r\n') + '\r\n';
}
