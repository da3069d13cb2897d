/** How the admin API answers a page (docs/product/api.md#pages): its content at the top level, its pending change beside it. */
import type { SitePage } from '#database/site-pages.server.ts';
import type { PageContent } from '#shared/page-sections/index.ts';

export interface PageSummary {
  id: number;
  path: string;
  title: string;
  status: SitePage['status'];
  publishAt: string | null;
  hasPending: boolean;
  updatedAt: string;
}

/** A live page's pending change; `publishAt`: when it goes live by itself (a scheduled update), else null. */
export type PresentedPending = PageContent & { updatedAt: string; publishAt: string | null };

export const presentPending = (page: SitePage): PresentedPending | null =>
  page.pending && page.pendingUpdatedAt ? { ...page.pending, updatedAt: page.pendingUpdatedAt, publishAt: page.pendingPublishAt } : null;

export function presentPage(page: SitePage) {
  const { id, path, pageKey, status, publishAt, content, createdAt, updatedAt } = page;
  return { id, path, pageKey, ...content, status, publishAt, createdAt, updatedAt, pending: presentPending(page) };
}

export function summarizePage(page: SitePage): PageSummary {
  const { id, path, status, publishAt, updatedAt } = page;
  return { id, path, title: page.content.title, status, publishAt, hasPending: page.pending !== null, updatedAt };
}
