/** The staff page holds application state (lists, forms), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { StaffPage } from './StaffPage.tsx';

/** Listed in /dashboard/staff's +client.ts (islands/registry.ts). */
export const staffPageIsland = { name: 'StaffPage', start: hydrateReact(StaffPage) } satisfies ClientIsland<'StaffPage'>;
