/**
 * Turns an upload (base64 in a JSON body) into an image to store. The bytes go through the media
 * library's pipeline (server/media/process-image.server.ts): the type is read from the content, never
 * from a name or a header the browser sent; the file is decoded and re-encoded with no metadata (a
 * testimonial photo's GPS position, artist or comments never reach the public), so what does not decode
 * is refused, and nothing after the image data (an HTML page behind a PNG header) is ever served. An SVG
 * logo is drawn once as a PNG; no SVG is stored or served. Anything else answers 4xx.
 */
import { createHash } from 'node:crypto';
import type { NewStoredImage } from '#database/stored-images.server.ts';
import { HttpError } from '../errors.server.ts';
import { runImageJob } from '../media/image-child.server.ts';
import { refuseExtremeShape } from '../media/image-shape.server.ts';
import type { CleanImage, StoredFormat } from '../media/process-image.server.ts';

export interface UploadRules {
  accept: readonly StoredFormat[];
  maxBytes: number;
  /** Largest width or height in pixels of a raster upload. */
  maxSide: number;
}

const typeNames: Record<StoredFormat, string> = { png: 'PNG', jpeg: 'JPEG', svg: 'SVG' };

/**
 * How high an SVG logo is drawn: the largest place it shows is 40 CSS pixels high (emails, the
 * dashboard's settings; the site's header and footer show it 32 high, at most 160 wide), so 160 pixels
 * stay sharp on a 3x screen with room to spare, and search engines get a logo over their 112 px minimum.
 */
export const svgLogoHeight = 160;

function refuse(message: string, status = 400): HttpError {
  return new HttpError(status, message, { errors: [{ field: 'data', message }] });
}

/** Decodes, checks and re-encodes an upload; throws HttpError 400/413/415 with a plain sentence. */
export async function decodeImageUpload(data: unknown, rules: UploadRules): Promise<NewStoredImage> {
  const accepted = rules.accept.map((type) => typeNames[type]).join(' or ');
  if (typeof data !== 'string' || data.length === 0) throw refuse(`Send the image as base64 in "data" (${accepted}).`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) throw refuse('The image data is not valid base64.');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > rules.maxBytes) throw refuse(`The image is larger than ${Math.round(rules.maxBytes / 1024)} KB.`, 413);
  let image: CleanImage | undefined;
  try {
    // In the image child, like every other image (docs/decisions/053-images-in-a-child-process.md).
    refuseExtremeShape(bytes, rules.maxSide);
    image = await runImageJob({ kind: 'clean', input: bytes, accept: rules.accept, maxSide: rules.maxSide, svgHeight: svgLogoHeight });
  } catch (error) {
    // The pipeline's sentences, with this endpoint's field name.
    if (error instanceof HttpError) throw refuse(error.message, error.status);
    throw error;
  }
  if (!image) throw refuse(`Upload a ${accepted} image.`, 415);
  const contentType = image.format === 'png' ? 'image/png' : 'image/jpeg';
  return { contentType, bytes: image.data, width: image.width, height: image.height, sha256: createHash('sha256').update(image.data).digest('hex') };
}
