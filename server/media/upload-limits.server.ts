/**
 * What one user and the whole site may upload: each user may attempt `perHour` image uploads an hour
 * (accepted or refused: a refused file costs the server as much decoding), counted across the media
 * library, proof images and the logo, shared through Redis when there is one; and the site keeps at most
 * `storageQuotaBytes` of images, which owners see on the media page. Both are settings
 * (UPLOADS_PER_HOUR, STORAGE_QUOTA_MB in server/config.server.ts).
 */
import type { Request, RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { storedImageBytes } from '#database/storage-usage.server.ts';
import type { StorageUsage } from '#shared/media.ts';
import type { UploadSettings } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { createLimiter, type LimitStore } from '../rate-limit.server.ts';

export interface UploadGuards {
  /** Counts the request against its user's hourly allowance; past it, 429 before the body is read. */
  rateLimit: RequestHandler;
  /** Throws 413 when `bytes` more would pass the quota; `what` names the file in the message (an image unless said). */
  ensureRoom(bytes: number, what?: 'image' | 'guide'): Promise<void>;
  usage(): Promise<StorageUsage>;
}

/** A size as people read it: KB under a megabyte, else MB with one decimal. */
export function readableSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

export function uploadGuards(deps: LimitStore & { db: Database }, settings: UploadSettings, userIdOf: (req: Request) => Promise<number>): UploadGuards {
  const rateLimit = createLimiter(
    {
      name: 'uploads',
      windowMs: 60 * 60_000,
      limit: settings.perHour,
      message: `You have uploaded ${settings.perHour} images in the last hour, the most allowed. Try again later.`,
      keyGenerator: async (req) => `user:${await userIdOf(req)}`,
    },
    deps,
  );
  const usage = async (): Promise<StorageUsage> => ({ usedBytes: await storedImageBytes(deps.db), quotaBytes: settings.storageQuotaBytes });
  return {
    rateLimit,
    usage,
    async ensureRoom(bytes, what = 'image') {
      const { usedBytes, quotaBytes } = await usage();
      if (usedBytes + bytes <= quotaBytes) return;
      // Guides' PDFs share the images' storage (docs/product/guides.md#uploads): the message says which file it is.
      if (what === 'guide') {
        throw new HttpError(
          413,
          `There is no room for this guide's PDF: the site keeps at most ${readableSize(quotaBytes)} of images and files and ${readableSize(usedBytes)} are used. Delete images or guides that are no longer needed, or ask the site's operator to raise the limit (STORAGE_QUOTA_MB).`,
          { errors: [{ field: 'file', message: "No room left in the site's file storage for this PDF." }] },
        );
      }
      throw new HttpError(
        413,
        `There is no room for this image: the site keeps at most ${readableSize(quotaBytes)} of images and ${readableSize(usedBytes)} are used. Delete images that are no longer needed, or ask the site's operator to raise the limit (STORAGE_QUOTA_MB).`,
        { errors: [{ field: 'file', message: "No room left in the site's image storage." }] },
      );
    },
  };
}
