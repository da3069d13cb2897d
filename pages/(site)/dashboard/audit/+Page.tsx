import { AuditPage } from '#islands/dashboard/audit/AuditPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="AuditPage" component={AuditPage} id="audit-page" props={{ timeZone: siteTimeZone ?? 'UTC' }} />;
}
