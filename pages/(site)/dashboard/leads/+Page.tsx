import { DashboardLeads } from '#islands/dashboard/leads/DashboardLeads.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="DashboardLeads"
      component={DashboardLeads}
      id="dashboard-leads"
      props={{ canChangeSettings: can(sessionUser.role, 'settings.manage'), timeZone: siteTimeZone ?? 'UTC' }}
    />
  );
}
