/** The menu editor holds application state, so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { MenusEditor } from './MenusEditor.tsx';

/** Listed in /dashboard/menus's +client.ts (islands/registry.ts). */
export const menusEditorIsland = { name: 'MenusEditor', start: hydrateReact(MenusEditor) } satisfies ClientIsland<'MenusEditor'>;
