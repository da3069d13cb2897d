/** The Guides page holds application state (the list, the form, the dialog), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { GuidesPage } from './GuidesPage.tsx';

/** Listed in /dashboard/guides's +client.ts (islands/registry.ts). */
export const guidesPageIsland = { name: 'GuidesPage', start: hydrateReact(GuidesPage) } satisfies ClientIsland<'GuidesPage'>;
