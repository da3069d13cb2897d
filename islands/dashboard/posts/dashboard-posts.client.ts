/** The posts page holds application state (the list, the editor), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { DashboardPosts } from './DashboardPosts.tsx';

/** Listed in /dashboard/posts's +client.ts (islands/registry.ts). */
export const dashboardPostsIsland = { name: 'DashboardPosts', start: hydrateReact(DashboardPosts) } satisfies ClientIsland<'DashboardPosts'>;
