import { RedirectsPage } from '#islands/dashboard/redirects/RedirectsPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="RedirectsPage" component={RedirectsPage} id="redirects-page" props={{ timeZone: siteTimeZone ?? 'UTC' }} />;
}
