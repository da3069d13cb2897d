/**
 * Images of imported posts (docs/product/admin.md#importing): a post's image is taken from the uploads archive
 * when one was given and stored through the media library's own pipeline (the image child, then insertMedia), so
 * it gets the same cleaning and variants as an upload. Otherwise the image is left out and reported missing: an
 * imported post never shows an image from the old site. Each source file is stored once, also across runs.
 */
import { basename } from 'node:path';
import type { Database } from '#database/db.server.ts';
import { findImportedMedia, recordImportedMedia } from '#database/imported-posts.server.ts';
import { imagesForIds, insertMedia } from '#database/media.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { maxUploadSide } from '#shared/media.ts';
import { runImageJob } from '../media/image-child.server.ts';
import { refuseExtremeShape } from '../media/image-shape.server.ts';
import type { ZipArchive } from './zip-archive.server.ts';

export interface ImageDeps {
  db: Database;
  storage: MediaStorage;
  /** The uploads archive; undefined: none was given. */
  archive: ZipArchive | undefined;
  /** Who the media library names as the uploader (null: the command line). */
  uploadedBy: number | null;
}

export interface StoredImage {
  id: number;
  url: string;
}

/** Where an image lives under the old site's uploads folder (WordPress.com serves it from `*.files.wordpress.com`): `2011/07/photo.jpg`. */
export function uploadsPathOf(url: string): string | undefined {
  const match = /(?:\/wp-content\/uploads\/|\/content\/images\/|\.files\.wordpress\.com\/)([^?#]+)/.exec(url);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!).replace(/^size\/w\d+\//, '');
  } catch {
    return undefined;
  }
}

/** The archive's files by their path under `uploads/` or `images/` (and by their whole name). */
function indexArchive(archive: ZipArchive): Map<string, string> {
  const index = new Map<string, string>();
  for (const name of archive.names()) {
    index.set(name, name);
    const match = /(?:^|\/)(?:uploads|images)\/(.+)$/.exec(name);
    if (match && !index.has(match[1]!)) index.set(match[1]!, name);
  }
  return index;
}

export class ImportImages {
  readonly #deps: ImageDeps;
  readonly #index: Map<string, string>;
  readonly #stored = new Map<string, StoredImage | string>();
  /** Files imported, and files missing with why. */
  readonly added: string[] = [];
  readonly missing: { path: string; why: string }[] = [];
  /** Images left out so far, counted each time a post asked for one (a post's loss is the difference). */
  lost = 0;

  constructor(deps: ImageDeps) {
    this.#deps = deps;
    this.#index = deps.archive ? indexArchive(deps.archive) : new Map();
  }

  /** The stored image for an old URL, or why there is none (reported once per file); `shown`: a missing one counts as lost (a link to the file does not). */
  async resolve(url: string, alt = '', shown = true): Promise<StoredImage | string> {
    const path = uploadsPathOf(url);
    if (!path) {
      const why = 'not from the old site’s uploads, and never shown from another site';
      if (!this.#stored.has(url)) this.missing.push({ path: url, why });
      this.#stored.set(url, why);
      if (shown) this.lost++;
      return why;
    }
    const known = this.#stored.get(path) ?? (await this.#storeOnce(path, alt));
    if (typeof known === 'string' && shown) this.lost++;
    return known;
  }

  async #storeOnce(path: string, alt: string): Promise<StoredImage | string> {
    const result = await this.#store(path, alt);
    this.#stored.set(path, result);
    if (typeof result === 'string') this.missing.push({ path, why: result });
    return result;
  }

  async #store(path: string, alt: string): Promise<StoredImage | string> {
    const { db, storage, archive, uploadedBy } = this.#deps;
    const source = `upload:${path}`;
    const before = await findImportedMedia(db, source);
    if (before !== undefined) return this.#urlOf(before);
    if (!archive) return 'no uploads archive was given';
    // WordPress links resized copies (photo-300x200.jpg); the archive has the original too.
    const name = this.#index.get(path) ?? this.#index.get(path.replace(/-\d+x\d+(\.\w+)$/, '$1'));
    if (!name) return 'not in the uploads archive';
    const data = await archive.read(name);
    if (typeof data === 'string') return data;
    try {
      refuseExtremeShape(data, maxUploadSide);
      const image = await runImageJob({ kind: 'process', input: data });
      const item = await insertMedia(db, storage, {
        fileName: basename(name).slice(0, 255),
        alt: alt.slice(0, 300),
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: data.length,
        uploadedBy,
        files: image.files,
      });
      await recordImportedMedia(db, source, item.id);
      this.added.push(path);
      return { id: item.id, url: item.url };
    } catch (error) {
      return `not a usable image (${(error as Error).message})`;
    }
  }

  async #urlOf(id: number): Promise<StoredImage | string> {
    const item = (await imagesForIds(this.#deps.db, [id])).get(id);
    return item ? { id, url: item.url } : 'stored before, since deleted';
  }
}

const srcOf = (tag: string) => /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
const altOf = (tag: string) => /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);

/** Every `<img>` of the HTML pointed at its stored copy, or removed (with a note); links to an uploaded file follow it. */
export async function replaceImages(html: string, images: ImportImages, notes: string[]): Promise<string> {
  const tags = [...new Set(html.match(/<img\b[^>]*>/gi) ?? [])];
  const replacements = new Map<string, string>();
  for (const tag of tags) {
    const src = srcOf(tag);
    const url = src?.[1] ?? src?.[2] ?? '';
    const alt = altOf(tag)?.[1] ?? altOf(tag)?.[2] ?? '';
    const stored = await images.resolve(url, alt);
    if (typeof stored === 'string') {
      notes.push(`Image ${uploadsPathOf(url) ?? url} left out: ${stored}.`);
      replacements.set(tag, '');
    } else replacements.set(tag, `<img src="${stored.url}" alt="${alt}">`);
  }
  let out = html.replace(/<img\b[^>]*>/gi, (tag) => replacements.get(tag) ?? '');
  // A link to an uploaded file (WordPress's "link to media file"): to its stored copy, or no link.
  const links = [...new Set(out.match(/<a\b[^>]*>/gi) ?? [])].filter((link) => uploadsPathOf(/href\s*=\s*"([^"]*)"/i.exec(link)?.[1] ?? ''));
  for (const link of links) {
    const stored = await images.resolve(/href\s*=\s*"([^"]*)"/i.exec(link)![1]!, '', false);
    out = out.split(link).join(typeof stored === 'string' ? '<a>' : `<a href="${stored.url}">`);
  }
  return out;
}
