/**
 * Published posts for /sitemap.xml (server/seo/routes.server.ts,
 * `extraSitemapEntries`), re-read only when the content version changes.
 */
import type { Database } from '../../database/db.server.ts';
import { getContentVersion } from '../../database/content-version.server.ts';
import { listPublishedPostPaths } from '../../database/posts.server.ts';
import { postPath } from '../../components/blog/post-links.ts';

export interface PostSitemapEntry {
  path: string;
  lastModified: string;
}

export function publishedPostEntries(db: Database): () => Promise<readonly PostSitemapEntry[]> {
  let cached: { version: string; entries: PostSitemapEntry[] } | undefined;
  return async () => {
    const version = await getContentVersion(db);
    if (cached?.version !== version) {
      const entries = (await listPublishedPostPaths(db)).map(({ slug, updatedAt }) => ({ path: postPath(slug), lastModified: updatedAt }));
      cached = { version, entries };
    }
    return cached.entries;
  };
}
