import { DashboardPosts } from '#islands/dashboard/posts/DashboardPosts.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="DashboardPosts" component={DashboardPosts} id="dashboard-posts" props={{ role: sessionUser.role, timeZone: siteTimeZone ?? 'UTC' }} />;
}
