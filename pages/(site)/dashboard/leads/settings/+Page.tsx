import { LeadSettingsPage } from '#islands/dashboard/lead-settings/LeadSettingsPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  if (!usePageContext().sessionUser) return null;
  return <Island name="LeadSettingsPage" component={LeadSettingsPage} id="lead-settings-page" props={{}} />;
}
