/** The media library holds application state, so it hydrates React like the dashboard (decision 002). */
import { hydrateReact } from '#renderer/hydrate-react.client.tsx';
import type { ClientIsland } from '../../registry.ts';
import { MediaLibrary } from './MediaLibrary.tsx';

/** Listed in the media page's +client.ts (islands/registry.ts). */
export const mediaLibraryIsland = { name: 'MediaLibrary', start: hydrateReact(MediaLibrary) } satisfies ClientIsland<'MediaLibrary'>;
