/**
 * One import from files on disk (the command's arguments, or the dashboard's uploads once saved): the export is
 * read and checked first, so a malformed file or hostile archive is refused (4xx) before anything is written;
 * then the posts go in (server/import/run-import.server.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Database } from '#database/db.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import type { ImportKind } from '#database/import-jobs.server.ts';
import type { DraftsChoice, ImportReport } from '#shared/import-report.ts';
import { HttpError } from '../errors.server.ts';
import { openFolderArchive } from './folder-archive.server.ts';
import { ghostExport } from './ghost-source.server.ts';
import { runImport, type SourceExport } from './run-import.server.ts';
import { wordpressExport } from './wordpress-source.server.ts';
import { parseWxr } from './wxr-parse.server.ts';
import { openZipArchive, type ZipArchive } from './zip-archive.server.ts';

/** The largest export read (a 2,000-post WordPress site is a few tens of MB). */
export const maxExportBytes = 100 * 1024 * 1024;
/** The largest uploads archive accepted. */
export const maxArchiveBytes = 2 * 1024 ** 3;

export interface ImportFileOptions {
  db: Database;
  storage: MediaStorage;
  kind: ImportKind;
  /** The export: WXR (WordPress) or JSON (Ghost). */
  path: string;
  fileName?: string;
  /** A zip, or (from the command) a folder, of the source's images. */
  uploadsPath?: string | undefined;
  userId: number | null;
  /** Which posts come in as drafts (default: those that lost an image). */
  drafts?: DraftsChoice | undefined;
  progress?: (processed: number, total: number) => Promise<void>;
}

async function readSource(kind: ImportKind, path: string): Promise<SourceExport> {
  if ((await stat(path)).size > maxExportBytes) throw new HttpError(413, `The export is larger than ${maxExportBytes / 1024 ** 2} MB.`);
  if (kind === 'wordpress') return wordpressExport(await parseWxr(path));
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new HttpError(400, 'The file is not a Ghost export: it is not valid JSON.', { errors: [{ field: 'file', message: 'Not valid JSON.' }] });
  }
  return ghostExport(json);
}

async function openArchive(path: string | undefined): Promise<ZipArchive | undefined> {
  if (path === undefined) return undefined;
  const info = await stat(path);
  if (info.isDirectory()) return openFolderArchive(path);
  if (info.size > maxArchiveBytes) throw new HttpError(413, `The uploads archive is larger than ${maxArchiveBytes / 1024 ** 3} GB.`);
  return openZipArchive(path);
}

export interface PreparedImport {
  exported: SourceExport;
  archive: ZipArchive | undefined;
}

/** Reads and checks the export and opens the archive; throws the 4xx a malformed or hostile file deserves, having written nothing. */
export async function prepareImport(kind: ImportKind, path: string, uploadsPath: string | undefined): Promise<PreparedImport> {
  const exported = await readSource(kind, path);
  return { exported, archive: await openArchive(uploadsPath) };
}

/** Writes a prepared import and closes its archive. */
export async function runPreparedImport(prepared: PreparedImport, options: Omit<ImportFileOptions, 'uploadsPath'>): Promise<ImportReport> {
  try {
    return await runImport(
      { db: options.db, storage: options.storage, archive: prepared.archive, userId: options.userId, drafts: options.drafts, progress: options.progress },
      prepared.exported,
      { kind: options.kind, fileName: options.fileName ?? basename(options.path) },
    );
  } finally {
    prepared.archive?.close();
  }
}

export async function importFile(options: ImportFileOptions): Promise<ImportReport> {
  return runPreparedImport(await prepareImport(options.kind, options.path, options.uploadsPath), options);
}
