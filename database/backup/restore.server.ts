/**
 * Restores an archive into a database in one transaction (docs/decisions/060-backup-archives.md):
 * every row goes in, or none does. Checksums are checked before the commit, so a changed or cut-off
 * archive leaves the target as it was; so does a process killed halfway (the transaction never
 * commits). Without `replace`, a target that holds any row of an archived table is refused.
 */
import type { Knex } from 'knex';
import { isPostgres } from '../db.server.ts';
import { earliestScheduled } from '../write-content.server.ts';
import { ArchiveError } from './archive-error.ts';
import { archiveFormat, archiveFormatVersion, checksumsEntry, type Checksums, type Manifest, manifestEntry, tableOfPart } from './manifest.ts';
import { type ArchiveEntry, archiveEntries } from './read-archive.server.ts';
import { reindexAllPosts } from '../search-index.server.ts';
import { archivedTables, clearedOnReplace, seededTables } from './tables.server.ts';
import { type ColumnKinds, columnKinds, databaseValue } from './values.server.ts';

export interface RestoreOptions {
  passphrase?: string | undefined;
  replace?: boolean;
  /** Every migration this version of the site knows, oldest first. */
  knownMigrations: string[];
  /** Told of each table as its rows go in (the command prints it). */
  onTable?: (table: string, rows: number) => void;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: Record<string, number>;
}

const insertBatch = 100;

function checkManifest(entry: ArchiveEntry | undefined, knownMigrations: string[]): Manifest {
  if (entry?.name !== manifestEntry) throw new ArchiveError('This file is not a backup archive of this site: it has no manifest first.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(entry.body.toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveError('The archive is damaged: its manifest is not JSON.');
  }
  if (manifest.format !== archiveFormat) throw new ArchiveError('This file is not a backup archive of this site.');
  if (manifest.formatVersion > archiveFormatVersion) throw new ArchiveError('This archive was made by a newer version of the site: update the site first.');
  if (!knownMigrations.includes(manifest.schemaVersion)) {
    throw new ArchiveError(`This archive's schema (${manifest.schemaVersion}) is newer than this site's: update the site first.`);
  }
  return manifest;
}

async function refuseOrClear(trx: Knex.Transaction, replace: boolean): Promise<void> {
  if (!replace) {
    for (const table of archivedTables) {
      if (seededTables.has(table.name)) continue;
      const row = await trx(table.name).first(trx.raw('1 as present'));
      if (row)
        throw new ArchiveError(`The database is not empty (${table.name} has rows): restore into an empty database, or give --replace to replace everything.`);
    }
    return;
  }
  for (const table of clearedOnReplace) await trx(table).del();
  for (const table of [...archivedTables].reverse()) await trx(table.name).del();
}

async function insertPart(trx: Knex.Transaction, table: string, kinds: ColumnKinds, body: Buffer): Promise<number> {
  const rows = body
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        const kind = kinds[column];
        if (!kind) throw new ArchiveError(`The archive has a column this site does not: ${table}.${column}.`);
        out[column] = databaseValue(kind, value);
      }
      return out;
    });
  const batch = Object.values(kinds).includes('bytes') ? 1 : insertBatch;
  for (let start = 0; start < rows.length; start += batch) await trx(table).insert(rows.slice(start, start + batch));
  return rows.length;
}

function parseChecksums(body: Buffer): Checksums {
  try {
    return JSON.parse(body.toString('utf8')) as Checksums;
  } catch {
    throw new ArchiveError('The archive is damaged or was changed: its checksums are not JSON.');
  }
}

/** A part whose rows do not parse or do not fit the schema: damage, said plainly, with the cause. */
const damaged = (part: string) => (error: unknown) => {
  if (error instanceof ArchiveError) throw error;
  throw new ArchiveError(`The archive is damaged or was changed: ${part} cannot be restored (${(error as Error).message}).`);
};

/** PostgreSQL: each serial column's sequence continues after the restored rows. */
async function resetSequences(trx: Knex.Transaction): Promise<void> {
  if (!isPostgres(trx)) return;
  for (const table of archivedTables.filter((entry) => entry.serial)) {
    await trx.raw(`select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 0) + 1, false)`, [table.name, table.name]);
  }
}

function checkTotals(checksums: Checksums | undefined, seen: Record<string, string>, rows: Record<string, number>): void {
  if (!checksums) throw new ArchiveError('The archive is truncated: its checksums, the last part, are missing.');
  for (const [name, sha256] of Object.entries(seen)) {
    if (checksums.parts[name] !== sha256) throw new ArchiveError(`The archive is damaged or was changed: ${name} does not match its checksum.`);
  }
  for (const name of Object.keys(checksums.parts)) {
    if (!(name in seen)) throw new ArchiveError(`The archive is damaged: ${name} is missing.`);
  }
  for (const table of archivedTables) {
    if ((checksums.rows[table.name] ?? 0) !== (rows[table.name] ?? 0)) throw new ArchiveError(`The archive is damaged: ${table.name} lacks rows.`);
  }
}

/** Restores `input` (the archive's bytes) into `db`; throws ArchiveError, and changes nothing, when it cannot. */
export async function restoreArchive(db: Knex, input: AsyncIterable<Buffer>, options: RestoreOptions): Promise<RestoreSummary> {
  const entries = archiveEntries(input, options.passphrase);
  const first = (await entries.next()).value || undefined;
  const manifest = checkManifest(first, options.knownMigrations);
  const seen: Record<string, string> = { [manifestEntry]: first!.sha256 };
  return db.transaction(async (trx) => {
    await refuseOrClear(trx, options.replace ?? false);
    const rows: Record<string, number> = {};
    const kinds = new Map<string, ColumnKinds>();
    let checksums: Checksums | undefined;
    let current: string | undefined;
    for await (const entry of entries) {
      if (checksums) throw new ArchiveError('The archive is damaged: it goes on after its checksums.');
      if (entry.name === checksumsEntry) {
        checksums = parseChecksums(entry.body);
        continue;
      }
      seen[entry.name] = entry.sha256;
      const table = tableOfPart(entry.name);
      if (!table || !archivedTables.some((known) => known.name === table))
        throw new ArchiveError(`The archive has a part this site does not know: ${entry.name}.`);
      if (current && current !== table) options.onTable?.(current, rows[current] ?? 0);
      current = table;
      if (!kinds.has(table)) {
        // The rows a migration seeded give way to the archive's; an archive without the table keeps them.
        if (seededTables.has(table)) await trx(table).del();
        kinds.set(table, await columnKinds(trx, table));
      }
      rows[table] = (rows[table] ?? 0) + (await insertPart(trx, table, kinds.get(table)!, entry.body).catch(damaged(entry.name)));
    }
    if (current) options.onTable?.(current, rows[current] ?? 0);
    checkTotals(checksums, seen, rows);
    await resetSequences(trx);
    // The search index is not in the archive: the restored posts are indexed in the same transaction.
    await reindexAllPosts(trx);
    await trx('content_version')
      .where({ id: 1 })
      .update({ version: trx.raw('version + 1'), next_publish_at: earliestScheduled(trx) });
    return { manifest, rows };
  });
}
