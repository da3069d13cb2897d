/**
 * Saving a live page's pending change with its schedule (docs/product/api.md#pages): the pending endpoint
 * and a revision's restore both go through here.
 */
import type { Database } from '#database/db.server.ts';
import { savePagePending } from '#database/page-writes.server.ts';
import type { SitePage } from '#database/site-pages.server.ts';
import type { PageContent } from '#shared/page-sections/index.ts';
import { HttpError } from '../errors.server.ts';
import { checkContent, invalid } from './page-input.server.ts';
import { livePathCheck } from './page-paths.server.ts';
import { written } from './page-saves.server.ts';

/** The schedule a pending save leaves (`publishAt` as sent, else as it was): 400 for a time passed or a page not live. */
function scheduleOf(page: SitePage, sent: string | null | undefined): string | null {
  if (sent === undefined) return page.pendingPublishAt;
  if (sent === null) return null;
  if (page.status !== 'published') {
    throw invalid([{ field: 'publishAt', message: 'Only a published page can have its change scheduled; this page is not live yet.' }]);
  }
  if (Date.parse(sent) <= Date.now()) throw invalid([{ field: 'publishAt', message: 'Publish date must be in the future; update the page now instead.' }]);
  return sent;
}

/**
 * Saves `pending` as the page's pending change on the versions named, with its schedule (`publishAt`: see
 * above). A scheduled change passes every guardrail first (400 naming the fields). The saved page.
 */
export async function savePending(
  { db, clientDir }: { db: Database; clientDir: string | undefined },
  page: SitePage,
  pending: PageContent,
  expected: { pageUpdatedAt: string; pendingUpdatedAt: string | null },
  sentPublishAt?: string | null,
): Promise<SitePage> {
  const publishAt = scheduleOf(page, sentPublishAt);
  const { path, ...content } = pending;
  checkContent(content, publishAt === null ? 'draft' : 'published', publishAt === null ? () => true : await livePathCheck(db, clientDir, path));
  const saved = await written(savePagePending(db, page.id, pending, expected, sentPublishAt === undefined ? undefined : publishAt));
  if (!saved) throw new HttpError(404, 'Page not found');
  return saved;
}
