import { PagesList } from '#islands/dashboard/site-pages/PagesList.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

/** /dashboard/pages: the marketing pages and "New page". */
export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="SitePagesList" component={PagesList} id="site-pages" props={{ timeZone: siteTimeZone ?? 'America/New_York' }} />;
}
