/**
 * Turns an upload (base64 in a JSON body) into an image to store: the type is
 * decided from the bytes (PNG and JPEG signatures, or an SVG document that survives
 * the sanitizer), never from a name or a header the browser sent; sizes are
 * limited; anything else answers 4xx.
 */
import { createHash } from 'node:crypto';
import type { NewStoredImage } from '#database/stored-images.server.ts';
import { HttpError } from '../errors.server.ts';
import { sanitizeSvg } from './sanitize-svg.server.ts';

export type ImageType = NewStoredImage['contentType'];

export interface UploadRules {
  accept: readonly ImageType[];
  maxBytes: number;
  /** Largest width or height in pixels. */
  maxSide: number;
}

const typeNames: Record<ImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(pngSignature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The frame size from the first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const segmentLength = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (segmentLength < 2) return undefined;
    offset += 2 + segmentLength;
  }
  return undefined;
}

function detect(bytes: Buffer, accept: readonly ImageType[]): { contentType: ImageType; bytes: Buffer; width: number; height: number } | undefined {
  const png = pngSize(bytes);
  if (png) return { contentType: 'image/png', bytes, ...png };
  const jpeg = jpegSize(bytes);
  if (jpeg) return { contentType: 'image/jpeg', bytes, ...jpeg };
  if (!accept.includes('image/svg+xml')) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (!/<svg[\s>]/i.test(text)) return undefined;
  const clean = sanitizeSvg(text);
  if (!clean) throw new HttpError(400, 'This SVG has no drawing left once scripts and outside references are removed, or no width and height (viewBox).', { errors: [{ field: 'data', message: 'Upload an SVG with a viewBox and no scripts or outside references, or a PNG.' }] });
  return { contentType: 'image/svg+xml', bytes: Buffer.from(clean.svg, 'utf8'), width: clean.width, height: clean.height };
}

function refuse(message: string, status = 400): HttpError {
  return new HttpError(status, message, { errors: [{ field: 'data', message }] });
}

/** Decodes and checks an upload; throws HttpError 400/413/415 with a plain sentence. */
export function decodeImageUpload(data: unknown, rules: UploadRules): NewStoredImage {
  const accepted = rules.accept.map((type) => typeNames[type]).join(' or ');
  if (typeof data !== 'string' || data.length === 0) throw refuse(`Send the image as base64 in "data" (${accepted}).`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) throw refuse('The image data is not valid base64.');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > rules.maxBytes) throw refuse(`The image is larger than ${Math.round(rules.maxBytes / 1024)} KB.`, 413);
  const image = detect(bytes, rules.accept);
  if (!image || !rules.accept.includes(image.contentType)) throw refuse(`Upload a ${accepted} image.`, 415);
  if (image.width < 1 || image.height < 1 || image.width > rules.maxSide || image.height > rules.maxSide) {
    throw refuse(`The image must be at most ${rules.maxSide} pixels on each side.`);
  }
  return { ...image, sha256: createHash('sha256').update(image.bytes).digest('hex') };
}
