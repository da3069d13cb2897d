/**
 * The dashboard's import upload (`multipart/form-data`: `source` = wordpress|ghost, the export in `file`, the
 * images archive in `uploads`, optional): each file is streamed to a temporary folder within its limit, never
 * held in memory. The caller removes the folder when the import ends.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from '../errors.server.ts';
import { maxArchiveBytes, maxExportBytes } from './import-file.server.ts';

export interface SavedImportUpload {
  folder: string;
  source: string | undefined;
  /** Which posts come in as drafts (see DraftsChoice); undefined: the default. */
  drafts: string | undefined;
  file: { path: string; fileName: string } | undefined;
  uploads: { path: string; fileName: string } | undefined;
}

const limits: Record<string, number> = { file: maxExportBytes, uploads: maxArchiveBytes };
const tooLarge = (field: string) =>
  new HttpError(413, `The ${field === 'file' ? 'export' : 'uploads archive'} is too large: at most ${Math.round(limits[field]! / 1024 ** 2)} MB.`, {
    errors: [{ field, message: `Must be at most ${Math.round(limits[field]! / 1024 ** 2)} MB.` }],
  });

export async function saveImportUpload(req: Request): Promise<SavedImportUpload> {
  if (!req.is('multipart/form-data')) throw new HttpError(415, 'Send the export as multipart/form-data with the file in the field "file".');
  const folder = await mkdtemp(join(tmpdir(), 'site-import-'));
  const saved: SavedImportUpload = { folder, source: undefined, drafts: undefined, file: undefined, uploads: undefined };
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { files: 2, fileSize: maxArchiveBytes, fields: 3, fieldSize: 100, parts: 6 },
          defParamCharset: 'utf8',
        });
      } catch {
        return reject(new HttpError(400, 'The upload is not well-formed multipart/form-data.'));
      }
      const writes: Promise<void>[] = [];
      const fail = (error: HttpError) => {
        req.unpipe(parser);
        req.resume();
        reject(error);
      };
      parser.on('file', (name, stream, info) => {
        if ((name !== 'file' && name !== 'uploads') || saved[name]) return void stream.resume();
        const path = join(folder, name);
        saved[name] = { path, fileName: (info.filename ?? name).split(/[\\/]/).pop()!.slice(0, 255) };
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits[name]!) {
            stream.destroy();
            fail(tooLarge(name));
          }
        });
        stream.on('limit', () => fail(tooLarge(name)));
        writes.push(pipeline(stream, createWriteStream(path)).catch(() => fail(new HttpError(400, 'The upload was interrupted.'))));
      });
      parser.on('field', (name, value) => {
        if (name === 'source') saved.source = value;
        if (name === 'drafts') saved.drafts = value;
      });
      parser.on('error', () => fail(new HttpError(400, 'The upload is not well-formed multipart/form-data.')));
      parser.on('close', () => void Promise.all(writes).then(() => resolve()));
      req.on('aborted', () => fail(new HttpError(400, 'Request was aborted')));
      req.pipe(parser);
    });
    return saved;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
