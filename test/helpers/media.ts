/** Images made in the test with sharp, and a multipart upload to /api/admin/media. */
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { request, type JsonResponse } from './http.ts';

/** A photo-like picture: a gradient with a few shapes, so encoders have real work to do. */
export function photo(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d6fa5"/><stop offset="1" stop-color="#f2b880"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#ffffff" fill-opacity="0.6"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#0b3954" fill-opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** A JPEG as a phone writes it: camera tags, a GPS position and an EXIF orientation. */
export async function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return photo(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Clinic camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' },
    })
    .toBuffer();
}

/** A valid PNG of 20000x20000 pixels (1-bit grey, all black) that compresses to some tens of KB. */
export function pngBomb(side = 20_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadOptions {
  name?: string;
  type?: string;
  alt?: string;
  headers?: Record<string, string>;
}

export function uploadImage(
  baseUrl: string,
  cookie: string,
  data: Buffer,
  { name = 'photo.jpg', type = 'image/jpeg', alt, headers = {} }: UploadOptions = {},
): Promise<JsonResponse<any>> {
  const form = new FormData();
  if (alt !== undefined) form.set('alt', alt);
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return request(`${baseUrl}/api/admin/media`, { method: 'POST', headers: { cookie, ...headers }, body: form });
}
