/** A marketing page drawn from the database by the one section renderer (components/page-sections). */
import { PageSections } from '#components/page-sections/PageSections.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { HeadOverrides } from '#renderer/head.ts';
import type { RevenueCheckAssumptions } from '#shared/revenue-check.ts';
import type { PublicPage } from '#shared/site-content.ts';

/** What the page's +data hook (site-page-data.server.ts) gives it. */
export interface SitePageData {
  page: PublicPage;
  head: HeadOverrides;
  hasContactSection: boolean;
  revenueCheck?: RevenueCheckAssumptions | undefined;
}

export function SitePage() {
  const { page, revenueCheck } = usePageContext().data as SitePageData;
  return <PageSections path={page.path} sections={page.sections} revenueCheck={revenueCheck} />;
}
