/**
 * Passphrase encryption of an archive (docs/decisions/060-backup-archives.md): AES-256-GCM in
 * frames of 64 KiB, each authenticated with its index and whether it is the last, so a changed,
 * reordered or cut-off archive fails to open; the key comes from scrypt (node:crypto) with a random
 * salt. A key check in the header tells a wrong passphrase from a damaged archive.
 *
 * Layout: magic (8) | version (1) | log2 N, r, p (3) | salt (16) | key check (16), then frames:
 * plaintext length (4, big-endian) | nonce (12) | ciphertext | tag (16).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ArchiveError } from './archive-error.ts';

export const encryptedMagic = Buffer.from('RCMBKENC');
const headerLength = 8 + 1 + 3 + 16 + 16;
const frameBytes = 64 * 1024;
const defaultCost = { logN: 15, r: 8, p: 1 };

interface Keys {
  key: Buffer;
  check: Buffer;
}

function deriveKeys(passphrase: string, salt: Buffer, cost: typeof defaultCost): Promise<Keys> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { N: 2 ** cost.logN, r: cost.r, p: cost.p, maxmem: 256 * 1024 * 1024 }, (error, derived) => {
      if (error) reject(error);
      else resolve({ key: derived.subarray(0, 32), check: createHash('sha256').update(derived.subarray(32)).digest().subarray(0, 16) });
    });
  });
}

function frameAad(header: Buffer, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(index));
  tail[8] = last ? 1 : 0;
  return Buffer.concat([header, tail]);
}

function sealFrame(keys: Keys, header: Buffer, index: number, plain: Buffer, last: boolean): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.key, nonce);
  cipher.setAAD(frameAad(header, index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(plain.length + (last ? 0x8000_0000 : 0));
  return Buffer.concat([length, nonce, body, cipher.getAuthTag()]);
}

/** A stream.pipeline step: plaintext chunks in, the encrypted archive out. */
export function encryptor(passphrase: string): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* encrypt(source) {
    const salt = randomBytes(16);
    const keys = await deriveKeys(passphrase, salt, defaultCost);
    const header = Buffer.concat([encryptedMagic, Buffer.from([1, defaultCost.logN, defaultCost.r, defaultCost.p]), salt, keys.check]);
    yield header;
    let pending = Buffer.alloc(0);
    let index = 0;
    for await (const chunk of source) {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length > frameBytes) {
        yield sealFrame(keys, header, index++, pending.subarray(0, frameBytes), false);
        pending = pending.subarray(frameBytes);
      }
    }
    yield sealFrame(keys, header, index, pending, true);
  };
}

/** Reads exactly `length` bytes from the iterator's buffered input, or fewer at its end. */
class ByteReader {
  private buffered = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }
  async read(length: number): Promise<Buffer> {
    while (this.buffered.length < length) {
      const next = await this.source.next();
      if (next.done) break;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const out = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(out.length);
    return out;
  }
}

/** A stream.pipeline step: the encrypted archive in, plaintext out; throws ArchiveError with a plain reason. */
export function decryptor(passphrase: string): (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* decrypt(source) {
    const reader = new ByteReader(source);
    const header = await reader.read(headerLength);
    if (header.length < headerLength || !header.subarray(0, 8).equals(encryptedMagic)) throw new ArchiveError('This is not an encrypted backup archive.');
    if (header[8] !== 1) throw new ArchiveError('This archive was encrypted by a newer version of the site.');
    const cost = { logN: header[9]!, r: header[10]!, p: header[11]! };
    if (cost.logN > 20 || cost.r > 16 || cost.p > 4) throw new ArchiveError('The archive is damaged: its key settings are out of range.');
    const keys = await deriveKeys(passphrase, header.subarray(12, 28), cost);
    if (!timingSafeEqual(keys.check, header.subarray(28, 44))) throw new ArchiveError('Wrong passphrase for this archive.');
    for (let index = 0; ; index++) {
      const lengthBytes = await reader.read(4);
      if (lengthBytes.length < 4) throw new ArchiveError('The archive is truncated: it ends before its last part.');
      const word = lengthBytes.readUInt32BE();
      const last = word >= 0x8000_0000;
      const length = last ? word - 0x8000_0000 : word;
      if (length > frameBytes) throw new ArchiveError('The archive is damaged or was changed.');
      const frame = await reader.read(12 + length + 16);
      if (frame.length < 12 + length + 16) throw new ArchiveError('The archive is truncated: it ends before its last part.');
      const decipher = createDecipheriv('aes-256-gcm', keys.key, frame.subarray(0, 12));
      decipher.setAAD(frameAad(header, index, last));
      decipher.setAuthTag(frame.subarray(12 + length));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(frame.subarray(12, 12 + length)), decipher.final()]);
      } catch {
        throw new ArchiveError('The archive is damaged or was changed: a part fails its authentication.');
      }
      yield plain;
      if (last) break;
    }
    if ((await reader.read(1)).length > 0) throw new ArchiveError('The archive is damaged or was changed: there are bytes after its end.');
  };
}
