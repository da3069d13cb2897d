/**
 * The shape limits of an upload (decision 052), read from the file's header before anything is decoded.
 * The image child checks them with sharp's reading of the header; the server checks them first with
 * image-size, which reads only the header bytes in JavaScript, so an extreme file (a 1 x 39,000,000 PNG)
 * is refused at once, without starting the image child (decision 053).
 */
import { imageSize } from 'image-size';
import { maxAspectRatio, maxUploadPixels } from '#shared/media.ts';
import { HttpError } from '../errors.server.ts';

const tooLong = (maxSide: number) =>
  new HttpError(413, `The image is too large: at most ${maxSide.toLocaleString('en-US')} pixels on its longest side.`, {
    errors: [{ field: 'file', message: `Must be at most ${maxSide.toLocaleString('en-US')} pixels on each side.` }],
  });

const tooElongated = () =>
  new HttpError(400, `The image is too narrow for its length: at most ${maxAspectRatio} times as long as it is wide.`, {
    errors: [{ field: 'file', message: `Must be at most ${maxAspectRatio} times as long as it is wide.` }],
  });

export const tooManyPixels = () =>
  new HttpError(413, `The image is too large: at most ${maxUploadPixels / 1_000_000} megapixels.`, {
    errors: [{ field: 'file', message: `Must be at most ${maxUploadPixels / 1_000_000} megapixels.` }],
  });

/** Refuses, from the header, what is too large or too elongated to decode in reasonable time. */
export function checkShape(width: number, height: number, maxSide: number): void {
  if (width * height > maxUploadPixels) throw tooManyPixels();
  if (Math.max(width, height) > maxAspectRatio * Math.min(width, height)) throw tooElongated();
  if (Math.max(width, height) > maxSide) throw tooLong(maxSide);
}

/**
 * Refuses a PNG or JPEG whose header names an extreme shape. Other files, and one whose header this cannot
 * read, are left to the image child, which checks the same limits with sharp: image-size reads a GIF's size
 * past the end of a truncated file, and an SVG is drawn at a size of its own.
 */
export function refuseExtremeShape(input: Buffer, maxSide: number): void {
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(input);
  } catch {
    return;
  }
  const { width = 0, height = 0, type } = size;
  const readable = (type === 'png' || type === 'jpg') && Number.isSafeInteger(width) && Number.isSafeInteger(height) && width > 0 && height > 0;
  if (readable) checkShape(width, height, maxSide);
}
