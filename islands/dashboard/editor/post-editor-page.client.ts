/** The full-page editor holds application state, so it hydrates React (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { PostEditor } from './PostEditor.tsx';

/** Listed in /dashboard/posts/new's and /dashboard/posts/{id}'s +client.ts (islands/registry.ts). */
export const postEditorPageIsland = { name: 'PostEditorPage', start: hydrateReact(PostEditor) } satisfies ClientIsland<'PostEditorPage'>;
