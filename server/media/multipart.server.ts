/**
 * Reads one uploaded file from a `multipart/form-data` request with busboy,
 * within limits: one file (field `file`), at most `maxBytes`, a few short text
 * fields. The file is kept in memory (10 MB at most) because sharp needs all of
 * it anyway and the bytes end up in the database.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { HttpError } from '../errors.server.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

export interface MultipartLimits {
  maxBytes: number;
  maxFieldLength: number;
  /** What the file is, for the messages: "an image file" unless told. */
  fileKind?: string;
  /** How many text fields may come with the file (5 unless told). */
  maxFields?: number;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is too large: at most ${maxBytes / (1024 * 1024)} MB.`, {
    errors: [{ field: 'file', message: `Must be at most ${maxBytes / (1024 * 1024)} MB.` }],
  });

const noFile = (kind: string) => new HttpError(400, `Choose ${kind} to upload.`, { errors: [{ field: 'file', message: `Choose ${kind}.` }] });

/** A file name as shown in the library: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const visible = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (visible || 'image').slice(0, 255);
}

export function readUpload(req: Request, limits: MultipartLimits): Promise<UploadedFile> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new HttpError(415, 'Send the upload as multipart/form-data with the file in the field "file".'));
  }
  const kind = limits.fileKind ?? 'an image file';
  const maxFields = limits.maxFields ?? 5;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: limits.maxBytes, fields: maxFields, fieldSize: limits.maxFieldLength * 4, parts: maxFields + 1, headerPairs: 20 },
        defParamCharset: 'utf8',
      });
    } catch {
      return reject(new HttpError(400, 'The upload is not well-formed multipart/form-data.'));
    }
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Drain what the client still sends, so the answer reaches it.
      req.resume();
      reject(error);
    };
    const fields: Record<string, string> = {};
    let file: { fileName: string; chunks: Buffer[] } | undefined;
    let fileDone: Promise<void> = Promise.resolve();

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const current = { fileName: cleanFileName(info.filename), chunks: [] as Buffer[] };
      file = current;
      fileDone = new Promise((done) => {
        stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
        stream.on('limit', () => fail(tooLarge(limits.maxBytes)));
        stream.on('end', () => done());
        stream.on('error', () => fail(new HttpError(400, 'The upload was interrupted.')));
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new HttpError(400, `The field "${name.slice(0, 40)}" is too long.`));
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new HttpError(400, 'Upload one file at a time.')));
    parser.on('fieldsLimit', () => fail(new HttpError(413, 'Too many form fields')));
    parser.on('partsLimit', () => fail(new HttpError(413, 'Too many form fields')));
    parser.on('error', () => fail(new HttpError(400, 'The upload is not well-formed multipart/form-data.')));
    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        if (!file) return fail(noFile(kind));
        const data = Buffer.concat(file.chunks);
        if (data.length === 0) return fail(noFile(kind));
        settled = true;
        resolve({ fileName: file.fileName, data, fields });
      });
    });
    req.on('aborted', () => fail(new HttpError(400, 'Request was aborted')));
    req.pipe(parser);
  });
}
