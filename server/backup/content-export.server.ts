/**
 * The content export (docs/product/admin.md#backups-and-export): every post as a Markdown file with
 * YAML front matter, and the images its content and cover use, in a zip. The body is the post's own
 * HTML, which Markdown keeps as it is (CommonMark's HTML blocks), so nothing is lost in a conversion;
 * image paths point at the zip's `images/` folder. And every marketing page (docs/product/pages.md#pages-as-data)
 * as a JSON file under `pages/` (its address, status, title, SEO fields, sections and any pending change, as
 * the pages API answers them), with the media library images its rich text shows.
 *
 * Memory stays flat: a first pass keeps only slugs and image keys; each file is read from the database
 * when yazl comes to write it (addReadStreamLazy), one at a time.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dump as yamlDump } from 'js-yaml';
import { ZipFile } from 'yazl';
import { findExportablePost, findMediaBytes, type ExportablePost, postPages } from '#database/backup/content-export.server.ts';
import type { Database } from '#database/db.server.ts';
import { listPages, type SitePage } from '#database/site-pages.server.ts';

/** A media library path in post HTML: `/media/<20 hex digits>.<ext>` (shared/media.ts). */
const mediaPath = /\/media\/([0-9a-f]{20}\.(?:jpg|png|webp|avif|gif))/g;

export function postMarkdown(post: ExportablePost): string {
  const front = {
    title: post.title,
    slug: post.slug,
    status: post.status,
    date: post.publishAt ?? post.createdAt,
    created: post.createdAt,
    updated: post.updatedAt,
    author: post.author,
    excerpt: post.excerpt,
    tags: post.tags,
    cover: post.coverKey ? `../images/${post.coverKey}` : null,
    cover_focal_x: post.coverKey ? post.coverFocal.x : null,
    cover_focal_y: post.coverKey ? post.coverFocal.y : null,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    canonical_url: post.canonicalUrl,
    noindex: post.noindex,
  };
  const body = post.content.replace(mediaPath, '../images/$1');
  return `---\n${yamlDump(front, { lineWidth: -1 })}---\n\n${body}\n`;
}

/** A page's file in the zip's pages folder, named by its path: `home.json` for `/`, `services/coding.json` for `/services/coding`. */
export const pageFileName = (path: string): string => `pages/${path === '/' ? 'home' : path.slice(1)}.json`;

/** A page as exported: what the pages API answers of it, its images pointing at the zip's `images/` folder. */
export function pageJson(page: SitePage): string {
  const { path, status, publishAt, content, pending, updatedAt } = page;
  const json = JSON.stringify({ path, status, publishAt, updatedAt, ...content, pending }, null, 2);
  return `${json.replace(mediaPath, '../images/$1')}\n`;
}

const lazy = (load: () => Promise<Buffer | string>) => (callback: (error: Error | null, stream: Readable) => void) => {
  load().then(
    (body) => callback(null, Readable.from([typeof body === 'string' ? Buffer.from(body) : body])),
    (error: unknown) => callback(error as Error, Readable.from([])),
  );
};

/** Writes the zip to `destination`; answers how many posts, pages and images it holds. */
export async function exportContent(db: Database, destination: Writable, now: Date = new Date()): Promise<{ posts: number; pages: number; images: number }> {
  const posts: { id: number; slug: string }[] = [];
  const images = new Set<string>();
  for await (const page of postPages(db)) {
    for (const post of page) {
      posts.push({ id: post.id, slug: post.slug });
      for (const match of post.content.matchAll(mediaPath)) images.add(match[1]!);
      if (post.coverKey) images.add(post.coverKey);
    }
  }
  // The marketing pages are few and small (at most 500,000 bytes each): read at once.
  const pages = await listPages(db);
  for (const page of pages) for (const match of JSON.stringify([page.content, page.pending]).matchAll(mediaPath)) images.add(match[1]!);
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, destination);
  for (const page of pages) zip.addBuffer(Buffer.from(pageJson(page)), pageFileName(page.path), { mtime: now });
  for (const { id, slug } of posts) {
    zip.addReadStreamLazy(
      `posts/${slug}.md`,
      { mtime: now },
      lazy(async () => {
        const post = await findExportablePost(db, id);
        // Deleted since the first pass: an empty file says so rather than a broken zip.
        return post ? postMarkdown(post) : '';
      }),
    );
  }
  for (const key of images) {
    // Already compressed formats: stored as they are.
    zip.addReadStreamLazy(
      `images/${key}`,
      { mtime: now, compress: false },
      lazy(async () => (await findMediaBytes(db, key)) ?? Buffer.alloc(0)),
    );
  }
  zip.end();
  await written;
  return { posts: posts.length, pages: pages.length, images: images.size };
}
