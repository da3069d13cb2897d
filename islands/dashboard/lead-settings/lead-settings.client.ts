/** The Speed to lead page holds application state (forms, lists), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { LeadSettingsPage } from './LeadSettingsPage.tsx';

/** Listed in /dashboard/leads/settings's +client.ts (islands/registry.ts). */
export const leadSettingsIsland = { name: 'LeadSettingsPage', start: hydrateReact(LeadSettingsPage) } satisfies ClientIsland<'LeadSettingsPage'>;
