/**
 * /api/admin/guides (docs/product/api.md#guides, docs/product/guides.md): guides to download, for owners and
 * editors (`guides.manage`).
 *
 * - `POST` (`multipart/form-data`: `file`, a PDF of at most 20 MB; `title`, `description`, optional `coverImageId`,
 *   `coverAlt`, `coverDecorative`) answers 201 `{id}`; 415 for a file that is not a PDF, whatever its name and
 *   declared type; 413 past the size.
 * - `GET` answers `{guides}`; `GET /:id` one guide; `PUT /:id` (JSON, the same fields but the file) changes it;
 *   `POST /:id/file` (multipart `file`) replaces its PDF; `DELETE /:id` deletes it and its requests.
 */
import type { Request, RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { deleteGuide, findGuide, insertGuide, listGuides, updateGuide, type GuidePdf } from '#database/guides.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { guideLimits } from '#shared/guides.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { guideFieldsOf } from '../guides/guide-fields.server.ts';
import { isPdf, pdfKey } from '../guides/pdf-file.ts';
import { readUpload } from '../media/multipart.server.ts';
import type { UploadGuards } from '../media/upload-limits.server.ts';
import { pathId } from '../validation/rules.ts';

export interface GuidesApiDeps {
  db: Database;
  storage: MediaStorage;
  audit: AuditLog;
  userOf: (req: Request) => Promise<SessionUser>;
  quota: Pick<UploadGuards, 'ensureRoom'>;
  clock?: (() => number) | undefined;
}

const megabytes = guideLimits.fileBytes / (1024 * 1024);
const tooLarge = () =>
  new HttpError(413, `The file is too large: a guide's PDF may be at most ${megabytes} MB.`, {
    errors: [{ field: 'file', message: `Must be at most ${megabytes} MB.` }],
  });
const notPdf = () =>
  new HttpError(415, 'The file is not a PDF. Upload the guide as a PDF file.', { errors: [{ field: 'file', message: 'Must be a PDF file.' }] });

/** Reads the multipart upload: 413 before reading when the request announces more than the limit allows. */
async function readGuideUpload(req: Request) {
  if (Number(req.get('content-length') ?? 0) > guideLimits.fileBytes + 64 * 1024) {
    req.resume();
    throw tooLarge();
  }
  try {
    return await readUpload(req, { maxBytes: guideLimits.fileBytes, maxFieldLength: guideLimits.description, fileKind: 'a PDF file', maxFields: 6 });
  } catch (error) {
    if (error instanceof HttpError && error.status === 413 && error.message.startsWith('The file is too large')) throw tooLarge();
    throw error;
  }
}

function pdfOf(upload: { fileName: string; data: Buffer }): GuidePdf {
  if (!isPdf(upload.data)) throw notPdf();
  return { key: pdfKey(upload.data), fileName: upload.fileName, data: upload.data };
}

export function adminGuideHandlers({ db, storage, audit, userOf, quota, clock = Date.now }: GuidesApiDeps) {
  const now = () => new Date(clock()).toISOString();
  const found = async (id: number) => {
    const guide = await findGuide(db, id);
    if (!guide) throw new HttpError(404, 'Guide not found');
    return guide;
  };
  return {
    async create(req, res) {
      const user = await userOf(req);
      const upload = await readGuideUpload(req);
      const fields = await guideFieldsOf(db, upload.fields);
      const pdf = pdfOf(upload);
      await quota.ensureRoom(pdf.data.length, 'guide');
      const id = await insertGuide(db, storage, fields, pdf, user.id, now());
      await audit.record(req, { actor: user, action: 'guide.create', target: `guide:${id}`, details: { title: fields.title.slice(0, 100) } });
      res.status(201).location(`/api/admin/guides/${id}`).json({ id });
    },

    async replaceFile(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const guide = await found(id);
      const pdf = pdfOf(await readGuideUpload(req));
      await quota.ensureRoom(pdf.data.length, 'guide');
      const { cover } = guide;
      const kept = cover?.mediaId ? { mediaId: cover.mediaId, alt: cover.alt, decorative: cover.decorative ?? false } : null;
      if (!(await updateGuide(db, storage, id, { title: guide.title, description: guide.description, cover: kept }, pdf, now())))
        throw new HttpError(404, 'Guide not found');
      await audit.record(req, { actor: user, action: 'guide.update', target: `guide:${id}`, details: { file: pdf.fileName.slice(0, 100) } });
      res.json(await found(id));
    },

    async list(_req, res) {
      res.json({ guides: await listGuides(db) });
    },

    async show(req, res) {
      res.json(await found(pathId(req.params.id)));
    },

    async update(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const fields = await guideFieldsOf(db, req.body);
      if (!(await updateGuide(db, storage, id, fields, null, now()))) throw new HttpError(404, 'Guide not found');
      await audit.record(req, { actor: user, action: 'guide.update', target: `guide:${id}`, details: { title: fields.title.slice(0, 100) } });
      res.json(await found(id));
    },

    async remove(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const guide = await found(id);
      if (!(await deleteGuide(db, storage, id))) throw new HttpError(404, 'Guide not found');
      await audit.record(req, { actor: user, action: 'guide.delete', target: `guide:${id}`, details: { title: guide.title.slice(0, 100) } });
      res.json({ message: 'Guide deleted' });
    },
  } satisfies Record<string, RequestHandler>;
}
