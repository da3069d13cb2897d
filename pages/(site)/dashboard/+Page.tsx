import { Dashboard } from '#islands/dashboard/Dashboard.tsx';
import { islandNames } from '#islands/names.ts';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser } = usePageContext();
  if (!sessionUser) return null;
  return <Island name={islandNames.dashboard} component={Dashboard} id="dashboard" props={{ username: sessionUser.username }} />;
}
