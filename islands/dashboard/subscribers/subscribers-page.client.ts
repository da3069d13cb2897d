/** The Subscribers page holds application state (the list, filters, dialogs, a form), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { SubscribersPage } from './SubscribersPage.tsx';

/** Listed in /dashboard/subscribers's +client.ts (islands/registry.ts). */
export const subscribersPageIsland = { name: 'SubscribersPage', start: hydrateReact(SubscribersPage) } satisfies ClientIsland<'SubscribersPage'>;
