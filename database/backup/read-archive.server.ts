/**
 * Opens an archive for reading (docs/decisions/060-backup-archives.md): decrypts it when it is
 * encrypted, unzips it and hands back its tar entries one at a time, each with its bytes and their
 * sha256. Damage, tampering and truncation become an ArchiveError with a plain reason.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { ArchiveError } from './archive-error.ts';
import { decryptor, encryptedMagic } from './cipher.server.ts';

export interface ArchiveEntry {
  name: string;
  body: Buffer;
  sha256: string;
}

const gzipMagic = Buffer.from([0x1f, 0x8b]);
/** The largest entry accepted: a part holds at most a few MiB, or one stored file of at most 10 MiB in base64. */
const maxEntryBytes = 64 * 1024 * 1024;

/** Peeks at the first bytes without losing them. */
async function peek(source: AsyncIterable<Buffer>): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (head.length < 8) {
    const next = await iterator.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  const rest = (async function* () {
    if (head.length > 0) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  return { head, rest };
}

function plainReason(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? '';
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) return new ArchiveError('The archive is truncated: it ends before its last part.');
  if (code.startsWith('Z_') || /tar|header|checksum/i.test(message)) return new ArchiveError(`The archive is damaged or was changed (${message}).`);
  return error as Error;
}

/** The archive's entries, in order. */
export async function* archiveEntries(input: AsyncIterable<Buffer>, passphrase?: string): AsyncGenerator<ArchiveEntry> {
  const { head, rest } = await peek(input);
  let plain: AsyncIterable<Buffer>;
  if (head.subarray(0, 8).equals(encryptedMagic)) {
    if (!passphrase) throw new ArchiveError('This archive is encrypted: give its passphrase (BACKUP_PASSPHRASE).');
    plain = decryptor(passphrase)(rest);
  } else if (head.subarray(0, 2).equals(gzipMagic)) {
    plain = rest;
  } else {
    throw new ArchiveError('This file is not a backup archive of this site.');
  }
  const gunzip = createGunzip();
  const extract = tar.extract();
  const bytes = Readable.from(plain);
  bytes.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  bytes.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxEntryBytes) throw new ArchiveError(`The archive is damaged: ${entry.header.name} is too large.`);
        chunks.push(chunk);
      }
      const body = Buffer.concat(chunks);
      yield { name: entry.header.name, body, sha256: createHash('sha256').update(body).digest('hex') };
    }
  } catch (error) {
    throw plainReason(error);
  } finally {
    bytes.destroy();
  }
}
