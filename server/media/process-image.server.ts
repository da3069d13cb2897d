/**
 * Turns an uploaded file into the files the site serves (issue 12;
 * docs/product/media.md#uploads). The type comes from the file's content (sharp
 * reads the magic bytes and header), never from its name or declared type. The
 * pixel count is checked from the header before anything is decoded, and sharp
 * refuses to decode past it anyway (`limitInputPixels`). Every served file is
 * re-encoded here, with the EXIF orientation applied and no metadata kept, so
 * nothing the uploader put in the file (GPS positions, a script after the image
 * data) is ever served.
 */
import { createHash } from 'node:crypto';
import type sharpFunction from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { maxStoredPixels, maxUploadPixels, mediaFormats, widthsFor, type MediaFormat } from '#shared/media.ts';
import type { NewMediaFile } from '#database/media.server.ts';
import { mediaKey } from '#database/media.server.ts';
import { HttpError } from '../errors.server.ts';

export interface ProcessedImage {
  format: MediaFormat;
  width: number;
  height: number;
  files: NewMediaFile[];
}

const decodeOptions = { limitInputPixels: maxUploadPixels, failOn: 'warning', sequentialRead: true } as const;

const unsupported = () =>
  new HttpError(415, 'This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF file (SVG is not accepted).', {
    errors: [{ field: 'file', message: 'Must be a JPEG, PNG, WebP, AVIF or GIF image.' }],
  });

const damaged = () =>
  new HttpError(400, 'The image file is damaged or incomplete.', { errors: [{ field: 'file', message: 'Could not be read: the file is damaged or incomplete.' }] });

const tooManyPixels = () =>
  new HttpError(413, `The image is too large: at most ${maxUploadPixels / 1_000_000} megapixels.`, {
    errors: [{ field: 'file', message: `Must be at most ${maxUploadPixels / 1_000_000} megapixels.` }],
  });

/** sharp names AVIF `heif` (with AV1 inside); HEIC, SVG, TIFF, PDF and the rest are refused. */
function formatOf(metadata: Metadata): MediaFormat | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : undefined;
  return (mediaFormats as readonly string[]).includes(metadata.format ?? '') ? (metadata.format as MediaFormat) : undefined;
}

function encode(pipeline: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case 'jpeg':
      // libjpeg-turbo's defaults: mozjpeg's trellis search made a 12-megapixel photo several times slower.
      return pipeline.jpeg({ quality: 82, progressive: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: false });
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 4 });
    case 'avif':
      // Effort 2: a photo's AVIF files take about a second, not ten, on a small machine.
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'gif':
      return pipeline.gif();
  }
}

async function makeFile(pipeline: Sharp, role: NewMediaFile['role'], format: MediaFormat): Promise<NewMediaFile> {
  const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
  return { role, format, width: info.width, height: info.height, key: mediaKey(hash, format), data };
}

type SharpLibrary = typeof sharpFunction;

/**
 * sharp (and libvips under it) is loaded with the first upload, not at start: most processes never
 * process an image (cold start, docs/decisions/040-cold-start.md).
 */
const loadSharp = async (): Promise<SharpLibrary> => (await import('sharp')).default;

/** `rotate()` without an angle applies the EXIF orientation; sharp keeps no metadata unless told to. */
const oriented = (sharp: SharpLibrary, input: Buffer) => sharp(input, decodeOptions).rotate();

/** The pixels at one width, decoded and resized once for the three formats made from them. */
async function pixelsAt(sharp: SharpLibrary, input: Buffer, width: number): Promise<() => Sharp> {
  const { data, info } = await oriented(sharp, input).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** Reads the header only: the type and the size, before any pixel is decoded. */
async function inspect(sharp: SharpLibrary, input: Buffer): Promise<{ format: MediaFormat; width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header only, so no pixel limit yet: the size is checked below, with a clear answer.
    metadata = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = formatOf(metadata);
  if (!format) throw unsupported();
  const { width, height } = metadata;
  if (!width || !height) throw damaged();
  // Animated files: sharp reads the first frame only (`pages` defaults to 1).
  const frameHeight = metadata.pageHeight ?? height;
  if (width * frameHeight > maxUploadPixels) throw tooManyPixels();
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? frameHeight : width, height: turned ? width : frameHeight };
}

/** The full-size file's pixels: the upload's, or scaled down to `maxStoredPixels` keeping its shape. */
function storedSize(pipeline: Sharp, width: number, height: number): Sharp {
  const scale = Math.sqrt(maxStoredPixels / (width * height));
  return scale >= 1 ? pipeline : pipeline.resize({ width: Math.floor(width * scale), height: Math.floor(height * scale), fit: 'inside' });
}

/**
 * The cleaned original (full size up to `maxStoredPixels`, own format) and the variants: AVIF, WebP
 * and the original's format at each width of `widthsFor` (never upscaled).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const { format, width, height } = await inspect(sharp, input);
  try {
    const original = await makeFile(storedSize(oriented(sharp, input), width, height), 'original', format);
    const variantFormats: MediaFormat[] = ['avif', 'webp', ...(format === 'avif' || format === 'webp' ? [] : [format])];
    const variants: NewMediaFile[] = [];
    for (const variantWidth of widthsFor(width)) {
      const pixels = await pixelsAt(sharp, input, variantWidth);
      for (const variantFormat of variantFormats) variants.push(await makeFile(pixels(), 'variant', variantFormat));
    }
    return { format, width: original.width, height: original.height, files: [original, ...variants] };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    throw damaged();
  }
}

/** At most `slots` images are decoded at once; the others wait their turn (memory stays bounded). */
export function concurrencyLimit(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
