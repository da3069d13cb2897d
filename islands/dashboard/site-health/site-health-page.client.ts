/** The Site health page loads its report after start, so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { SiteHealthPage } from './SiteHealthPage.tsx';

/** Listed in /dashboard/site-health's +client.ts (islands/registry.ts). */
export const siteHealthPageIsland = { name: 'SiteHealthPage', start: hydrateReact(SiteHealthPage) } satisfies ClientIsland<'SiteHealthPage'>;
