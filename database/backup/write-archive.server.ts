/**
 * Writes an archive from a consistent snapshot (docs/decisions/060-backup-archives.md), streaming: a
 * page of rows at a time is read, a part of at most a few MiB is held, and each tar entry waits for the
 * destination to take the previous one, so memory stays flat whatever the size of the site.
 */
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import tar from 'tar-stream';
import { encryptor } from './cipher.server.ts';
import {
  archiveFormat,
  archiveFormatVersion,
  checksumsEntry,
  type Checksums,
  type Manifest,
  manifestEntry,
  partBytes,
  partName,
  partRows,
} from './manifest.ts';
import { archivedTables, type ArchivedTable } from './tables.server.ts';
import { archiveRow, columnKinds } from './values.server.ts';

export interface ArchiveMeta {
  appVersion: string;
  engine: string;
  now: Date;
}

export interface ArchiveSummary {
  rows: Record<string, number>;
}

/** Rows of a table in key order, a page at a time (one row a page where rows hold files). */
async function* tableRows(db: Knex | Knex.Transaction, table: ArchivedTable, pageSize: number): AsyncGenerator<Record<string, unknown>> {
  let last: unknown[] | undefined;
  const columns = table.key.map(() => '??').join(', ');
  const values = table.key.map(() => '?').join(', ');
  for (;;) {
    let query = db(table.name)
      .select('*')
      .orderBy(table.key.map((column) => ({ column, order: 'asc' as const })))
      .limit(pageSize);
    if (last) query = query.whereRaw(`(${columns}) > (${values})`, [...table.key, ...(last as Knex.Value[])]);
    const rows = (await query) as Record<string, unknown>[];
    yield* rows;
    if (rows.length < pageSize) return;
    const end = rows.at(-1)!;
    last = table.key.map((column) => end[column]);
  }
}

function addEntry(pack: tar.Pack, name: string, body: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, size: body.length, mtime }, body, (error) => (error ? reject(error) : resolve())));
}

async function packTables(db: Knex | Knex.Transaction, pack: tar.Pack, meta: ArchiveMeta): Promise<Checksums> {
  const checksums: Checksums = { parts: {}, rows: {} };
  const add = async (name: string, body: Buffer) => {
    checksums.parts[name] = createHash('sha256').update(body).digest('hex');
    await addEntry(pack, name, body, meta.now);
  };
  const latest = (await db('knex_migrations').orderBy('id', 'desc').first('name')) as { name: string } | undefined;
  const manifest: Manifest = {
    format: archiveFormat,
    formatVersion: archiveFormatVersion,
    schemaVersion: latest?.name ?? '',
    appVersion: meta.appVersion,
    createdAt: meta.now.toISOString(),
    engine: meta.engine,
    tables: archivedTables.map((table) => table.name),
  };
  await add(manifestEntry, Buffer.from(JSON.stringify(manifest, null, 2)));
  for (const table of archivedTables) {
    const kinds = await columnKinds(db, table.name);
    const holdsFiles = Object.values(kinds).includes('bytes');
    let lines: string[] = [];
    let bytes = 0;
    let part = 0;
    let count = 0;
    const flush = async () => {
      if (lines.length === 0) return;
      await add(partName(table.name, ++part), Buffer.from(lines.join('')));
      lines = [];
      bytes = 0;
    };
    for await (const row of tableRows(db, table, holdsFiles ? 1 : 500)) {
      const line = `${JSON.stringify(archiveRow(kinds, row))}\n`;
      lines.push(line);
      bytes += line.length;
      count += 1;
      if (lines.length >= partRows || bytes >= partBytes) await flush();
    }
    await flush();
    checksums.rows[table.name] = count;
  }
  return checksums;
}

/** Writes the whole archive of `db` (a snapshot) to `destination`, encrypted when a passphrase is given. */
export async function writeArchive(db: Knex | Knex.Transaction, destination: Writable, meta: ArchiveMeta, passphrase?: string): Promise<ArchiveSummary> {
  const pack = tar.pack();
  const written = passphrase ? pipeline(pack, createGzip(), encryptor(passphrase), destination) : pipeline(pack, createGzip(), destination);
  // Awaited below; a failure of the destination meanwhile also makes the next entry fail.
  written.catch(() => {});
  try {
    const checksums = await packTables(db, pack, meta);
    await addEntry(pack, checksumsEntry, Buffer.from(JSON.stringify(checksums)), meta.now);
    pack.finalize();
    await written;
    return { rows: checksums.rows };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
