/** The Import page holds application state (the upload, the job it polls), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { ImportPage } from './ImportPage.tsx';

/** Listed in /dashboard/import's +client.ts (islands/registry.ts). */
export const importPageIsland = { name: 'ImportPage', start: hydrateReact(ImportPage) } satisfies ClientIsland<'ImportPage'>;
