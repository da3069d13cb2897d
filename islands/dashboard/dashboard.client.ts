/** The dashboard holds application state, so it is the one island that hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../registry.ts';
import { Dashboard } from './Dashboard.tsx';

/** Listed in the dashboard page's +client.ts (islands/registry.ts). */
export const dashboardIsland = { name: 'Dashboard', start: hydrateReact(Dashboard) } satisfies ClientIsland<'Dashboard'>;
