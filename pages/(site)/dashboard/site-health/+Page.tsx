import { SiteHealthPage } from '#islands/dashboard/site-health/SiteHealthPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="SiteHealthPage" component={SiteHealthPage} id="site-health-page" props={{ timeZone: siteTimeZone ?? 'UTC' }} />;
}
