/** The profile page holds application state (lists, forms), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { ProfilePage } from './ProfilePage.tsx';

/** Listed in /dashboard/profile's +client.ts (islands/registry.ts). */
export const profilePageIsland = { name: 'ProfilePage', start: hydrateReact(ProfilePage) } satisfies ClientIsland<'ProfilePage'>;
