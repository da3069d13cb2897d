/**
 * `GET /uploads/:id-:hash.:ext`: an uploaded image, with the type stored when it
 * was checked. The hash is in the address, so the answer never changes: cached
 * for a year. New uploads are PNG or JPEG only (an SVG logo is drawn as a PNG);
 * an SVG logo stored before that, sanitized then, keeps a policy of its own that
 * forbids scripts and every outside request even if opened directly.
 */
import { Router } from 'express';
import type { Database } from '#database/db.server.ts';
import { findStoredImage } from '#database/stored-images.server.ts';
import { parseStoredImageName, storedImagePath } from '#shared/stored-image-url.ts';
import { HttpError } from '../errors.server.ts';

export function uploadsRoute(db: Database): Router {
  const router = Router();
  router.get(`${storedImagePath}/:name`, async (req, res, next) => {
    try {
      const parsed = parseStoredImageName(req.params.name);
      const image = parsed && (await findStoredImage(db, parsed.id));
      if (!parsed || !image || !image.sha256.startsWith(parsed.hashPrefix) || image.url !== req.path) throw new HttpError(404, 'Not found');
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Disposition', 'inline');
      if (image.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.end(req.method === 'HEAD' ? undefined : image.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
