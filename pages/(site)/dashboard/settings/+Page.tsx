// https://vike.dev/Page: the dashboard's Settings page (docs/product/company.md#settings).
import { CompanySettingsPage } from '#islands/dashboard/settings/CompanySettings.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { siteTimeZone } = usePageContext();
  return <Island name="CompanySettings" component={CompanySettingsPage} id="company-settings" props={{ timeZone: siteTimeZone ?? 'UTC' }} />;
}
