/**
 * GET /media/<hash>.<ext>: the media library's files (docs/product/media.md#serving). The name is
 * the content's hash, so a file never changes: it is cached for a year
 * (`immutable`), and its ETag is the hash. Each answer carries its own strict
 * headers (`nosniff`, `default-src 'none'`), so even a browser opening an
 * image directly runs nothing. Recently served files are kept in memory (up to
 * `cacheBytes`), so a popular image costs no database read.
 */
import { Router } from 'express';
import type { Database } from '#database/db.server.ts';
import { findMediaFile } from '#database/media.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { mediaContentTypes, type MediaFormat } from '#shared/media.ts';
import { toHttpError } from '../errors.server.ts';

const keyPattern = /^([0-9a-f]{20})\.(jpg|png|webp|avif|gif)$/;

interface CachedFile {
  data: Buffer;
  contentType: string;
  etag: string;
}

export type MediaFileCache = ReturnType<typeof mediaFileCache>;

/** Recently served files, shared by the route and the fast path (server/media/fast-media.server.ts): a least-recently-used map by total bytes. */
export function mediaFileCache(maxBytes = 64 * 1024 * 1024) {
  const files = new Map<string, CachedFile>();
  let bytes = 0;
  return {
    get(key: string): CachedFile | undefined {
      const file = files.get(key);
      if (file) {
        files.delete(key);
        files.set(key, file);
      }
      return file;
    },
    set(key: string, file: CachedFile): void {
      if (file.data.length > maxBytes / 4 || files.has(key)) return;
      files.set(key, file);
      bytes += file.data.length;
      for (const [oldest, old] of files) {
        if (bytes <= maxBytes) break;
        files.delete(oldest);
        bytes -= old.data.length;
      }
    },
  };
}

/** The headers of a file's answer besides the fixed ones (status 200, or 304 without Content-Length). */
export function mediaFileHeaders(file: CachedFile, notModified: boolean): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Content-Security-Policy', "default-src 'none'"],
    ['Cache-Control', 'public, max-age=31536000, immutable'],
    ['ETag', file.etag],
    ['Content-Type', file.contentType],
    ...(notModified ? [] : ([['Content-Length', String(file.data.length)]] as [string, string][])),
  ];
}

/** A well-formed file name under /media/, or undefined. */
export function mediaKeyOf(name: string): string | undefined {
  return keyPattern.test(name) ? name : undefined;
}

/**
 * `If-None-Match` against the file's ETag. Not `req.fresh`, which ignores it
 * when the request says `Cache-Control: no-cache` (as fetch does with its own
 * conditional headers), where a 304 is exactly the revalidation asked for.
 */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function mediaFiles(db: Database, storage: MediaStorage, { cache = mediaFileCache() }: { cache?: MediaFileCache } = {}): Router {
  const router = Router();

  async function load(key: string): Promise<CachedFile | undefined> {
    const cached = cache.get(key);
    if (cached) return cached;
    const info = await findMediaFile(db, key);
    if (!info) return undefined;
    const data = await storage.get(key);
    if (!data) return undefined;
    const file = { data, contentType: mediaContentTypes[info.format as MediaFormat], etag: `"${key.split('.')[0]}"` };
    cache.set(key, file);
    return file;
  }

  router.get('/:key', async (req, res) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" });
    const key = mediaKeyOf(req.params.key);
    let file: CachedFile | undefined;
    try {
      file = key ? await load(key) : undefined;
    } catch (error) {
      const httpError = toHttpError(error);
      if (httpError.status >= 500) req.log?.error({ err: error }, 'media file failed');
      res.status(httpError.status).set(httpError.headers).set('Cache-Control', 'no-store').type('text/plain').send(httpError.message);
      return;
    }
    if (!file) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    const notModified = matches(req.get('if-none-match'), file.etag);
    res.set(Object.fromEntries(mediaFileHeaders(file, notModified)));
    if (notModified) {
      res.status(304).end();
      return;
    }
    res.end(req.method === 'HEAD' ? undefined : file.data);
  });
  return router;
}
