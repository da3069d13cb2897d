/**
 * Whether uploaded bytes are a PDF (docs/product/guides.md#uploads), read from the bytes, never from the file's
 * name or declared type: a PDF starts with `%PDF-1.` or `%PDF-2.` (ISO 32000-2, 7.5.2) and ends with `%%EOF`
 * (7.5.5; a few bytes of line ends or padding may follow). An HTML page or a script renamed `.pdf` does not start
 * so; a file that starts like a PDF but carries HTML or a script in its first kilobytes (a polyglot a browser could
 * sniff as a page) is refused too. The PDF is only ever sent as an attachment with `nosniff` besides.
 */
import { createHash } from 'node:crypto';

const header = /^%PDF-[12]\.\d/;
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta)[\s/>]/i;

export function isPdf(data: Buffer): boolean {
  if (data.length < 16 || !header.test(data.subarray(0, 8).toString('latin1'))) return false;
  if (
    !data
      .subarray(Math.max(0, data.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    return false;
  return !markup.test(data.subarray(0, 4096).toString('latin1'));
}

/**
 * The blob key of a guide's PDF: 40 hex digits of its SHA-256 (media_blobs keys are at most 64 characters), so two
 * uploads of the same file share their bytes.
 */
export const pdfKey = (data: Buffer) => `guide-${createHash('sha256').update(data).digest('hex').slice(0, 40)}.pdf`;
