/** The Sequences page holds application state (a list, an editor), so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { SequencesPage } from './SequencesPage.tsx';

/** Listed in /dashboard/sequences's +client.ts (islands/registry.ts). */
export const sequencesPageIsland = { name: 'SequencesPage', start: hydrateReact(SequencesPage) } satisfies ClientIsland<'SequencesPage'>;
