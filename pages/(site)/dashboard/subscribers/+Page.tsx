import { SubscribersPage } from '#islands/dashboard/subscribers/SubscribersPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="SubscribersPage"
      component={SubscribersPage}
      id="subscribers-page"
      props={{ timeZone: siteTimeZone ?? 'UTC', canAttest: can(sessionUser.role, 'subscribers.attest') }}
    />
  );
}
