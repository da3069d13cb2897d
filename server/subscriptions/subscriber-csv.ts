/**
 * Subscribers as CSV (docs/product/subscriptions.md#import-and-export). Reading: RFC 4180 (quoted fields, doubled
 * quotes, CRLF or LF), comma or semicolon separated, an optional byte-order mark; the header row names the address
 * column (`email`, `e-mail`, `email address`, any case), or the file is a bare list of addresses, one a line.
 * Writing: the leads export's cells (server/contacts/contacts-csv.ts), so no value becomes a spreadsheet formula.
 */
import type { ExportedSubscriber } from '#database/subscriber-export.server.ts';
import { csvCell } from '../contacts/contacts-csv.ts';

export class MalformedCsv extends Error {}

/** One record and the line of the file it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Splits CSV text into records; throws MalformedCsv for a quote that never closes or stray text after one. */
export function parseCsv(text: string, separator: ',' | ';'): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && cell === '') {
      const opened = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new MalformedCsv(`A quoted field that starts on line ${opened} never ends.`);
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (text[i] === '\n') line += 1;
        cell += text[i];
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== separator && next !== '\r' && next !== '\n')
        throw new MalformedCsv(`Line ${line} has text after a closing quote; a quote inside a field is written twice ("").`);
      continue;
    }
    if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      start = line;
    } else if (char === '"') {
      throw new MalformedCsv(`Line ${line} has a quote inside a field that is not quoted.`);
    } else {
      cell += char;
    }
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const emailHeader = /^\s*e-?mail(\s+address)?\s*$/i;
const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim());

/** The addresses of an import file, each with its line; throws MalformedCsv when the file has none or no address column. */
export function addressesOf(text: string): { line: number; email: string }[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records = parseCsv(text, separator);
  const [header, ...rest] = records;
  if (!header) throw new MalformedCsv('The file has no rows.');
  let column = header.cells.findIndex((cell) => emailHeader.test(cell));
  let rows = rest;
  if (column === -1) {
    if (!looksLikeAddress(header.cells[0] ?? ''))
      throw new MalformedCsv('The first row must name the address column "email", or the file must list addresses, one a line.');
    column = 0;
    rows = records;
  }
  if (rows.length === 0) throw new MalformedCsv('The file has a header row but no addresses.');
  return rows.map((row) => ({ line: row.line, email: (row.cells[column] ?? '').trim() }));
}

const columns: [string, (row: ExportedSubscriber) => string | null][] = [
  ['Email', (row) => row.email],
  ['State', (row) => row.state],
  ['Topics', (row) => row.topics.join('; ')],
  ['Signed up', (row) => row.createdAt],
  ['Confirmed', (row) => row.confirmedAt],
  ['Unsubscribed', (row) => row.unsubscribedAt],
  ['Consent form', (row) => row.consent?.form ?? null],
  ['Consent page or file', (row) => row.consent?.page ?? null],
  ['Consent wording or basis', (row) => row.consent?.wording ?? null],
  ['Consent given', (row) => row.consent?.createdAt ?? null],
  ['Prior opt-in attested by', (row) => row.consent?.attestedBy ?? null],
];

export const subscriberCsvHeader = columns.map(([header]) => header).join(',') + '\r\n';

/** Rows of the export, each line ended by CRLF. */
export function subscriberCsvRows(rows: ExportedSubscriber[]): string {
  return rows.map((row) => columns.map(([, value]) => csvCell(value(row))).join(',') + '\r\n').join('');
}
