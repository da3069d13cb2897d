/** The Redirects page holds application state (lists, a form), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { RedirectsPage } from './RedirectsPage.tsx';

/** Listed in /dashboard/redirects's +client.ts (islands/registry.ts). */
export const redirectsPageIsland = { name: 'RedirectsPage', start: hydrateReact(RedirectsPage) } satisfies ClientIsland<'RedirectsPage'>;
