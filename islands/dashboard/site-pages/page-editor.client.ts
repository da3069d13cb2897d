/** The page editor holds application state, so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { PageEditor } from './PageEditor.tsx';

/** Listed in /dashboard/pages/{id}'s +client.ts (islands/registry.ts). */
export const pageEditorIsland = { name: 'PageEditorPage', start: hydrateReact(PageEditor) } satisfies ClientIsland<'PageEditorPage'>;
