import { ProfilePage } from '#islands/dashboard/profile/ProfilePage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="ProfilePage" component={ProfilePage} id="profile-page" props={{ timeZone: siteTimeZone ?? 'UTC' }} />;
}
