/** The Calls page holds application state (forms, lists), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { CallsPage } from './CallsPage.tsx';

/** Listed in /dashboard/calls's +client.ts (islands/registry.ts). */
export const callsPageIsland = { name: 'CallsPage', start: hydrateReact(CallsPage) } satisfies ClientIsland<'CallsPage'>;
