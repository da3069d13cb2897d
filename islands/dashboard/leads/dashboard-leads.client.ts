/** The leads pages hold application state (filters, pages, the lead's form), so they hydrate React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { DashboardLead } from './DashboardLead.tsx';
import { DashboardLeads } from './DashboardLeads.tsx';

/** Listed in /dashboard/leads's +client.ts (islands/registry.ts). */
export const dashboardLeadsIsland = { name: 'DashboardLeads', start: hydrateReact(DashboardLeads) } satisfies ClientIsland<'DashboardLeads'>;

/** Listed in /dashboard/leads/{id}'s +client.ts. */
export const dashboardLeadIsland = { name: 'DashboardLead', start: hydrateReact(DashboardLead) } satisfies ClientIsland<'DashboardLead'>;
