/**
 * Which rendered page answers a URL (docs/decisions/005-render-cache.md): 'static' pages by path,
 * 'content' pages by the content version and the URL. Shared by the Express page handler
 * (server/pages.server.ts), which fills it, and the fast path in front of Express
 * (server/fast-pages.server.ts), which only reads it.
 */
import { RenderCache, type CachedPage } from './render-cache.server.ts';

export interface ContentVersionSource {
  /** Returns a string that changes whenever database content shown on pages changes. */
  read(): Promise<string>;
  /** The same, synchronously, or undefined when it cannot be known without waiting. */
  now?(): string | undefined;
}

/**
 * Pages are cached only under the one spelling of their URL the site links to: a path of
 * lowercase words and hyphens (query strings ignored on 'static' pages), and `?page=N` from 2 on
 * for the blog list. Any other spelling (other or repeated parameters on blog pages, `?page=1`,
 * percent-encoding, capitals) renders on every request instead, so nobody can fill the cache with
 * copies of a page or make the server compress each copy at maximum level. Unknown posts (404)
 * are not cached either.
 */
const canonicalPath = /^\/[a-z0-9/-]*$/;
const canonicalContentUrl = (url: string) => canonicalPath.test(url) || /^\/blog\?page=(?:[2-9]|[1-9]\d{1,5})$/.test(url);

export class PageCache {
  readonly #cache = new RenderCache();
  readonly #contentVersion: ContentVersionSource | undefined;
  #currentVersion: string | undefined;

  constructor(contentVersion?: ContentVersionSource) {
    this.#contentVersion = contentVersion;
  }

  /** The key of a 'static' page at `path` (no query), or undefined for a path never cached. */
  staticKey(path: string): string | undefined {
    return canonicalPath.test(path) ? `static:${path}` : undefined;
  }

  /** The key of a 'content' page for `url` (path and query) at `version`, or undefined. */
  contentKey(version: string | undefined, url: string): string | undefined {
    return version === undefined || !canonicalContentUrl(url) ? undefined : `content:${version}:${url}`;
  }

  get(key: string | undefined): CachedPage | undefined {
    return key === undefined ? undefined : this.#cache.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.#cache.set(key, page);
  }

  /** The version pages were last rendered from (outages serve those pages). */
  get lastVersion(): string | undefined {
    return this.#currentVersion;
  }

  /** Reads the content version; pages of any other version are dropped. */
  async readVersion(): Promise<string | undefined> {
    return this.#observe(this.#contentVersion ? await this.#contentVersion.read() : undefined);
  }

  /**
   * The cached page for a request, found without waiting on anything, or undefined (then the
   * page handler decides, reading the version the slow way if it must).
   */
  hitNow(path: string, url: string): CachedPage | undefined {
    const staticHit = this.get(this.staticKey(path));
    if (staticHit || !this.#contentVersion?.now || !canonicalContentUrl(url)) return staticHit;
    const version = this.#contentVersion.now();
    if (version === undefined) return undefined;
    return this.get(this.contentKey(this.#observe(version), url));
  }

  #observe(version: string | undefined): string | undefined {
    // Content changed (here or in another process): drop every page rendered from the old content.
    if (version !== this.#currentVersion) {
      this.#cache.clear('content:');
      this.#currentVersion = version;
    }
    return version;
  }
}
