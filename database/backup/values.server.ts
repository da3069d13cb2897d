/**
 * Engine-neutral values (docs/decisions/060-backup-archives.md): what each engine hands back for a
 * column becomes one JSON form in the archive, and that form becomes what the target engine stores.
 * Times are ISO 8601 in UTC (SQLite keeps the app's ISO strings, PostgreSQL `timestamptz`),
 * booleans true or false (SQLite 0 or 1), whole numbers numbers (PostgreSQL's bigint strings),
 * bytes base64 (SQLite blob, PostgreSQL bytea). Text, JSON in text columns included, is kept as is.
 */
import type { Knex } from 'knex';

export type ColumnKind = 'time' | 'bool' | 'bytes' | 'int' | 'text';
export type ColumnKinds = Record<string, ColumnKind>;

export function columnKind(type: string): ColumnKind {
  const name = type.toLowerCase();
  if (/timestamp|datetime|^date$/.test(name)) return 'time';
  if (name.includes('bool')) return 'bool';
  if (/blob|bytea|binary/.test(name)) return 'bytes';
  if (/int/.test(name)) return 'int';
  return 'text';
}

/** The kinds of a table's columns, as the database at hand declares them. */
export async function columnKinds(db: Knex | Knex.Transaction, table: string): Promise<ColumnKinds> {
  const info = (await db(table).columnInfo()) as unknown as Record<string, { type: string }>;
  return Object.fromEntries(Object.entries(info).map(([column, { type }]) => [column, columnKind(type)]));
}

function toTime(value: unknown): string {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${String(value)}`);
  return date.toISOString();
}

/** One database value in its archive form. */
export function archiveValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'time':
      return toTime(value);
    case 'bool':
      return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
    case 'bytes':
      return Buffer.from(value as Uint8Array).toString('base64');
    case 'int':
      return Number(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** One archive value as the target database takes it (Knex turns booleans into 0 or 1 for SQLite). */
export function databaseValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'time':
      return toTime(value);
    case 'bytes':
      return Buffer.from(String(value), 'base64');
    default:
      return value;
  }
}

export function archiveRow(kinds: ColumnKinds, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) out[column] = archiveValue(kinds[column] ?? 'text', value);
  return out;
}
