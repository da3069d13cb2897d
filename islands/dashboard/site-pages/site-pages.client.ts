/** The pages list holds application state, so they hydrate React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { PagesList } from './PagesList.tsx';

/** Listed in /dashboard/pages's +client.ts (islands/registry.ts). */
export const sitePagesListIsland = { name: 'SitePagesList', start: hydrateReact(PagesList) } satisfies ClientIsland<'SitePagesList'>;
