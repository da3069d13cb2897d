import { StaffPage } from '#islands/dashboard/staff/StaffPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, mailConfigured, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="StaffPage"
      component={StaffPage}
      id="staff-page"
      props={{ username: sessionUser.username, mailConfigured: mailConfigured ?? false, timeZone: siteTimeZone ?? 'UTC' }}
    />
  );
}
