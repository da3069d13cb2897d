/**
 * /api/admin/media (docs/product/api.md#endpoints, docs/product/media.md): the media library.
 *
 * - `POST` (`multipart/form-data`: `file`, optional `alt`) answers 201 with the image.
 * - `GET` answers `{items, total, page, limit}`, newest first; `q` searches file names and alt text.
 * - `GET /usage` answers `{usedBytes, quotaBytes}`: the site's image storage against its quota.
 * - `PATCH /:id` `{alt, applyTo?}` changes the alt text, and puts it on the image in the posts `applyTo` names
 *   (docs/product/media.md#one-alt-text): all of it, or nothing.
 * - `DELETE /:id` answers 409 with `usedIn` (the posts that show it) instead of deleting it.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { AltNotAppliedError, changeMediaAlt } from '#database/media-alt.server.ts';
import { deleteMediaUnlessUsed, findMedia, insertMedia, listMedia } from '#database/media.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { maxAltLength, maxUploadBytes, maxUploadSide } from '#shared/media.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { demand } from '../auth/permissions.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { readUpload } from '../media/multipart.server.ts';
import { runImageJob } from '../media/image-child.server.ts';
import { refuseExtremeShape } from '../media/image-shape.server.ts';
import type { UploadGuards } from '../media/upload-limits.server.ts';
import { maxId, pageQuery, pathId, queryWording } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface MediaApiDeps {
  db: Database;
  storage: MediaStorage;
  audit: AuditLog;
  userOf: (req: Request) => Promise<SessionUser>;
  quota: Pick<UploadGuards, 'ensureRoom' | 'usage'>;
}

/** Alt text may be empty (a decorative image); whitespace alone counts as empty. */
const alt = Joi.string().trim().max(maxAltLength).allow('');
const altWording = { whole: 'the image details', fieldsOf: 'the image details', labels: { alt: 'Alt text', applyTo: 'The posts to apply it to' } };

const listQuery = (pageQuery({ default: 24, max: 100 }) as Joi.ObjectSchema).keys({ q: Joi.string().trim().max(200).allow('') });
/** The posts to put the new alt text in: at most a page of them, each once. */
const maxApplyTo = 100;
const patchBody = Joi.object({
  alt: alt.required(),
  applyTo: Joi.array().items(Joi.number().integer().strict().min(1).max(maxId)).max(maxApplyTo).unique(),
}).required();

/** Headers plus a little: a request announcing more than this is refused before it is read. */
const maxRequestBytes = maxUploadBytes + 64 * 1024;

export function adminMediaHandlers({
  db,
  storage,
  audit,
  userOf,
  quota,
}: MediaApiDeps): Record<'upload' | 'list' | 'usage' | 'show' | 'update' | 'remove', RequestHandler> {
  return {
    async upload(req, res) {
      const user = await userOf(req);
      if (Number(req.get('content-length') ?? 0) > maxRequestBytes) {
        req.resume();
        throw new HttpError(413, `The file is too large: at most ${maxUploadBytes / (1024 * 1024)} MB.`, {
          errors: [{ field: 'file', message: `Must be at most ${maxUploadBytes / (1024 * 1024)} MB.` }],
        });
      }
      const upload = await readUpload(req, { maxBytes: maxUploadBytes, maxFieldLength: maxAltLength });
      const altText = validate<string | undefined>(alt, upload.fields.alt, altWording, { root: 'alt' }) ?? '';
      await quota.ensureRoom(1);
      // In the image child, one image at a time (docs/decisions/053-images-in-a-child-process.md).
      refuseExtremeShape(upload.data, maxUploadSide);
      const image = await runImageJob({ kind: 'process', input: upload.data });
      await quota.ensureRoom(image.files.reduce((sum, file) => sum + file.data.length, 0));
      const item = await insertMedia(db, storage, {
        fileName: upload.fileName,
        alt: altText,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: upload.data.length,
        uploadedBy: user.id,
        files: image.files,
      });
      res.status(201).location(`/api/admin/media/${item.id}`).json(item);
    },

    async list(req, res) {
      const query = validate<{ page: number; limit: number; q?: string }>(listQuery, req.query, queryWording);
      const { items, total } = await listMedia(db, query);
      res.json({ items, total, page: query.page, limit: query.limit });
    },

    async usage(_req, res) {
      res.json(await quota.usage());
    },

    /** GET /api/admin/media/:id: one image (the cover field shows the post's cover). */
    async show(req, res) {
      const item = await findMedia(db, pathId(req.params.id));
      if (!item) throw new HttpError(404, 'Image not found');
      res.json(item);
    },

    /** With `applyTo`, the answer adds `applied`: each post changed, and whether its pending change was too. */
    async update(req, res) {
      const id = pathId(req.params.id);
      const body = validate<{ alt: string; applyTo?: number[] }>(patchBody, req.body, altWording);
      const user = await userOf(req);
      const applyTo = body.applyTo ?? [];
      if (applyTo.length > 0) demand(user, 'posts.all', 'Only an editor or owner can change the alt text in posts');
      const result = await changeMediaAlt(db, id, body.alt, { applyTo, editorId: user.id }).catch((error: unknown) => {
        if (!(error instanceof AltNotAppliedError)) throw error;
        const message = error.reason === 'missing' ? `Post ${error.postId} does not exist.` : `Post ${error.postId} does not show this image in its text.`;
        throw new HttpError(400, `The alt text was not changed: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, {
          errors: [{ field: 'applyTo', message }],
        });
      });
      if (!result) throw new HttpError(404, 'Image not found');
      res.json(body.applyTo === undefined ? result.item : { ...result.item, applied: result.applied });
    },

    async remove(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const before = await findMedia(db, id);
      const result = await deleteMediaUnlessUsed(db, storage, id);
      if (!result || !before) throw new HttpError(404, 'Image not found');
      if (!result.deleted) {
        const titles = result.usedIn.map((post) => `“${post.title}”`).join(', ');
        res.status(409).json({
          message: `This image is used in ${result.usedIn.length === 1 ? 'a post' : `${result.usedIn.length} posts`}: ${titles}. Remove it from them first.`,
          usedIn: result.usedIn,
        });
        return;
      }
      await audit.record(req, { actor: user, action: 'media.delete', target: `media:${id}`, details: { fileName: before.fileName.slice(0, 100) } });
      res.json({ message: 'Image deleted' });
    },
  };
}
