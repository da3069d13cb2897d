import { SiteHealthPage } from '#islands/dashboard/site-health/SiteHealthPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  if (!usePageContext().sessionUser) return null;
  return <Island name="SiteHealthPage" component={SiteHealthPage} id="site-health-page" props={{}} />;
}
