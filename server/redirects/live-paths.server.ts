/**
 * What the site answers itself, so that no redirect rule takes it over
 * (docs/product/redirects.md#rules): marketing and legal pages, the blog, published posts and their
 * old slugs, the old addresses an import brought (`legacy_paths`, each answering 301 to its post or tag), tag
 * pages, the feeds, SEO files, the files of the client build, and the paths of the dashboard, the API and
 * sign-in. Also how the site health check tells a live link from a missing one.
 */
import { readdirSync } from 'node:fs';
import type { Database } from '#database/db.server.ts';
import { listPublishedTags } from '#database/tags.server.ts';
import { postPath, tagFeedPath, tagPath } from '#shared/blog-paths.ts';
import { normalizeLegacyPath } from '../import/legacy-paths.ts';
import { applicationRoots, isReservedPath, reservedFiles } from '#shared/site-routes.ts';
import { publicPagePaths } from '../seo/public-pages.ts';

/** Paths under which everything is the application's own. */
export const reservedRoots = applicationRoots;
const fixedPages = ['/search', '/thank-you', '/revenue-check/thank-you', '/revenue-check/analysis', ...reservedFiles];

export interface LivePaths {
  /** Whether `path` (no query) is answered by the site itself. */
  has(path: string): boolean;
  /** A live path a prefix source would take over, or undefined. */
  under(prefix: string): string | undefined;
  /** Old slugs of published posts, as paths, imported old addresses and pages' old paths: each answers a redirect to a post, a tag or a page. */
  oldSlugPaths: ReadonlySet<string>;
}

/** Top-level files of the client build (favicon, icons, the Open Graph image), read once. */
function buildFiles(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  try {
    return readdirSync(clientDir).map((name) => `/${name}`);
  } catch {
    return [];
  }
}

export async function readLivePaths(db: Database, clientDir?: string): Promise<LivePaths> {
  const posts = (await db('blog_posts').where({ status: 'published' }).select('slug')) as { slug: string }[];
  const oldSlugs = (await db('post_slug_redirects')
    .join('blog_posts', 'blog_posts.id', 'post_slug_redirects.post_id')
    .where('blog_posts.status', 'published')
    .select('post_slug_redirects.slug as slug')) as { slug: string }[];
  const tags = await listPublishedTags(db);
  const legacy = await redirectingLegacyPaths(db);
  const pages = (await db('site_pages').where({ status: 'published' }).select('path')) as { path: string }[];
  // A published page's old paths answer 301 to it (database/page-writes.server.ts).
  const movedPages = (await db('page_path_redirects')
    .join('site_pages', 'site_pages.id', 'page_path_redirects.page_id')
    .where('site_pages.status', 'published')
    .select('page_path_redirects.path as path')) as { path: string }[];
  const paths = new Set<string>([
    ...publicPagePaths,
    ...[...pages, ...movedPages].map(({ path }) => path),
    ...fixedPages,
    ...buildFiles(clientDir),
    ...[...posts, ...oldSlugs].map(({ slug }) => postPath(slug)),
    ...tags.flatMap(({ slug }) => [tagPath(slug), tagFeedPath(slug)]),
  ]);
  const underRoot = (path: string) => reservedRoots.some((root) => path === root || path.startsWith(`${root}/`));
  return {
    oldSlugPaths: new Set([...oldSlugs.map(({ slug }) => postPath(slug)), ...legacy, ...movedPages.map(({ path }) => path)]),
    has: (path) =>
      underRoot(path) || paths.has(path) || (path.length > 1 && path.endsWith('/') && paths.has(path.slice(0, -1))) || legacy.has(normalizeLegacyPath(path)),
    under(prefix) {
      const root = reservedRoots.find((candidate) => candidate.startsWith(prefix) || prefix.startsWith(`${candidate}/`));
      if (root) return root;
      for (const path of paths) if (path.startsWith(prefix)) return path;
      // Old addresses are stored lower-cased (normalizeLegacyPath), and looked up so.
      for (const path of legacy) if (path.startsWith(prefix.toLowerCase())) return path;
      return undefined;
    },
  };
}

/** Imported old addresses that answer 301 (server/import/legacy-redirects.server.ts): to a published post or to a tag. */
async function redirectingLegacyPaths(db: Database): Promise<Set<string>> {
  const rows = (await db('legacy_paths')
    .leftJoin('blog_posts', 'blog_posts.id', 'legacy_paths.post_id')
    .where((builder) => void builder.where('blog_posts.status', 'published').orWhereNotNull('legacy_paths.tag_id'))
    .select('legacy_paths.path as path')) as { path: string }[];
  return new Set(rows.map((row) => row.path));
}

/**
 * Whether the site answers `path` (an old address's form: lower case, no trailing slash) itself: a route of
 * the application, a fixed page, or a published marketing page. One indexed query, and only when an old
 * address matched (server/import/legacy-redirects.server.ts).
 */
export async function answersItself(db: Database, path: string): Promise<boolean> {
  if (path === '/' || isReservedPath(path) || fixedPages.includes(path) || publicPagePaths.includes(path)) return true;
  return (await db('site_pages').where({ path, status: 'published' }).first('id')) !== undefined;
}
