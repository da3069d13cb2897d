/**
 * Images that carry what a camera or an editor leaves in a file (GPS position, artist, comments), and
 * hostile shapes, for the upload tests; made here with sharp rather than kept as binary fixtures.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { photo } from './media.ts';

/** Words that must never come back in a served file. */
export const privateWords = ['Jane Photographer', 'Waiting room portrait', 'Clinic camera', 'Room 4 at the Elm Street clinic'];

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const exif = {
  IFD0: { Make: 'Phone', Model: 'Clinic camera', Artist: 'Jane Photographer', ImageDescription: 'Waiting room portrait' },
  IFD2: { UserComment: 'Room 4 at the Elm Street clinic' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' },
};

/** A JPEG with EXIF (artist, description, comment, GPS) and a JPEG comment segment. */
export async function taggedJpeg(width = 120, height = 80): Promise<Buffer> {
  const jpeg = await photo(width, height).jpeg({ quality: 80 }).withExif(exif).toBuffer();
  const text = Buffer.from('Room 4 at the Elm Street clinic', 'latin1');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  // COM right after SOI.
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

/** A PNG with EXIF (eXIf) and text chunks naming the artist and a comment. */
export async function taggedPng(width = 120, height = 40): Promise<Buffer> {
  const png = await photo(width, height).png().withExif(exif).toBuffer();
  const text = (key: string, value: string) => pngChunk('tEXt', Buffer.from(`${key}\0${value}`, 'latin1'));
  // Text chunks just before IEND (the last 12 bytes).
  return Buffer.concat([png.subarray(0, -12), text('Author', 'Jane Photographer'), text('Comment', 'Room 4 at the Elm Street clinic'), png.subarray(-12)]);
}

/** A PNG signature and header followed by an HTML page: no image data at all. */
export function pngThenHtml(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10, 0);
  header.writeUInt32BE(10, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([pngSignature, pngChunk('IHDR', header), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}

/** A valid 1-bit PNG of any shape, all black: 1 x 39,000,000 is about 75 KB. */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([pngSignature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** What sharp finds in a file that a visitor could read beyond the pixels. */
export async function leftovers(data: Buffer): Promise<string[]> {
  const metadata = await sharp(data).metadata();
  const found: string[] = [];
  if (metadata.exif) found.push('exif');
  if (metadata.xmp) found.push('xmp');
  if (metadata.iptc) found.push('iptc');
  if (metadata.comments?.length) found.push('comments');
  for (const word of privateWords) if (data.includes(Buffer.from(word, 'latin1'))) found.push(word);
  return found;
}
