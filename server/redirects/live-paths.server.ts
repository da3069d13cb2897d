/**
 * What the site answers itself, so that no redirect rule takes it over
 * (docs/product/redirects.md#rules): marketing and legal pages, the blog, published posts and their
 * old slugs, tag pages, the feeds, SEO files, the files of the client build, and the paths of the
 * dashboard, the API and sign-in. Also how the site health check tells a live link from a missing one.
 */
import { readdirSync } from 'node:fs';
import type { Database } from '#database/db.server.ts';
import { listPublishedTags } from '#database/tags.server.ts';
import { postPath, tagFeedPath, tagPath } from '#shared/blog-paths.ts';
import { publicPagePaths } from '../seo/public-pages.ts';

/** Paths under which everything is the application's own. */
export const reservedRoots = ['/api', '/dashboard', '/login', '/invite', '/profile', '/media', '/og', '/assets', '/uploads'];
const fixedPages = [
  '/search',
  '/thank-you',
  '/revenue-check/thank-you',
  '/revenue-check/analysis',
  '/robots.txt',
  '/sitemap.xml',
  '/blog/rss.xml',
  '/healthz',
  '/readyz',
];

export interface LivePaths {
  /** Whether `path` (no query) is answered by the site itself. */
  has(path: string): boolean;
  /** A live path a prefix source would take over, or undefined. */
  under(prefix: string): string | undefined;
  /** Old slugs of published posts, as paths: each answers a redirect to the post. */
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
  const paths = new Set<string>([
    ...publicPagePaths,
    ...fixedPages,
    ...buildFiles(clientDir),
    ...[...posts, ...oldSlugs].map(({ slug }) => postPath(slug)),
    ...tags.flatMap(({ slug }) => [tagPath(slug), tagFeedPath(slug)]),
  ]);
  const underRoot = (path: string) => reservedRoots.some((root) => path === root || path.startsWith(`${root}/`));
  return {
    oldSlugPaths: new Set(oldSlugs.map(({ slug }) => postPath(slug))),
    has: (path) => underRoot(path) || paths.has(path) || (path.length > 1 && path.endsWith('/') && paths.has(path.slice(0, -1))),
    under(prefix) {
      const root = reservedRoots.find((candidate) => candidate.startsWith(prefix) || prefix.startsWith(`${candidate}/`));
      if (root) return root;
      for (const path of paths) if (path.startsWith(prefix)) return path;
      return undefined;
    },
  };
}
