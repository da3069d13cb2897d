/** The Settings page holds a form's state (the company's details), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { CompanySettingsPage } from './CompanySettings.tsx';

/** Listed in /dashboard/settings's +client.ts (islands/registry.ts). */
export const companySettingsIsland = { name: 'CompanySettings', start: hydrateReact(CompanySettingsPage) } satisfies ClientIsland<'CompanySettings'>;
