/**
 * An uploads archive (WordPress's wp-content/uploads, Ghost's content/images) read with yauzl
 * (docs/decisions/061-imports-from-wordpress-and-ghost.md): the central directory is read once, and a file's
 * bytes only when a post names it, so memory holds one image at a time. Hostile archives are refused whole with
 * a 4xx before anything is written: names that climb out of the folder or are absolute (yauzl checks them),
 * more entries or more declared bytes than the limits (a zip bomb); a file whose bytes pass its declared size is
 * cut off by yauzl's own check.
 */
import yauzl from 'yauzl';
import { HttpError } from '../errors.server.ts';

export interface ZipLimits {
  maxEntries: number;
  /** Declared uncompressed bytes of all files together. */
  maxTotalBytes: number;
  /** One file: larger ones are reported, not read. */
  maxEntryBytes: number;
  /** Uncompressed / compressed: past this, a file is a bomb, not an image. */
  maxRatio: number;
}

export const defaultZipLimits: ZipLimits = { maxEntries: 50_000, maxTotalBytes: 4 * 1024 ** 3, maxEntryBytes: 25 * 1024 ** 2, maxRatio: 100 };

export interface ZipArchive {
  /** File names, `/`-separated, as in the archive. */
  names(): string[];
  /** The file's bytes; a string says why it was not read (too large, compressed too far). */
  read(name: string): Promise<Buffer | string>;
  close(): void;
}

const refused = (message: string) => new HttpError(400, `The uploads archive was refused: ${message}`, { errors: [{ field: 'uploads', message }] });

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(refused(`it is not a readable zip file (${error?.message ?? 'no entries'}).`));
      else resolve(zip);
    });
  });
}

function readDirectory(zip: yauzl.ZipFile, limits: ZipLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    let total = 0;
    const fail = (error: HttpError) => {
      zip.close();
      reject(error);
    };
    if (zip.entryCount > limits.maxEntries) return fail(refused(`it holds ${zip.entryCount} files, more than ${limits.maxEntries}.`));
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) return fail(refused(`its files would unpack to more than ${Math.round(limits.maxTotalBytes / 1024 ** 2)} MB.`));
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    // yauzl refuses absolute names and `..` segments, and malformed directories.
    zip.once('error', (error: Error) => fail(refused(error.message)));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('unreadable entry'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) stream.destroy(new Error('entry larger than declared'));
        else chunks.push(chunk);
      });
      stream.once('error', reject);
      stream.once('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

export async function openZipArchive(path: string, limits: ZipLimits = defaultZipLimits): Promise<ZipArchive> {
  const zip = await openZip(path);
  const entries = await readDirectory(zip, limits);
  return {
    names: () => [...entries.keys()],
    async read(name) {
      const entry = entries.get(name);
      if (!entry) return 'not in the archive';
      if (entry.uncompressedSize > limits.maxEntryBytes) return `larger than ${Math.round(limits.maxEntryBytes / 1024 ** 2)} MB`;
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) return 'compressed too far to be an image';
      try {
        return await readEntry(zip, entry, Math.min(entry.uncompressedSize, limits.maxEntryBytes));
      } catch (error) {
        return `unreadable (${(error as Error).message})`;
      }
    },
    close: () => zip.close(),
  };
}
