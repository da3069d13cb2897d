/**
 * The published marketing pages and posts (but those marked noindex) and the tags that have any, for /sitemap.xml (server/seo/routes.server.ts,
 * `extraSitemapEntries`), re-read only when the content version changes, and as
 * last read while the database is unreachable.
 */
import type { Database } from '#database/db.server.ts';
import { perContentVersion } from '#database/content-version.server.ts';
import { listPublishedPostPaths } from '#database/published-posts.server.ts';
import { listIndexedPagePaths } from '#database/site-pages.server.ts';
import { listPublishedTags } from '#database/tags.server.ts';
import { postPath, tagPath } from '#shared/blog-paths.ts';

export interface PostSitemapEntry {
  path: string;
  lastModified: string;
}

export function publishedPostEntries(db: Database): () => Promise<readonly PostSitemapEntry[]> {
  return perContentVersion(db, async () => [
    ...(await listIndexedPagePaths(db)).map(({ path, updatedAt }) => ({ path, lastModified: updatedAt })),
    ...(await listPublishedPostPaths(db)).map(({ slug, updatedAt }) => ({ path: postPath(slug), lastModified: updatedAt })),
    ...(await listPublishedTags(db)).map(({ slug, lastModified }) => ({ path: tagPath(slug), lastModified })),
  ]);
}
