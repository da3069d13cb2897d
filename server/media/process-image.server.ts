/**
 * Turns an uploaded file into the files the site serves
 * (docs/product/media.md#uploads). The type comes from the file's content (sharp
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
import { maxStoredPixels, maxUploadPixels, maxUploadSide, mediaFormats, processingTimeoutSeconds, widthsFor, type MediaFormat } from '#shared/media.ts';
import type { NewMediaFile } from '#database/media.server.ts';
import { mediaKey } from '#database/media.server.ts';
import { HttpError } from '../errors.server.ts';
import { checkShape, tooManyPixels } from './image-shape.server.ts';

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
  new HttpError(400, 'The image file is damaged or incomplete.', {
    errors: [{ field: 'file', message: 'Could not be read: the file is damaged or incomplete.' }],
  });

const tooSlow = (seconds: number) =>
  new HttpError(413, `The image took more than ${seconds} seconds to process. Upload a smaller or simpler file.`, {
    errors: [{ field: 'file', message: 'Took too long to process: upload a smaller or simpler file.' }],
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

async function makeFile(pipeline: Sharp, role: NewMediaFile['role'], format: MediaFormat, limit: ReturnType<typeof deadline>): Promise<NewMediaFile> {
  const { data, info } = await limit(encode(pipeline, format)).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
  return { role, format, width: info.width, height: info.height, key: mediaKey(hash, format), data };
}

/**
 * One upload's time budget: each pipeline gets what is left of `processingTimeoutSeconds` as sharp's
 * `timeout` (whole seconds; 0 would mean none), so a file that decodes slowly is stopped, not waited for.
 */
function deadline(seconds: number): (pipeline: Sharp) => Sharp {
  const ends = Date.now() + seconds * 1000;
  return (pipeline) => {
    const left = Math.ceil((ends - Date.now()) / 1000);
    if (left < 1) throw tooSlow(seconds);
    return pipeline.timeout({ seconds: left });
  };
}

/** sharp's errors as answers: its pixel limit, its timeout, anything else is a damaged file. */
function asHttpError(error: unknown, seconds: number): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels();
  if (/^timeout/i.test(message)) return tooSlow(seconds);
  return damaged();
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
async function pixelsAt(sharp: SharpLibrary, input: Buffer, width: number, limit: ReturnType<typeof deadline>): Promise<() => Sharp> {
  const { data, info } = await limit(oriented(sharp, input).resize({ width, withoutEnlargement: true }).raw()).toBuffer({ resolveWithObject: true });
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
  checkShape(width, frameHeight, maxUploadSide);
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
 * `timeoutSeconds` is for tests: uploads have `processingTimeoutSeconds`.
 */
export async function processImage(input: Buffer, { timeoutSeconds = processingTimeoutSeconds } = {}): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const { format, width, height } = await inspect(sharp, input);
  const limit = deadline(timeoutSeconds);
  try {
    const original = await makeFile(storedSize(oriented(sharp, input), width, height), 'original', format, limit);
    const variantFormats: MediaFormat[] = ['avif', 'webp', ...(format === 'avif' || format === 'webp' ? [] : [format])];
    const variants: NewMediaFile[] = [];
    for (const variantWidth of widthsFor(width)) {
      const pixels = await pixelsAt(sharp, input, variantWidth, limit);
      for (const variantFormat of variantFormats) variants.push(await makeFile(pixels(), 'variant', variantFormat, limit));
    }
    return { format, width: original.width, height: original.height, files: [original, ...variants] };
  } catch (error) {
    throw asHttpError(error, timeoutSeconds);
  }
}

export type StoredFormat = 'png' | 'jpeg' | 'svg';

export interface CleanImage {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

/**
 * A small image kept as one file (the company logo, proof photos and logos): decoded and re-encoded in its
 * own format with the orientation applied and no metadata, or, for an SVG, drawn once as a PNG
 * `svgHeight` pixels high (librsvg reads no file and no address the document names). Undefined when the
 * bytes are not an image of an `accept`ed type; HttpError for one too large, too slow or damaged.
 */
export async function cleanImage(
  input: Buffer,
  { accept, maxSide, svgHeight }: { accept: readonly StoredFormat[]; maxSide: number; svgHeight: number },
): Promise<CleanImage | undefined> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
  const format = metadata.format;
  if ((format !== 'png' && format !== 'jpeg' && format !== 'svg') || !accept.includes(format)) return undefined;
  const { width, height } = metadata;
  if (!width || !height) throw damaged();
  const limit = deadline(processingTimeoutSeconds);
  try {
    checkShape(width, height, format === 'svg' ? Number.MAX_SAFE_INTEGER : maxSide);
    // librsvg draws at 72 dpi by default: the density that makes the drawing `svgHeight` pixels high.
    const pipeline =
      format === 'svg'
        ? sharp(input, { ...decodeOptions, density: Math.min(100_000, Math.max(1, (72 * svgHeight) / height)) }).resize({ height: svgHeight })
        : oriented(sharp, input);
    const { data, info } = await limit(encode(pipeline, format === 'svg' ? 'png' : format)).toBuffer({ resolveWithObject: true });
    return { format: format === 'svg' ? 'png' : format, width: info.width, height: info.height, data };
  } catch (error) {
    throw asHttpError(error, processingTimeoutSeconds);
  }
}
