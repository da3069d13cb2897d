/**
 * The media library's rules and answer shapes, shared by the server and the
 * dashboard (docs/product/media.md).
 */
import type { PostStatus } from './blog-post.ts';

/** Uploads larger than this are refused (413) before any decoding. */
export const maxUploadBytes = 10 * 1024 * 1024;
/** A decompression-bomb guard: width x height from the file's header, checked before decoding. */
export const maxUploadPixels = 40_000_000;
/**
 * The longest side and the most elongated shape accepted, also from the header: a 1 x 39,000,000 PNG is
 * under the pixel guard yet took minutes of CPU (libvips works row by row). 16,384 px holds a 100-megapixel
 * camera's frame and a phone's panorama; 20:1 any photo or banner.
 */
export const maxUploadSide = 16_384;
export const maxAspectRatio = 20;
/** Processing one upload stops after this long (sharp's `timeout`), whatever the file holds. */
export const processingTimeoutSeconds = 30;
/**
 * The stored full-size file is at most a 4K screen's pixels (3840 x 2160): a larger photo is scaled
 * down to it, keeping its shape. Encoding a 24-megapixel JPEG took 140 MiB more memory than this
 * (docs/decisions/053-images-in-a-child-process.md), and no screen shows more.
 */
export const maxStoredPixels = 3840 * 2160;
/** Alt text: a sentence or two. */
export const maxAltLength = 500;
/** Widths made for `srcset`; never wider than the original. */
export const variantWidths = [480, 960, 1600] as const;

export const mediaFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaContentTypes: Record<MediaFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export const mediaExtensions: Record<MediaFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };

/** Every file the site serves from its media library lives under this path. */
export const mediaPathPrefix = '/media/';

export interface MediaVariant {
  format: MediaFormat;
  width: number;
  height: number;
  url: string;
}

/** A post that shows an image: a delete is refused while there is one. */
export interface MediaUse {
  id: number;
  title: string;
  slug: string;
}

/**
 * A post whose text shows an image, with the alt text it gives it there (docs/product/media.md#one-alt-text):
 * the library's alt text is offered to these posts when it changes.
 */
export interface MediaAltInPost {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  /** Each alt text the post's text gives the image, in order, without repeats: '' decorative, null none yet. */
  alts: (string | null)[];
  /** A published or scheduled post's change that visitors do not see yet: a new alt text goes there too. */
  pendingChange: boolean;
}

/** What the API answers for one image. */
export interface MediaItem {
  id: number;
  /** The full-size image: orientation applied, metadata stripped, in its own format. */
  url: string;
  fileName: string;
  format: MediaFormat;
  width: number;
  height: number;
  /** Size of the file as uploaded. */
  bytes: number;
  alt: string;
  createdAt: string;
  variants: MediaVariant[];
  usedIn: MediaUse[];
  /** The posts whose text shows the image, with their alt text for it (a cover uses the library's). */
  altInPosts: MediaAltInPost[];
}

/** The widths to make for an image `width` pixels wide: those below it, and its own width up to the largest. */
export function widthsFor(width: number): number[] {
  const largest = variantWidths[variantWidths.length - 1]!;
  const below = variantWidths.filter((candidate) => candidate < width);
  return width <= largest ? [...below, width] : [...variantWidths];
}

/** A file of the media library as a path: `/media/<20 hex digits>.<ext>`. */
const ownMediaUrl = /^\/media\/[0-9a-f]{20}\.(?:jpg|png|webp|avif|gif)$/;

export function isOwnMediaUrl(url: string): boolean {
  return ownMediaUrl.test(url);
}

/** A `srcset` whose every candidate is one of the library's files, with a width (`480w`) or nothing. */
export function isOwnMediaSrcset(srcset: string): boolean {
  const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/));
  return (
    candidates.length > 0 &&
    candidates.every(
      ([url = '', descriptor, ...rest]) => rest.length === 0 && isOwnMediaUrl(url) && (descriptor === undefined || /^\d{1,5}w$/.test(descriptor)),
    )
  );
}

/** What the site keeps of images against its quota (`GET /api/admin/media/usage`). */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** How wide an image in a post is shown: the text column, or wider. */
export const imageLayoutClasses = ['image-column', 'image-wide'] as const;
