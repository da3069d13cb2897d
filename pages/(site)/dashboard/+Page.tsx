import { DashboardOverview } from '#islands/dashboard/overview/DashboardOverview.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="DashboardOverview"
      component={DashboardOverview}
      id="dashboard-overview"
      props={{ username: sessionUser.username, timeZone: siteTimeZone ?? 'UTC', role: sessionUser.role }}
    />
  );
}
