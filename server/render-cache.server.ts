/**
 * Rendered pages kept in memory, compressed once, so a cached page costs a map
 * lookup and a write (docs/architecture.md#vikes-cost). Bounded: least recently used
 * entries are dropped past `maxEntries`.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed on first use, then kept: a page nobody asks in gzip or br never pays for it. */
  readonly gzip: Buffer;
  readonly br: Buffer;
  etag: string;
}

export function compressPage(status: number, headers: [string, string][], html: string): CachedPage {
  const body = Buffer.from(html);
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    status,
    headers,
    body,
    // Lazily: the first answer of a page (right after start, docs/decisions/040-cold-start.md) does not
    // wait for the encodings it does not send; brotli at quality 11 is the costliest step of a render.
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 9 }));
    },
    get br() {
      return (br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    },
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

export class RenderCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxEntries: number;

  constructor(maxEntries = 500) {
    this.#maxEntries = maxEntries;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (page) {
      // Re-insert to mark as most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Drops entries whose key starts with `prefix` (all entries without one). */
  clear(prefix = ''): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
