// https://vike.dev/Page: the dashboard's Settings page (docs/product/company.md#settings).
import { CompanySettingsPage } from '#islands/dashboard/settings/CompanySettings.tsx';
import { Island } from '#renderer/Island.server.tsx';

export default function Page() {
  return <Island name="CompanySettings" component={CompanySettingsPage} id="company-settings" props={{}} />;
}
