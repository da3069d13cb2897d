import { CallsPage } from '#islands/dashboard/calls/CallsPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';

export default function Page() {
  const { sessionUser } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="CallsPage" component={CallsPage} id="calls-page" props={{ canChangeSettings: can(sessionUser.role, 'settings.manage') }} />;
}
