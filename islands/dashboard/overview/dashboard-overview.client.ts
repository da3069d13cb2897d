/** The overview holds application state (its date range and numbers), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { DashboardOverview } from './DashboardOverview.tsx';

/** Listed in /dashboard's +client.ts (islands/registry.ts). */
export const dashboardOverviewIsland = { name: 'DashboardOverview', start: hydrateReact(DashboardOverview) } satisfies ClientIsland<'DashboardOverview'>;
