/** The Newsletters page holds application state (the list, the setting), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { NewslettersPage } from './NewslettersPage.tsx';

/** Listed in /dashboard/newsletters's +client.ts (islands/registry.ts). */
export const newslettersPageIsland = { name: 'NewslettersPage', start: hydrateReact(NewslettersPage) } satisfies ClientIsland<'NewslettersPage'>;
