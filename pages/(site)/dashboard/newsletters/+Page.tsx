import { NewslettersPage } from '#islands/dashboard/newsletters/NewslettersPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';

/** /dashboard/newsletters: every newsletter, the way to write one, and click counting. */
export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="NewslettersPage"
      component={NewslettersPage}
      id="newsletters-page"
      props={{ timeZone: siteTimeZone ?? 'UTC', canCountClicks: can(sessionUser.role, 'settings.manage') }}
    />
  );
}
