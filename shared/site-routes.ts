/**
 * The paths the application answers itself (pages/, server/app.server.ts, server/api/): no marketing page may
 * take one (docs/product/pages.md#new-pages), and no redirect rule may take one over
 * (server/redirects/live-paths.server.ts). Kept in one place so a new route is reserved once.
 */

/** Paths under which everything is the application's own (the path itself included); no redirect rule starts here. */
export const applicationRoots = ['/api', '/dashboard', '/login', '/invite', '/profile', '/media', '/og', '/assets', '/uploads', '/preview', '/e'];

/** The application's public pages with paths of their own below them (a redirect rule may still send an old post address there). */
export const sitePageRoots = ['/blog', '/search', '/book', '/revenue-check', '/subscribe', '/unsubscribe'];

const reservedRoots = [...applicationRoots, ...sitePageRoots];

/** Single paths the application answers: the feed, the SEO files and the health checks. */
export const reservedFiles = ['/robots.txt', '/sitemap.xml', '/blog/rss.xml', '/healthz', '/readyz'];

export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  return reservedRoots.some((root) => lower === root || lower.startsWith(`${root}/`)) || reservedFiles.includes(lower);
}

/** A marketing page's path: `/`, `/services/{slug}`, `/specialties/{slug}` or `/{slug}` (the site-page routes). */
export const pagePathPattern = /^\/(?:(?:services\/|specialties\/)?[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const pagePathMaxLength = 120;
