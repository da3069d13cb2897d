import { DashboardLead } from '#islands/dashboard/leads/DashboardLead.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { sessionUser, siteTimeZone, data } = usePageContext();
  if (!sessionUser) return null;
  const { leadId } = data as Data;
  return (
    <Island
      name="DashboardLead"
      component={DashboardLead}
      id="dashboard-lead"
      props={{ id: leadId, canDelete: can(sessionUser.role, 'leads.delete'), timeZone: siteTimeZone ?? 'UTC' }}
    />
  );
}
